import type { Order } from '@laundry/shared/contracts/orders';
import { BUSINESS } from '../../../config/business-profile';

/** One invoice row; money in rupees. */
export interface InvoiceItem {
  service: string;
  item: string;
  qty: number;
  rate: number;
  amount: number;
}

/**
 * Everything the invoice preview draws. Built from a saved Order with orderToInvoiceData, or
 * by hand (the admin's unsaved manual invoice). Money in rupees.
 */
export interface InvoiceData {
  /** The GST invoice number; '' while the order has not been priced yet (shown as a draft). */
  invoiceNumber: string;
  orderNumber: string;
  /** ISO time stamp the invoice is dated with: when it was priced, else when the order was made. */
  createdAt: string;
  customerName: string;
  phone: string;
  address: string;
  /** 'regular' | 'express' */
  delivery: string;
  /** YYYY-MM-DD or '' */
  pickupDate: string;
  pickupTime: string;
  status: string;
  items: InvoiceItem[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** The business details an invoice prints; a parameter so tests can switch GST and UPI off. */
export interface InvoiceBusiness {
  name: string;
  gstin: string | null;
  upiId: string | null;
}

export const SAC_CODE = '9997';

export function orderToInvoiceData(order: Order): InvoiceData {
  return {
    invoiceNumber: order.invoiceNumber ?? '',
    orderNumber: order.orderNumber,
    createdAt: order.pricedAt ?? order.createdAt,
    customerName: order.userId?.name ?? '',
    phone: order.phone || order.userId?.phone || '',
    address: order.pickupAddress,
    delivery: order.delivery,
    pickupDate: order.pickupDate,
    pickupTime: order.pickupTime,
    status: order.status,
    items: order.items.map((it) => ({ service: it.service, item: it.item, qty: it.qty, rate: it.rate, amount: it.amount })),
    subtotal: order.subtotal,
    discount: order.discount,
    tax: order.tax,
    total: order.total,
  };
}

/** Intra-state supply: the tax is half CGST, half SGST; any odd paisa goes to SGST so they add up. */
export function splitGst(tax: number): { cgst: number; sgst: number } {
  const paise = Math.round(tax * 100);
  const cgst = Math.floor(paise / 2);
  return { cgst: cgst / 100, sgst: (paise - cgst) / 100 };
}

/** The number a payment or a file refers to: the invoice number once issued, else the order number. */
export function invoiceReference(data: Pick<InvoiceData, 'invoiceNumber' | 'orderNumber'>): string {
  return data.invoiceNumber || data.orderNumber;
}

/** A UPI deep link for the total, or null when the shop has no UPI ID or nothing is due. */
export function upiPaymentUrl(data: InvoiceData, business: InvoiceBusiness = BUSINESS): string | null {
  if (!business.upiId || !(data.total > 0)) return null;
  const params = [
    `pa=${encodeURIComponent(business.upiId).replace(/%40/g, '@')}`,
    `pn=${encodeURIComponent(business.name)}`,
    `am=${data.total.toFixed(2)}`,
    'cu=INR',
    `tn=${encodeURIComponent(invoiceReference(data))}`,
  ];
  return `upi://pay?${params.join('&')}`;
}

export function invoiceFileName(data: Pick<InvoiceData, 'invoiceNumber' | 'orderNumber'>): string {
  const ref = invoiceReference(data).replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return `invoice-${ref || 'draft'}.png`;
}

const IST = 'Asia/Kolkata';
const dateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: IST, day: '2-digit', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: IST, hour: 'numeric', minute: '2-digit', hour12: true });

function validDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "05 Jan 2026" in shop time. */
export function formatIstDate(value: string | Date): string {
  const d = validDate(value);
  return d ? dateFormat.format(d) : '';
}

/** "3:45 pm" in shop time. */
export function formatIstTime(value: string | Date): string {
  const d = validDate(value);
  return d ? timeFormat.format(d) : '';
}

export function formatIstDateTime(value: string | Date): string {
  const d = validDate(value);
  return d ? `${formatIstDate(d)}, ${formatIstTime(d)}` : '';
}

/** A YYYY-MM-DD calendar date as "05 Jan 2026"; it is already a shop date, so no zone shift. */
export function formatCalendarDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  return formatIstDate(`${isoDate}T12:00:00+05:30`);
}

export function deliveryLabel(delivery: string): string {
  return delivery.toLowerCase() === 'express' ? 'Express' : 'Regular';
}

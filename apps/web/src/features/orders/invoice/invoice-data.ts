import type { Language } from '@laundry/shared/constants';
import type { Order, OrderItem } from '@laundry/shared/contracts/orders';
import { toPaise } from '@laundry/shared/rules/money';
import { upiPayUrl } from '@laundry/shared/rules/upi-link';
import { knownNamesOf, type KnownNames } from './line-names';
import en from './locales/en.json';
import { BUSINESS } from '../../../config/business-profile';
import { currentLanguage } from '../../../i18n/language';
import { translatorFor } from '../../../i18n/translate';
import { knownShopSettings } from '../../../lib/shop-settings';

/** One invoice row: a bill row of the order; money in rupees. */
export type InvoiceItem = OrderItem;

/**
 * Everything the invoice preview draws. Built from a saved Order with orderToInvoiceData, or
 * by hand (the admin's unsaved manual invoice). The fields that mirror the order's are typed
 * from it; the rest are the invoice's own. Money in rupees.
 */
export interface InvoiceData {
  /** The GST invoice number; '' while the order has not been priced yet (shown as a draft). */
  invoiceNumber: string;
  orderNumber: Order['orderNumber'];
  /** ISO time stamp the invoice is dated with: when it was priced, else when the order was made. */
  createdAt: string;
  customerName: Order['userId']['name'];
  phone: Order['phone'];
  address: Order['pickupAddress'];
  delivery: Order['delivery'];
  /** YYYY-MM-DD, or '' on a manual invoice left without one */
  pickupDate: Order['pickupDate'];
  pickupTime: Order['pickupTime'];
  status: Order['status'];
  items: InvoiceItem[];
  subtotal: Order['subtotal'];
  discount: Order['discount'];
  tax: Order['tax'];
  total: Order['total'];
  /** The lines that make up `discount`, in the order applied; left out, one Discount line. */
  discounts?: Order['discounts'];
  /** GST: the parts of `tax` and the place of supply, set when the order was priced with GST. */
  cgst?: Order['cgst'];
  sgst?: Order['sgst'];
  igst?: Order['igst'];
  /** The business customer's GSTIN, '' for none. */
  customerGstin?: Order['customerGstin'];
  /** The GST state code of the place of supply; '' (or left out) when no GST was charged. */
  placeOfSupply?: Order['placeOfSupply'];
  /**
   * The Telugu and Hindi names the saved order's items were priced with, by English item name:
   * a line redrawn without its own (the admin's editor previews an order from its rows) is named
   * as the saved bill names it.
   */
  knownNames?: KnownNames;
  /** rupees: a tax invoice's rounding of its total to the rupee (a "Round off" line); 0 or left out: none. */
  roundOff?: Order['roundOff'];
  /**
   * The customer's language, when known: the invoice, its image and its WhatsApp message are
   * written in it (docs/decisions/0066). Left out, they follow the language the screen is shown in.
   */
  language?: Language;
}

/** The business details an invoice prints; a parameter so tests can switch GST and UPI off. */
export interface InvoiceBusiness {
  name: string;
  gstin: string | null;
  upiId: string | null;
}

/**
 * The shop's name with its GSTIN and UPI ID as GET /api/shop last answered (docs/decisions/0047):
 * never a built-in sample, so before the first answer there is neither.
 */
export function invoiceBusiness(): InvoiceBusiness {
  const shop = knownShopSettings();
  return { name: shop?.name || BUSINESS.name, gstin: shop?.gstin || null, upiId: shop?.upiId || null };
}

/** Whether the invoice is a tax invoice: the order was priced with GST. */
export function hasGst(data: Pick<InvoiceData, 'placeOfSupply'>): boolean {
  return !!data.placeOfSupply;
}

export function orderToInvoiceData(order: Order): InvoiceData {
  return {
    invoiceNumber: order.invoiceNumber ?? '',
    orderNumber: order.orderNumber,
    createdAt: order.pricedAt ?? order.createdAt,
    customerName: order.userId.name,
    phone: order.phone || order.userId.phone,
    address: order.pickupAddress,
    delivery: order.delivery,
    pickupDate: order.pickupDate,
    pickupTime: order.pickupTime,
    status: order.status,
    items: order.items,
    subtotal: order.subtotal,
    discount: order.discount,
    tax: order.tax,
    total: order.total,
    discounts: order.discounts,
    cgst: order.cgst,
    sgst: order.sgst,
    igst: order.igst,
    customerGstin: order.customerGstin,
    placeOfSupply: order.placeOfSupply,
    roundOff: order.roundOff,
    language: order.customerLanguage,
    knownNames: knownNamesOf(order.items),
  };
}

/** The number a payment or a file refers to: the invoice number once issued, else the order number. */
export function invoiceReference(data: Pick<InvoiceData, 'invoiceNumber' | 'orderNumber'>): string {
  return data.invoiceNumber || data.orderNumber;
}

/** A UPI deep link for the total, or null when the shop has no UPI ID or nothing is due. */
export function upiPaymentUrl(data: InvoiceData, business: InvoiceBusiness = invoiceBusiness()): string | null {
  if (!business.upiId || !(data.total > 0)) return null;
  return upiPayUrl({ upiId: business.upiId, payee: business.name, amount: toPaise(data.total), note: invoiceReference(data) });
}

/** "invoice-SL-2025-26-0007.png", its first word in the language shown (ఇన్వాయిస్-…, बिल-…). */
export function invoiceFileName(data: Pick<InvoiceData, 'invoiceNumber' | 'orderNumber'>, language: Language = currentLanguage()): string {
  const t = translatorFor('invoice', en, language);
  const ref = invoiceReference(data)
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return t('file.name', { reference: ref || t('file.draft') });
}

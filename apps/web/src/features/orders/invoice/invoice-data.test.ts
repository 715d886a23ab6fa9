import { describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import { sampleOrder } from '@laundry/shared/test/orders.fixture';
import { hasGst, invoiceBusiness, invoiceFileName, orderToInvoiceData, upiPaymentUrl, type InvoiceData } from './invoice-data';

const order: Order = sampleOrder('o1', {
  orderNumber: 'SL-202601151030123',
  service: 'Wash and Iron',
  status: 'In Progress',
  delivery: 'express',
  pickupAddress: '12 Beach Road, Kakinada',
  lat: null,
  lng: null,
  pickupDate: '2026-01-16',
  pickupTime: '9:00 AM – 11:00 AM',
  phone: '9876543210',
  notes: '',
  userId: { _id: 'u1', name: 'Ravi Kumar', phone: '9876543210' },
  items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 3, rate: 29, amount: 87 }],
  subtotal: 87,
  discount: 7,
  tax: 4.5,
  total: 84.5,
  invoiceNumber: 'SL/2025-26/0007',
  pricedAt: '2026-01-15T10:00:00.000Z',
  source: 'web',
  createdAt: '2026-01-15T05:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
});

const business = { name: 'Sri Lakshmi Laundry', gstin: '37ABCDE1234F1Z5', upiId: 'srilakshmilaundry@upi' };

describe('orderToInvoiceData', () => {
  it('copies the bill-to, order and money fields and dates the invoice when it was priced', () => {
    const data = orderToInvoiceData(order);
    expect(data).toEqual({
      invoiceNumber: 'SL/2025-26/0007',
      orderNumber: 'SL-202601151030123',
      createdAt: '2026-01-15T10:00:00.000Z',
      customerName: 'Ravi Kumar',
      phone: '9876543210',
      address: '12 Beach Road, Kakinada',
      delivery: 'express',
      pickupDate: '2026-01-16',
      pickupTime: '9:00 AM – 11:00 AM',
      status: 'In Progress',
      items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 3, rate: 29, amount: 87 }],
      subtotal: 87,
      discount: 7,
      tax: 4.5,
      total: 84.5,
      discounts: [],
      cgst: 0,
      sgst: 0,
      igst: 0,
      customerGstin: '',
      placeOfSupply: '',
      roundOff: 0,
      language: 'en',
      knownNames: {},
    });
    expect(hasGst(data)).toBe(false);
  });

  it("carries a tax invoice's round-off and the customer's language, which the invoice is written in", () => {
    const names = { te: 'పట్టు చీర', hi: 'सिल्क साड़ी (पट्टू)' };
    const saree = { service: 'Dry Clean', item: 'Silk Saree (Pattu)', qty: 1, rate: 300, amount: 300, names };
    const data = orderToInvoiceData({ ...order, items: [...order.items, saree], roundOff: -0.36, customerLanguage: 'te' });
    expect(data).toMatchObject({ roundOff: -0.36, language: 'te', knownNames: { 'Silk Saree (Pattu)': names } });
  });

  it('carries the GST figures of an order priced with GST, which makes it a tax invoice', () => {
    const data = orderToInvoiceData({ ...order, tax: 15.3, cgst: 7.65, sgst: 7.65, customerGstin: '37AAPFU0939F1ZU', placeOfSupply: '37' });
    expect(data).toMatchObject({ cgst: 7.65, sgst: 7.65, igst: 0, customerGstin: '37AAPFU0939F1ZU', placeOfSupply: '37' });
    expect(hasGst(data)).toBe(true);
  });

  it('leaves the invoice number empty and uses the order time until the order is priced', () => {
    const data = orderToInvoiceData({ ...order, invoiceNumber: null, pricedAt: null });
    expect(data.invoiceNumber).toBe('');
    expect(data.createdAt).toBe(order.createdAt);
  });
});

describe('invoiceBusiness', () => {
  it('has no GSTIN and no UPI ID before the shop settings are read: none is made up', () => {
    expect(invoiceBusiness()).toEqual({ name: 'Sri Lakshmi Laundry', gstin: null, upiId: null });
    expect(upiPaymentUrl(orderToInvoiceData(order))).toBeNull();
  });
});

describe('upiPaymentUrl', () => {
  const data: InvoiceData = orderToInvoiceData(order);

  it('asks for the total with two decimals, in rupees, noting the invoice number', () => {
    expect(upiPaymentUrl(data, business)).toBe(
      'upi://pay?pa=srilakshmilaundry@upi&pn=Sri%20Lakshmi%20Laundry&am=84.50&cu=INR&tn=SL%2F2025-26%2F0007',
    );
  });

  it('notes the order number while no invoice number exists', () => {
    expect(upiPaymentUrl({ ...data, invoiceNumber: '' }, business)).toContain('&tn=SL-202601151030123');
  });

  it('is absent without a UPI ID or when nothing is due', () => {
    expect(upiPaymentUrl(data, { ...business, upiId: null })).toBeNull();
    expect(upiPaymentUrl({ ...data, total: 0 }, business)).toBeNull();
  });
});

describe('file name', () => {
  it('names the file after the invoice, safe for any file system', () => {
    expect(invoiceFileName({ invoiceNumber: 'SL/2025-26/0007', orderNumber: 'X' })).toBe('invoice-SL-2025-26-0007.png');
    expect(invoiceFileName({ invoiceNumber: '', orderNumber: 'SL-2026011510301' })).toBe('invoice-SL-2026011510301.png');
  });
});

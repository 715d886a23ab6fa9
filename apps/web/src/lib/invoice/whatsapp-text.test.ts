import { describe, expect, it } from 'vitest';
import { invoiceWhatsappText, invoiceWhatsappUrl } from './whatsapp-text';
import type { InvoiceData } from './invoice-data';

const data: InvoiceData = {
  invoiceNumber: 'SL/2025-26/0007',
  orderNumber: 'SL-202601151030123',
  createdAt: '2026-01-15T10:00:00.000Z',
  customerName: 'Ravi Kumar',
  phone: '+91 98765 43210',
  address: 'Kakinada',
  delivery: 'regular',
  pickupDate: '2026-01-16',
  pickupTime: '',
  status: 'Completed',
  items: [
    { service: 'Wash and Iron', item: 'Shirt', qty: 3, rate: 29, amount: 87 },
    { service: 'Dry Clean', item: 'Saree', qty: 1, rate: 1250, amount: 1250 },
  ],
  subtotal: 1337,
  discount: 37,
  tax: 0,
  total: 1300,
};
const business = { name: 'Sri Lakshmi Laundry', upiId: null, phone: '+91 98480 12345' };

describe('invoiceWhatsappText', () => {
  it('greets, names the invoice, lists each item and the total, and thanks', () => {
    expect(invoiceWhatsappText(data, business)).toBe(
      [
        'Hello Ravi Kumar,',
        '',
        'Here is your invoice from Sri Lakshmi Laundry.',
        '*Invoice No:* SL/2025-26/0007',
        '*Order No:* SL-202601151030123',
        '',
        '*Items:*',
        '1. Wash and Iron – Shirt × 3 @ ₹29 = ₹87',
        '2. Dry Clean – Saree × 1 @ ₹1,250 = ₹1,250',
        '',
        'Sub Total: ₹1,337',
        'Discount: −₹37',
        '*Total: ₹1,300*',
        '',
        'Thank you for choosing Sri Lakshmi Laundry! 🙏',
        'Questions? Call +91 98480 12345.',
      ].join('\n'),
    );
  });

  it('adds the UPI ID when the shop has one and money is due', () => {
    expect(invoiceWhatsappText(data, { ...business, upiId: 'shop@upi' })).toContain('Pay by UPI: shop@upi');
    expect(invoiceWhatsappText({ ...data, total: 0 }, { ...business, upiId: 'shop@upi' })).not.toContain('Pay by UPI');
  });
});

describe('invoiceWhatsappUrl', () => {
  it("opens a chat with the customer's number, 91 prefixed, with the message encoded", () => {
    const url = invoiceWhatsappUrl(data, business);
    expect(url.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(url.split('?text=')[1] ?? '')).toBe(invoiceWhatsappText(data, business));
  });

  it('lets WhatsApp ask for the contact when the invoice has no phone', () => {
    expect(invoiceWhatsappUrl({ ...data, phone: '' }, business).startsWith('https://wa.me/?text=')).toBe(true);
  });
});

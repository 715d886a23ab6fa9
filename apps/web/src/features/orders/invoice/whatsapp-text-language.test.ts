import { describe, expect, it, vi } from 'vitest';
import te from './locales/te.json';
import { loadedCatalogue } from '../../../i18n/catalogue';
import type { InvoiceData } from './invoice-data';
import { invoiceWhatsappText } from './whatsapp-text';

vi.mock('../../../i18n/bundles/te', () => ({ catalogue: { invoice: te } }));

const data: InvoiceData = {
  invoiceNumber: 'SL/2025-26/0007',
  orderNumber: 'SL-202601151030123',
  createdAt: '2026-01-15T10:00:00.000Z',
  customerName: 'Ravi Kumar',
  phone: '9876543210',
  address: 'Kakinada',
  delivery: 'regular',
  pickupDate: '2026-01-16',
  pickupTime: '',
  status: 'Completed',
  items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 3, rate: 29, amount: 87, names: { te: 'షర్ట్', hi: 'शर्ट' } }],
  subtotal: 87,
  discount: 0,
  tax: 0,
  total: 87,
  language: 'te',
};
const business = { name: 'Sri Lakshmi Laundry', upiId: null, phone: '+91 98480 12345' };

// This file starts as the app does on an English screen: Telugu not fetched.
describe('a message for a customer whose language has not been fetched yet', () => {
  it('is written wholly in the language shown meanwhile, never half and half, and fetches it for the next', async () => {
    const first = invoiceWhatsappText(data, business);
    expect(first).toContain('Hello Ravi Kumar,');
    expect(first).toContain('Shirt × 3');
    expect(first).toContain('In words: Eighty Seven Rupees');
    expect(first).not.toMatch(/[\u0C00-\u0C7F]/);
    // Writing it started the fetch.
    await vi.waitFor(() => expect(loadedCatalogue('te')?.invoice).toBeDefined());
    const next = invoiceWhatsappText(data, business);
    expect(next).toContain('నమస్కారం Ravi Kumar గారు,');
    expect(next).toContain('షర్ట్ × 3');
    expect(next).not.toContain('Rupees');
  });
});

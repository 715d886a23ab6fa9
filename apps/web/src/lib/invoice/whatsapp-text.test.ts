import { afterEach, describe, expect, it, vi } from 'vitest';
import hi from '../../components/invoice/locales/hi.json';
import te from '../../components/invoice/locales/te.json';
import { loadLanguage } from '../../i18n/catalogue';
import { applyLanguage } from '../../i18n/language';
import { invoiceFileName, type InvoiceData } from './invoice-data';
import { invoiceWhatsappText, invoiceWhatsappUrl } from './whatsapp-text';

// The Telugu and Hindi chunks, as the app builds them, holding the invoice's catalogue.
vi.mock('../../i18n/bundles/te', () => ({ catalogue: { invoice: te } }));
vi.mock('../../i18n/bundles/hi', () => ({ catalogue: { invoice: hi } }));

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

describe("the invoice's message and file in Telugu and Hindi", () => {
  afterEach(() => applyLanguage('en'));

  it("writes the message in the customer's language when the invoice knows it, whatever the screen shows", async () => {
    await loadLanguage('te');
    const text = invoiceWhatsappText({ ...data, language: 'te' }, business);
    expect(text.split('\n')).toEqual([
      'నమస్కారం Ravi Kumar గారు,',
      '',
      'Sri Lakshmi Laundry నుండి మీ ఇన్వాయిస్ ఇదిగోండి.',
      '*ఇన్వాయిస్ నం:* SL/2025-26/0007',
      '*ఆర్డర్ నం:* SL-202601151030123',
      '',
      '*వస్తువులు:*',
      '1. వాష్ & ఇస్త్రీ – Shirt × 3 @ ₹29 = ₹87',
      '2. డ్రై క్లీనింగ్ – Saree × 1 @ ₹1,250 = ₹1,250',
      '',
      'ఉప మొత్తం: ₹1,337',
      'డిస్కౌంట్: −₹37',
      '*మొత్తం: ₹1,300*',
      '',
      'Sri Lakshmi Laundryను ఎంచుకున్నందుకు ధన్యవాదాలు! 🙏',
      'సందేహాలుంటే +91 98480 12345కు కాల్ చేయండి.',
    ]);
  });

  it('follows the language shown when the invoice does not say', async () => {
    await loadLanguage('hi');
    applyLanguage('hi');
    expect(invoiceWhatsappText(data, business)).toContain('*कुल: ₹1,300*');
    expect(invoiceWhatsappText({ ...data, language: 'en' }, business)).toContain('*Total: ₹1,300*');
    expect(invoiceFileName(data)).toBe('बिल-SL-2025-26-0007.png');
    expect(invoiceFileName(data, 'en')).toBe('invoice-SL-2025-26-0007.png');
  });
});

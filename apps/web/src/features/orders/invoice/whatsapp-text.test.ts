import { afterEach, describe, expect, it, vi } from 'vitest';
import hi from './locales/hi.json';
import te from './locales/te.json';
import { loadLanguage } from '../../../i18n/catalogue';
import { applyLanguage } from '../../../i18n/language';
import { invoiceFileName, type InvoiceData } from './invoice-data';
import { invoiceWhatsappText, invoiceWhatsappUrl } from './whatsapp-text';

// The Telugu and Hindi chunks, as the app builds them, holding the invoice's catalogue.
vi.mock('../../../i18n/bundles/te', () => ({ catalogue: { invoice: te } }));
vi.mock('../../../i18n/bundles/hi', () => ({ catalogue: { invoice: hi } }));

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
        'In words: One Thousand Three Hundred Rupees',
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
      'అక్షరాల్లో: వెయ్యి మూడు వందల రూపాయలు',
      '',
      'Sri Lakshmi Laundryను ఎంచుకున్నందుకు ధన్యవాదాలు! 🙏',
      'సందేహాలుంటే +91 98480 12345కు కాల్ చేయండి.',
    ]);
  });

  it('names the items in Telugu, shows the round-off and writes the amount in Telugu words only', async () => {
    await loadLanguage('te');
    const taxInvoice: InvoiceData = {
      ...data,
      language: 'te',
      items: [
        { service: 'Dry Clean', item: 'Silk Saree (Pattu)', qty: 1, rate: 300, amount: 300, names: { te: 'పట్టు చీర', hi: 'सिल्क साड़ी (पट्टू)' } },
        { service: 'Wash and Fold', item: 'Clothes', qty: 2.5, rate: 70, amount: 175, unit: 'kg' },
        { service: 'Wash and Fold', item: 'Minimum 3 kg', qty: 0.5, rate: 70, amount: 35, unit: 'kg', kind: 'minimum' },
        { service: 'Wash and Fold', item: 'Express +50%', qty: 1, rate: 255, amount: 255, kind: 'express' },
      ],
      subtotal: 765,
      discount: 0,
      tax: 137.7,
      roundOff: 0.3,
      total: 903,
    };
    const lines = invoiceWhatsappText(taxInvoice, business).split('\n');
    expect(lines.slice(6, 17)).toEqual([
      '*వస్తువులు:*',
      '1. డ్రై క్లీనింగ్ – పట్టు చీర × 1 @ ₹300 = ₹300',
      '2. వాష్ & ఫోల్డ్ – Clothes × 2.50 కిలో @ ₹70 = ₹175',
      '3. కనీసం 3 కిలోలు = ₹35',
      '4. ఎక్స్‌ప్రెస్ +50% = ₹255',
      '',
      'ఉప మొత్తం: ₹765',
      'పన్ను: ₹137.70',
      'రౌండ్ ఆఫ్: +₹0.30',
      '*మొత్తం: ₹903*',
      'అక్షరాల్లో: తొమ్మిది వందల మూడు రూపాయలు',
    ]);
    const text = lines.join('\n');
    // Telugu words only: neither the English words nor the English item name of a listed item.
    expect(text).not.toContain('Rupees');
    expect(text).not.toContain('Silk Saree');
    expect(invoiceWhatsappText({ ...taxInvoice, roundOff: -0.49 }, business)).toContain('రౌండ్ ఆఫ్: −₹0.49');
    expect(invoiceWhatsappText({ ...taxInvoice, roundOff: 0 }, business)).not.toContain('రౌండ్ ఆఫ్');
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

import { describe, expect, it, vi } from 'vitest';
import type { DueCustomer } from '@laundry/shared/contracts/takings';
import { loadLanguage } from '../../../i18n/catalogue';
import { loadFormatter, translatorFor } from '../../../i18n/translate';
import en from '../locales/en.json';
import te from '../locales/te.json';
import { paymentNote, reminderLanguage, reminderText, reminderUrl, upiPayUrl } from './reminder';

// The Telugu chunk, as the app builds it, holding this feature's catalogue.
vi.mock('../../../i18n/bundles/te', () => ({ catalogue: { takings: te } }));

const SHOP = { upiId: 'srilakshmi@okaxis', upiName: 'Sri Lakshmi Laundry' };

function customer(overrides: Partial<DueCustomer> = {}): DueCustomer {
  return {
    userId: 'u1',
    name: 'Asha Rani',
    phone: '9876543210',
    due: 450,
    credit: 0,
    oldestDays: 10,
    orders: [
      {
        _id: 'o1',
        orderNumber: 'SL-1',
        invoiceNumber: 'SL/2026-27/0007',
        total: 300,
        paid: 0,
        due: 300,
        pricedAt: '2026-11-12T05:00:00.000Z',
        ageDays: 10,
        bucket: '8-30',
        reported: null,
      },
      {
        _id: 'o2',
        orderNumber: 'SL-2',
        invoiceNumber: null,
        total: 200,
        paid: 50,
        due: 150,
        pricedAt: '2026-11-22T05:00:00.000Z',
        ageDays: 0,
        bucket: '0-7',
        reported: null,
      },
    ],
    ...overrides,
  };
}

describe('the UPI pay link', () => {
  it('carries the payee, the amount in rupees and paise, INR and the order numbers', () => {
    expect(upiPayUrl(SHOP, 450, 'SL/2026-27/0007 SL-2')).toBe(
      'upi://pay?pa=srilakshmi@okaxis&pn=Sri%20Lakshmi%20Laundry&am=450.00&cu=INR&tn=SL%2F2026-27%2F0007%20SL-2',
    );
    expect(upiPayUrl(SHOP, 84.5, 'SL-3')).toContain('am=84.50&');
    expect(upiPayUrl({ upiId: '', upiName: '' }, 450, 'SL-3')).toBeNull();
    expect(upiPayUrl(SHOP, 0, 'SL-3')).toBeNull();
  });

  it('names the orders in its note, or the first and how many more when they do not fit', () => {
    expect(paymentNote(customer().orders)).toBe('SL/2026-27/0007 SL-2');
    const many = Array.from({ length: 8 }, (_, i) => ({ orderNumber: `SL-2026112210${i}`, invoiceNumber: null }));
    expect(paymentNote(many)).toBe('SL-20261122100 +7');
  });
});

describe('the WhatsApp reminder', () => {
  it('greets the customer and names the orders, the amount, the UPI ID and the pay link', async () => {
    await loadFormatter();
    const text = reminderText(translatorFor('takings', en, 'en'), customer(), SHOP, 'Sri Lakshmi Laundry');
    expect(text).toBe(
      [
        'Namaste Asha Rani,',
        '',
        'A gentle reminder from Sri Lakshmi Laundry: ₹450 is due on your orders SL/2026-27/0007 (₹300), SL-2 (₹150).',
        '',
        'You can pay by UPI to srilakshmi@okaxis, or tap this link to pay: upi://pay?pa=srilakshmi@okaxis&pn=Sri%20Lakshmi%20Laundry&am=450.00&cu=INR&tn=SL%2F2026-27%2F0007%20SL-2',
        '',
        'If you have already paid, please ignore this message. Thank you for choosing Sri Lakshmi Laundry!',
      ].join('\n'),
    );
    const url = reminderUrl(customer(), text);
    expect(url.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(url.split('?text=')[1]!)).toBe(text);
  });

  it('adds the page to pay online when the shop has a gateway, for an account only (a walk-in has no orders page)', async () => {
    await loadFormatter();
    const t = translatorFor('takings', en, 'en');
    const online = 'https://shop.example/my-orders?pay=online';
    const text = reminderText(t, customer(), SHOP, 'Sri Lakshmi Laundry', online);
    expect(text).toContain(`\n\nOr pay by card, net banking or UPI on your orders page: ${online}\n\n`);
    expect(reminderText(t, customer(), SHOP, 'Sri Lakshmi Laundry')).not.toContain('orders page');
    expect(reminderText(t, customer({ userId: null }), SHOP, 'Sri Lakshmi Laundry', online)).not.toContain('orders page');
  });

  it('goes without a pay link when the shop has no UPI ID, and without a name for a nameless walk-in', async () => {
    await loadFormatter();
    const walkIn = customer({ userId: null, name: 'Walk-in Customer', due: 150, orders: [customer().orders[1]!] });
    const text = reminderText(translatorFor('takings', en, 'en'), walkIn, { upiId: '', upiName: '' }, 'Sri Lakshmi Laundry');
    expect(text.split('\n')[0]).toBe('Namaste,');
    expect(text).toContain('₹150 is due on your order SL-2.');
    expect(text).not.toContain('upi://');
  });

  it('is written in the customer’s language when the account says, else the screen’s', async () => {
    await Promise.all([loadFormatter(), loadLanguage('te')]);
    expect(reminderLanguage(customer({ language: 'te' }), 'hi')).toBe('te');
    expect(reminderLanguage(customer(), 'hi')).toBe('hi');
    const text = reminderText(translatorFor('takings', en, 'te'), customer({ language: 'te' }), SHOP, 'Sri Lakshmi Laundry');
    expect(text).toContain('నమస్కారం Asha Rani గారు,');
    expect(text).toContain('₹450 బాకీ ఉంది');
    expect(text).toContain('upi://pay?pa=srilakshmi@okaxis&pn=Sri%20Lakshmi%20Laundry&am=450.00&cu=INR');
  });
});

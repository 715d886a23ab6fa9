import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleOrder } from '@laundry/shared/test/orders.fixture';
import { loadLanguage } from '../../../i18n/catalogue';
import { applyLanguage } from '../../../i18n/language';
import hi from '../locales/hi.json';
import te from '../locales/te.json';
import { orderNotice } from './order-notice';

// The Telugu and Hindi chunks, as the app builds them, holding this feature's catalogue.
vi.mock('../../../i18n/bundles/te', () => ({ catalogue: { orders: te } }));
vi.mock('../../../i18n/bundles/hi', () => ({ catalogue: { orders: hi } }));

const pending = sampleOrder('1', { orderNumber: 'SL-202611231030123' });
const item = { service: 'Iron', item: 'Shirt', qty: 3, rate: 15, amount: 45 };
const picked = { ...pending, status: 'In Progress' as const, items: [item], total: 45, pricedAt: '2026-11-23T06:00:00.000Z' };

describe('orderNotice', () => {
  it('names the pickup with its bill, and each later status', () => {
    expect(orderNotice(pending, picked)).toBe('Your order SL-202611231030123 has been picked up. Your bill is ready: ₹45');
    expect(orderNotice(picked, { ...picked, status: 'Delivering' })).toBe('Your order SL-202611231030123 is out for delivery');
    expect(orderNotice(picked, { ...picked, status: 'Completed' })).toBe('Your order SL-202611231030123 has been delivered');
    expect(orderNotice(pending, { ...pending, status: 'Cancelled' })).toBe('Your order SL-202611231030123 has been cancelled');
  });

  it('says a payment received, alone or after the status it came with', () => {
    const billed = { ...picked, total: 612, paid: 0, due: 612 };
    expect(orderNotice(billed, { ...billed, paid: 612, due: 0, paymentStatus: 'paid' as const })).toBe('Payment of ₹612 received, thank you');
    expect(orderNotice(billed, { ...billed, paid: 200, due: 412 })).toBe('Payment of ₹200 received, thank you');
    expect(orderNotice(billed, { ...billed, status: 'Completed', paid: 612, due: 0 })).toBe(
      'Your order SL-202611231030123 has been delivered. Payment of ₹612 received, thank you',
    );
    // A payment reversed is no news to thank for.
    expect(orderNotice({ ...billed, paid: 612 }, billed)).toBeNull();
  });

  it('names a bill made or changed without a status change', () => {
    const priced = { ...pending, items: [item], total: 45, pricedAt: '2026-11-23T06:00:00.000Z' };
    expect(orderNotice(pending, priced)).toBe('The bill for your order SL-202611231030123 is ready: ₹45');
    expect(orderNotice(priced, { ...priced, total: 60, pricedAt: '2026-11-23T07:00:00.000Z' })).toBe(
      'The bill for your order SL-202611231030123 has been updated: ₹60',
    );
  });

  it('names a stain to decide on and a reported problem answered', () => {
    const stain = { _id: 's1', tag: '1042-01', item: 'Saree', service: 'Dry Clean', kind: 'stain' as const, note: 'Oil', charge: 50 };
    const flagged = {
      ...picked,
      stains: [
        {
          ...stain,
          hasPhoto: false,
          status: 'pending' as const,
          flaggedAt: '2026-11-23T08:00:00Z',
          decideBy: '2026-11-24T08:00:00Z',
          decidedAt: null,
        },
      ],
    };
    expect(orderNotice(picked, flagged)).toBe('The shop found a stain or damage on a piece of SL-202611231030123: please approve or decline it');
    const claim = {
      _id: 'c1',
      orderId: '1',
      tag: '1042-01',
      item: 'Saree',
      service: 'Dry Clean',
      kind: 'damaged' as const,
      note: 'Torn',
      status: 'open' as const,
      outcome: null,
      amount: null,
      method: null,
      reason: '',
      rewashOrderId: null,
      rewashOrderNumber: null,
      createdAt: '2026-11-25T08:00:00Z',
      resolvedAt: null,
    };
    const claimed = { ...picked, status: 'Completed' as const, claims: [claim] };
    const settled = {
      ...claimed,
      claims: [{ ...claim, status: 'resolved' as const, outcome: 'credit' as const, amount: 100, resolvedAt: '2026-11-25T09:00:00Z' }],
    };
    expect(orderNotice(claimed, settled)).toBe('The shop answered the problem you reported on SL-202611231030123');
  });

  it('names a new ready-by time the shop set, each time it moves it', () => {
    const promised = { ...picked, readyBy: '2026-11-25T15:30:00.000Z' };
    const moved = { ...promised, readyBy: '2026-11-27T15:30:00.000Z', readyByWas: promised.readyBy, readyByMovedAt: '2026-11-25T16:00:00.000Z' };
    expect(orderNotice(promised, moved)).toBe('Your order SL-202611231030123 has a new ready-by time: Fri 27 Nov, 9 PM');
    expect(orderNotice(moved, { ...moved, readyBy: '2026-11-28T15:30:00.000Z', readyByMovedAt: '2026-11-26T10:00:00.000Z' })).toBe(
      'Your order SL-202611231030123 has a new ready-by time: Sat 28 Nov, 9 PM',
    );
    // The estimate of a passed promise is the server's guess, not news from the shop.
    expect(orderNotice(promised, { ...promised, readyByEstimate: '2026-11-26T15:30:00.000Z' })).toBeNull();
  });

  it('says nothing for a new order or a change the customer need not hear about', () => {
    expect(orderNotice(undefined, pending)).toBeNull();
    expect(orderNotice(pending, { ...pending, updatedAt: '2026-11-23T08:00:00.000Z' })).toBeNull();
  });
});

describe('orderNotice in Telugu and Hindi', () => {
  afterEach(() => applyLanguage('en'));

  it('speaks the language shown, the order number and the bill kept as they are', async () => {
    await loadLanguage('te');
    applyLanguage('te');
    expect(orderNotice(picked, { ...picked, status: 'Delivering' })).toBe(te['notice.delivering'].replace('{orderNumber}', 'SL-202611231030123'));
    await loadLanguage('hi');
    applyLanguage('hi');
    expect(orderNotice(pending, picked)).toBe(hi['notice.pickedUpBill'].replace('{orderNumber}', 'SL-202611231030123').replace('{bill}', '₹45'));
  });
});

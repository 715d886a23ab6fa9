import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import type { MessagePage } from '@laundry/shared/contracts/messages';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import type { Takings } from '@laundry/shared/contracts/takings';
import { WEIGHT_MESSAGE } from '@laundry/shared/rules/bill';
import { act, stopFor } from '../rider/rider-test-kit';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  expectInvalid,
  orderBody,
  signupCustomer,
  startTestServer,
  todayIst,
  uniquePhone,
  type Session,
  type TestServer,
} from '../../test/harness';

/** Bills right every time (docs/decisions/0066): kilos, Express, round-off, names, revenue by line. */
const SHOP_GSTIN = '37AABCU9603R1ZM';

let server: TestServer;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Sita Rani')]);
});
afterAll(async () => {
  await server?.close();
});

const setShop = (body: Record<string, unknown>) => call<ShopPaymentSettings>(server, 'PATCH', '/admin/shop', { token: admin.token, body });
const pickup = (id: string, body: unknown) => call<Order>(server, 'POST', `/admin/orders/${id}/pickup`, { token: admin.token, body });
const edit = (id: string, body: unknown) => call<Order>(server, 'PATCH', `/admin/orders/${id}/pricing`, { token: admin.token, body });
const setKg = (service: string, body: unknown) =>
  call(server, 'PUT', `/api/prices/per-kg/${encodeURIComponent(service)}`, { token: admin.token, body });

async function book(overrides: Record<string, unknown> = {}, session: Session = customer): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: session.token, body: orderBody({ phone: session.user.phone, ...overrides }) });
  if (res.status !== 201) throw new Error(`POST /orders: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function storedLines(id: string) {
  const rows = await server.database.db
    .selectFrom('orderItems')
    .select(['qty', 'unit', 'kind', 'rate', 'amount'])
    .where('orderId', '=', id)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ qty: Number(r.qty), unit: r.unit, kind: r.kind, rate: Number(r.rate), amount: Number(r.amount) }));
}

describe('without GST', () => {
  beforeEach(async () => {
    expect((await setShop({ gstin: '', expressFactor: 1.5 })).status).toBe(200);
  });

  it('an Express order with ₹100 of items totals ₹150, the surcharge a line of its own', async () => {
    const order = await book({ delivery: 'express' });
    const res = await pickup(order._id, { items: [{ service: 'Iron', item: 'Shirt', qty: 4, rate: 25 }] });
    expect(res.status).toBe(200);
    expect(res.body.items.at(-1)).toEqual({ service: 'Wash and Iron', item: 'Express +50%', qty: 1, rate: 50, amount: 50, kind: 'express' });
    expect(res.body).toMatchObject({ subtotal: 150, discount: 0, tax: 0, total: 150, roundOff: 0, expressWaiver: '' });
    // Sent back as answered, the surcharge line is the server's: it is written again, not doubled.
    const again = await edit(order._id, { items: res.body.items, discount: 0, tax: 0 });
    expect(again.body.items.filter((it) => it.kind === 'express')).toHaveLength(1);
    expect(again.body.total).toBe(150);
  });

  it('follows the shop’s Express factor, and the admin may waive it with a reason', async () => {
    expect((await setShop({ expressFactor: 1.25 })).body.expressFactor).toBe(1.25);
    const prices = await call<PriceCatalogue>(server, 'GET', '/api/prices');
    expect(prices.body.expressFactor).toBe(1.25);
    const order = await book({ delivery: 'express' });
    const priced = await pickup(order._id, { items: [{ service: 'Iron', item: 'Shirt', qty: 4, rate: 25 }] });
    expect(priced.body.items.at(-1)).toMatchObject({ item: 'Express +25%', amount: 25 });
    expectInvalid(await edit(order._id, { items: [{ item: 'Shirt', qty: 4, rate: 25 }], expressWaiver: 'x' }), 'expressWaiver', /at least 3/);
    const waived = await edit(order._id, { items: [{ item: 'Shirt', qty: 4, rate: 25 }], expressWaiver: 'Late by a day' });
    expect(waived.status).toBe(200);
    expect(waived.body).toMatchObject({ total: 100, expressWaiver: 'Late by a day' });
    expect(waived.body.items.some((it) => it.kind === 'express')).toBe(false);
    // A regular order has nothing to waive: the reason is not kept.
    const regular = await book();
    const plain = await pickup(regular._id, { items: [{ item: 'Shirt', qty: 1, rate: 25 }], expressWaiver: 'Not express' });
    expect(plain.body).toMatchObject({ total: 25, expressWaiver: '' });
  });

  it('prices 4.25 kg at ₹70 as a ₹297.50 line, and keeps the weight as given', async () => {
    const order = await book({ service: 'Wash and Fold' });
    const res = await pickup(order._id, { items: [{ service: 'Wash and Fold', item: 'Clothes', qty: 4.25, rate: 70, unit: 'kg' }] });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([{ service: 'Wash and Fold', item: 'Clothes', qty: 4.25, rate: 70, amount: 297.5, unit: 'kg' }]);
    expect(res.body.total).toBe(297.5);
    expect(await storedLines(order._id)).toEqual([{ qty: 4.25, unit: 'kg', kind: '', rate: 7000, amount: 29_750 }]);
    // A line by weight is one bag with one tag, not 4.25 garments.
    expect(res.body.pieces).toHaveLength(1);
  });

  it('refuses a weight that is not one (0, −1, 100.5, "abc", 1.005) and changes nothing', async () => {
    const order = await book({ service: 'Wash and Fold' });
    // A figure no line may carry (negative, three decimals, not a number) is refused by the figure's own bounds
    // first; a figure that is a number but no weight gets the weight's message.
    for (const qty of [0, -1, 100.5, 'abc', 1.005, '1.005', null]) {
      const bounds = qty === -1 || qty === 'abc' || qty === 1.005 || qty === '1.005';
      expectInvalid(
        await pickup(order._id, { items: [{ service: 'Wash and Fold', item: 'Clothes', qty, rate: 70, unit: 'kg' }] }),
        'items.0.qty',
        bounds ? /items\[0\]\.qty must be a number from 0 to 1,00,000 with at most 2 decimals/ : WEIGHT_MESSAGE,
      );
    }
    const still = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: customer.token });
    expect(still.body).toMatchObject({ status: 'Pending', items: [], invoiceNumber: null, total: 0 });
    expect(await storedLines(order._id)).toEqual([]);
  });

  it('tops a light kilo wash up to the shop’s minimum, stated on the bill', async () => {
    expect((await setKg('Wash and Fold', { rate: 70, minKg: 3 })).status).toBe(200);
    const order = await book({ service: 'Wash and Fold' });
    const res = await pickup(order._id, { items: [{ service: 'Wash and Fold', item: 'Clothes', qty: 2, rate: 70, unit: 'kg' }] });
    expect(res.body.items).toEqual([
      { service: 'Wash and Fold', item: 'Clothes', qty: 2, rate: 70, amount: 140, unit: 'kg' },
      { service: 'Wash and Fold', item: 'Minimum 3 kg', qty: 1, rate: 70, amount: 70, unit: 'kg', kind: 'minimum' },
    ]);
    expect(res.body.total).toBe(210);
    expect((await call(server, 'DELETE', `/api/prices/per-kg/${encodeURIComponent('Wash and Fold')}`, { token: admin.token })).status).toBe(200);
  });

  it('keeps the spec’s rules: rows of qty 0 dropped, a rate of 0 allowed, a discount below 0 refused, and no ₹0 question without GST', async () => {
    const order = await book();
    // The editor never sends a negative discount (it keeps it at 0), so the server refuses one.
    expectInvalid(await pickup(order._id, { items: [{ item: 'Saree', qty: 1, rate: 0 }], discount: -30 }), 'discount', /discount/);
    const res = await pickup(order._id, {
      items: [
        { item: 'Shirt', qty: 0, rate: 50 },
        { item: 'Saree', qty: 1, rate: 0 },
      ],
      discount: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body).toMatchObject({ subtotal: 0, discount: 0, total: 0 });
  });

  it('states the real count in the picked-up message when the shop prices a pickup nobody counted', async () => {
    const order = await book();
    await pickup(order._id, {
      items: [
        { service: 'Wash and Iron', item: 'Bedsheet', qty: 2, rate: 60 },
        { service: 'Wash and Iron', item: 'Shirt', qty: 6, rate: 29 },
      ],
    });
    await vi.waitFor(async () => {
      const res = await call<MessagePage>(server, 'GET', `/admin/messages?orderId=${order._id}`, { token: admin.token });
      const picked = res.body.messages.find((m) => m.event === 'picked-up');
      expect(picked?.text).toContain('picked up 8 pieces');
    });
  });

  it('files each line under its own service in the day’s revenue by service', async () => {
    const before = await call<Takings>(server, 'GET', `/admin/takings?date=${todayIst()}`, { token: admin.token });
    const of = (t: Takings, service: string) => t.revenueByService.find((s) => s.service === service)?.amount ?? 0;
    const order = await book({ service: 'Wash and Iron' });
    await pickup(order._id, {
      items: [
        { service: 'Wash and Iron', item: 'Shirt', qty: 2, rate: 50 },
        { service: 'Dry Clean', item: 'Saree', qty: 1, rate: 300 },
      ],
    });
    const after = await call<Takings>(server, 'GET', `/admin/takings?date=${todayIst()}`, { token: admin.token });
    expect(of(after.body, 'Dry Clean') - of(before.body, 'Dry Clean')).toBe(300);
    expect(of(after.body, 'Wash and Iron') - of(before.body, 'Wash and Iron')).toBe(100);
  });
});

describe('with the shop’s GSTIN set', () => {
  beforeEach(async () => {
    expect((await setShop({ gstin: SHOP_GSTIN, expressFactor: 1.5 })).status).toBe(200);
  });
  afterAll(async () => {
    await setShop({ gstin: '' });
  });

  it('bills ₹2,548.80 as ₹2,549 with a round-off of +₹0.20, the GST parts exact', async () => {
    const order = await book();
    const res = await pickup(order._id, { items: [{ service: 'Dry Clean', item: 'Saree', qty: 18, rate: 120 }] });
    expect(res.body).toMatchObject({ subtotal: 2160, tax: 388.8, cgst: 194.4, sgst: 194.4, roundOff: 0.2, total: 2549 });
  });

  it('ends every total in whole rupees, with the round-off within half a rupee', async () => {
    const rates = [3.33, 17.49, 0.5, 99.99, 250, 12.34];
    for (const rate of rates) {
      const order = await book({ delivery: rate > 50 ? 'express' : 'regular' });
      const res = await pickup(order._id, { items: [{ item: 'Kurta', qty: 3, rate }], discountPercent: 7 });
      expect(res.status).toBe(200);
      expect(Number.isInteger(res.body.total)).toBe(true);
      expect(Math.abs(res.body.roundOff)).toBeLessThanOrEqual(0.5);
      expect(res.body.total).toBeCloseTo(res.body.subtotal - res.body.discount + res.body.tax + res.body.roundOff, 2);
    }
  });

  it('issues a ₹0 tax invoice only when the shop confirms the bill is free', async () => {
    const order = await book();
    const free = { items: [{ item: 'Shirt', qty: 2, rate: 0 }] };
    expectError(await pickup(order._id, free), 409, /free of charge/, 'free_bill_unconfirmed');
    const untouched = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: customer.token });
    expect(untouched.body).toMatchObject({ status: 'Pending', invoiceNumber: null });
    const confirmed = await pickup(order._id, { ...free, confirmFree: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.total).toBe(0);
    expect(confirmed.body.invoiceNumber).not.toBeNull();
  });
});

describe('the customer’s language on the bill', () => {
  it('keeps each line’s Telugu and Hindi names and answers the customer’s language', async () => {
    const telugu = await signupCustomer(server, 'Lakshmi');
    expect((await call(server, 'PATCH', '/profile', { token: telugu.token, body: { language: 'te' } })).status).toBe(200);
    const order = await book({}, telugu);
    const res = await pickup(order._id, {
      items: [
        { service: 'Dry Clean', item: 'Silk Saree (Pattu)', qty: 1, rate: 300 },
        { service: 'Wash and Iron', item: 'A thing not on the list', qty: 1, rate: 10 },
      ],
    });
    expect(res.body.customerLanguage).toBe('te');
    expect(res.body.items[0]!.names).toEqual({ te: expect.stringMatching(/[\u0C00-\u0C7F]/), hi: expect.stringMatching(/[\u0900-\u097F]/) });
    expect(res.body.items[1]!.names).toBeUndefined();
    // A walk-in reads English.
    const walkIn = await call<Order>(server, 'POST', '/admin/orders', {
      token: admin.token,
      body: { phone: uniquePhone(), status: 'Pending', items: [{ item: 'Saree', qty: 1, rate: 300 }] },
    });
    expect(walkIn.body.customerLanguage).toBe('en');
  });

  it('keeps an issued bill’s names when the item is renamed or removed from the list', async () => {
    const order = await book();
    const priced = await pickup(order._id, { items: [{ service: 'Dry Clean', item: 'Blazer', qty: 1, rate: 250 }] });
    const names = priced.body.items[0]!.names;
    expect(names?.te).toBeTruthy();
    const catalogue = await call<PriceCatalogue>(server, 'GET', '/api/prices');
    const category = catalogue.body.categories.find((c) => c.items.some((it) => it.name === 'Blazer'))!.key;
    expect((await call(server, 'DELETE', `/api/prices/Blazer?category=${category}`, { token: admin.token })).status).toBe(200);
    const after = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: customer.token });
    expect(after.body.items[0]).toMatchObject({ item: 'Blazer', amount: 250, names });
  });
});

describe('the rider’s count by weight', () => {
  it('records kilos at the door, refuses a weight that is none, and the shop sees the count on the order', async () => {
    const rider = await createRiderSession(server, 'Ravi Rider');
    const stop = await stopFor(server, customer, admin, rider, { service: 'Wash and Fold' });
    const pickupBody = (qty: unknown) => ({
      pieces: 14,
      items: [
        { item: 'Clothes', service: 'Wash and Fold', qty, unit: 'kg' },
        { item: 'Bedsheet', service: 'Wash and Iron', qty: 2 },
      ],
    });
    for (const qty of [0, 100.5, 1.005]) expectInvalid(await act(server, rider, stop._id, 'pickup', pickupBody(qty)), 'items.0.qty', WEIGHT_MESSAGE);
    expectInvalid(
      await act(server, rider, stop._id, 'pickup', { pieces: 3, items: [{ item: 'Shirt', service: '', qty: 1.5 }] }),
      'items.0.qty',
      /whole number/,
    );
    expect((await act(server, rider, stop._id, 'pickup', pickupBody(4.25))).status).toBe(200);
    const order = await call<Order>(server, 'GET', `/orders/${stop._id}`, { token: customer.token });
    expect(order.body.intake?.items).toEqual([
      { item: 'Clothes', service: 'Wash and Fold', qty: 4.25, unit: 'kg' },
      { item: 'Bedsheet', service: 'Wash and Iron', qty: 2 },
    ]);
  });
});

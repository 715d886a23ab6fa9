import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Dues, Takings } from '@laundry/shared/contracts/takings';
import type { PaymentMethod, Service } from '@laundry/shared/constants';
import { istDayRangeUtc } from '@laundry/shared/rules/ist';
import {
  call,
  createAdminSession,
  expectError,
  istDayFromToday,
  orderBody,
  signupCustomer,
  startTestServer,
  todayIst,
  uniquePhone,
  type Session,
  type TestServer,
} from '../../test/harness';
import { appendPayment } from '../payments/payments.repository';
import { setOrderColumns } from '../orders/order-test-kit';

/** The Unpaid list and the day-end (docs/decisions/0046), on SQLite and PostgreSQL. */

const DAY_MS = 86_400_000;

/** Each block has a database of its own, so one block's orders are not another's figures. */
function setup() {
  const ctx = {} as { server: TestServer; admin: Session; customer: Session };
  beforeAll(async () => {
    ctx.server = await startTestServer();
    [ctx.admin, ctx.customer] = await Promise.all([createAdminSession(ctx.server, 'Till Keeper'), signupCustomer(ctx.server, 'Asha Rani')]);
  });
  afterAll(async () => {
    await ctx.server?.close();
  });
  return ctx;
}

/** A priced counter order for `phone` (linked to the account with that phone, if any). */
async function pricedOrder(
  ctx: ReturnType<typeof setup>,
  phone: string,
  rupees: number,
  extra: { name?: string; service?: Service } = {},
): Promise<Order> {
  const res = await call<Order>(ctx.server, 'POST', '/admin/orders', {
    token: ctx.admin.token,
    body: {
      phone,
      userId: { name: extra.name ?? '' },
      service: extra.service ?? 'Iron',
      items: [{ service: extra.service ?? 'Iron', item: 'Shirt', qty: 1, rate: rupees }],
      discount: 0,
      tax: 0,
    },
  });
  if (res.status !== 201) throw new Error(`POST /admin/orders: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function pay(ctx: ReturnType<typeof setup>, orderId: string, method: PaymentMethod, amount: number): Promise<Order> {
  const res = await call<Order>(ctx.server, 'POST', `/admin/orders/${orderId}/payments`, { token: ctx.admin.token, body: { method, amount } });
  if (res.status !== 200) throw new Error(`payment: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Moves when an order was priced, as if the shop had priced it `days` ago. */
async function pricedDaysAgo(ctx: ReturnType<typeof setup>, orderId: string, days: number): Promise<void> {
  const at = new Date(Date.now() - days * DAY_MS).toISOString();
  await setOrderColumns(ctx.server.database.db, orderId, { pricedAt: at });
}

describe('GET /admin/dues', () => {
  const ctx = setup();

  it('lists priced unpaid orders by customer, aged, with store credit, biggest debt first', async () => {
    const asha = ctx.customer.user;
    // Asha (an account): ₹300 priced 10 days ago, ₹200 today of which ₹50 paid, ₹100 overpaid by ₹40.
    const old = await pricedOrder(ctx, asha.phone, 300);
    await pricedDaysAgo(ctx, old._id, 10);
    const part = await pricedOrder(ctx, asha.phone, 200);
    await pay(ctx, part._id, 'cash', 50);
    const over = await pricedOrder(ctx, asha.phone, 100);
    await pay(ctx, over._id, 'upi', 140);
    // A walk-in known by phone: two orders, one 45 days old, under the names the shop gave.
    const walkInPhone = uniquePhone();
    const first = await pricedOrder(ctx, walkInPhone, 400, { name: 'Ravi' });
    await pricedDaysAgo(ctx, first._id, 45);
    await pricedOrder(ctx, walkInPhone, 250, { name: 'Ravi Kumar' });
    // Not due: paid in full, cancelled, not priced yet.
    const paidUp = await pricedOrder(ctx, uniquePhone(), 80, { name: 'Paid Up' });
    await pay(ctx, paidUp._id, 'card', 80);
    const cancelled = await pricedOrder(ctx, uniquePhone(), 90, { name: 'Cancelled' });
    await call(ctx.server, 'PATCH', `/admin/orders/${cancelled._id}/status`, { token: ctx.admin.token, body: { status: 'Cancelled' } });
    const booked = await call<Order>(ctx.server, 'POST', '/orders', { token: ctx.customer.token, body: orderBody({ phone: asha.phone }) });
    expect(booked.status).toBe(201);

    const res = await call<Dues>(ctx.server, 'GET', '/admin/dues', { token: ctx.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.customers.map((c) => [c.name, c.userId, c.phone, c.due, c.credit, c.oldestDays])).toEqual([
      ['Ravi Kumar', null, walkInPhone, 650, 0, 45],
      ['Asha Rani', asha._id, asha.phone, 450, 40, 10],
    ]);
    const [ravi, ashaDues] = res.body.customers;
    expect(ravi?.language).toBeUndefined();
    expect(ashaDues?.language).toBe(asha.language);
    expect(ashaDues?.orders.map((o) => [o._id, o.total, o.paid, o.due, o.ageDays, o.bucket])).toEqual([
      [old._id, 300, 0, 300, 10, '8-30'],
      [part._id, 200, 50, 150, 0, '0-7'],
    ]);
    expect(ashaDues?.orders[1]?.orderNumber).toBe(part.orderNumber);
    expect(ashaDues?.orders[1]?.invoiceNumber).toBe(part.invoiceNumber);
    expect(ravi?.orders.map((o) => o.bucket)).toEqual(['30+', '0-7']);
    expect(res.body.totals).toEqual({ due: 1100, byBucket: { '0-7': 400, '8-30': 300, '30+': 400 } });
  });

  it('settling an order takes it off the list', async () => {
    const phone = uniquePhone();
    const order = await pricedOrder(ctx, phone, 120, { name: 'Settler' });
    const before = await call<Dues>(ctx.server, 'GET', '/admin/dues', { token: ctx.admin.token });
    expect(before.body.customers.some((c) => c.phone === phone)).toBe(true);
    await pay(ctx, order._id, 'cash', 120);
    const after = await call<Dues>(ctx.server, 'GET', '/admin/dues', { token: ctx.admin.token });
    expect(after.body.customers.some((c) => c.phone === phone)).toBe(false);
    expect(after.body.totals.due).toBe(before.body.totals.due - 120);
  });

  it('is the shop’s alone', async () => {
    expectError(await call(ctx.server, 'GET', '/admin/dues', { token: ctx.customer.token }), 403, undefined, 'admin_only');
    expectError(await call(ctx.server, 'GET', '/admin/dues'), 401, undefined, 'auth_required');
  });
});

describe('GET /admin/takings and the cash count', () => {
  const ctx = setup();
  const today = todayIst();
  const yesterday = istDayFromToday(-1);

  it('sums the day by method, leaves store credit out of the money in, counts orders priced and delivered', async () => {
    const phone = ctx.customer.user.phone;
    const dryClean = await pricedOrder(ctx, phone, 500, { service: 'Dry Clean' });
    const iron = await pricedOrder(ctx, phone, 120, { service: 'Iron' });
    const iron2 = await pricedOrder(ctx, uniquePhone(), 80, { service: 'Iron', name: 'Walk-in' });
    // Priced two days ago: that day's, not today's.
    const older = await pricedOrder(ctx, uniquePhone(), 999, { service: 'Wash and Fold', name: 'Earlier' });
    await pricedDaysAgo(ctx, older._id, 2);
    // Cancelled today: priced, but no revenue.
    const cancelled = await pricedOrder(ctx, uniquePhone(), 700, { service: 'Dry Clean', name: 'Changed Mind' });
    await call(ctx.server, 'PATCH', `/admin/orders/${cancelled._id}/status`, { token: ctx.admin.token, body: { status: 'Cancelled' } });

    await pay(ctx, dryClean._id, 'cash', 300);
    await pay(ctx, dryClean._id, 'upi', 250.5); // ₹50.50 over: store credit
    await pay(ctx, iron._id, 'card', 70);
    await pay(ctx, iron._id, 'credit', 50); // spends that credit: no new money
    await pay(ctx, iron2._id, 'netbanking', 80);
    // Yesterday's cash is yesterday's.
    await ctx.server.database.db.transaction().execute((trx) =>
      appendPayment(
        trx,
        {
          orderId: older._id,
          method: 'cash',
          amount: 10_000,
          source: 'counter',
          reference: '',
          note: '',
          recordedByName: 'x',
          at: new Date(Date.parse(istDayRangeUtc(today).from) - 1),
        },
        null,
      ),
    );
    for (const id of [iron._id, iron2._id]) {
      const done = await call(ctx.server, 'PATCH', `/admin/orders/${id}/status`, { token: ctx.admin.token, body: { status: 'Completed' } });
      expect(done.status).toBe(200);
    }

    const res = await call<Takings>(ctx.server, 'GET', '/admin/takings', { token: ctx.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.date).toBe(today);
    expect(res.body.byMethod).toEqual({ upi: 250.5, cash: 300, card: 70, netbanking: 80, credit: 50 });
    expect(res.body.total).toBe(700.5);
    expect(res.body.cash).toEqual({
      expected: 300,
      counted: null,
      expectedAtCount: null,
      difference: null,
      countedByName: null,
      note: '',
      countedAt: null,
    });
    expect(res.body.ordersPriced).toEqual({ count: 3, value: 700 });
    expect(res.body.ordersDelivered).toEqual({ count: 2 });
    expect(res.body.revenueByService).toEqual([
      { service: 'Dry Clean', amount: 500 },
      { service: 'Iron', amount: 200 },
    ]);
    // The same figures asked for by date.
    expect((await call<Takings>(ctx.server, 'GET', `/admin/takings?date=${today}`, { token: ctx.admin.token })).body).toEqual(res.body);

    const twoDaysAgo = await call<Takings>(ctx.server, 'GET', `/admin/takings?date=${istDayFromToday(-2)}`, { token: ctx.admin.token });
    expect(twoDaysAgo.body.ordersPriced).toEqual({ count: 1, value: 999 });
    expect(twoDaysAgo.body.revenueByService).toEqual([{ service: 'Wash and Fold', amount: 999 }]);
    expect(twoDaysAgo.body.total).toBe(0);
    const yesterdays = await call<Takings>(ctx.server, 'GET', `/admin/takings?date=${yesterday}`, { token: ctx.admin.token });
    expect(yesterdays.body.byMethod).toEqual({ upi: 0, cash: 100, card: 0, netbanking: 0, credit: 0 });
    expect(yesterdays.body.cash.expected).toBe(100);
  });

  it('a payment at the first instant of the day is that day’s, a millisecond earlier the day before', async () => {
    const order = await pricedOrder(ctx, uniquePhone(), 50, { name: 'Midnight' });
    const { from } = istDayRangeUtc(istDayFromToday(-3));
    await ctx.server.database.db.transaction().execute(async (trx) => {
      await appendPayment(
        trx,
        {
          orderId: order._id,
          method: 'upi',
          amount: 1_000,
          source: 'counter',
          reference: '',
          note: '',
          recordedByName: 'x',
          at: new Date(from),
        },
        null,
      );
      await appendPayment(
        trx,
        {
          orderId: order._id,
          method: 'upi',
          amount: 2_000,
          source: 'counter',
          reference: '',
          note: '',
          recordedByName: 'x',
          at: new Date(Date.parse(from) - 1),
        },
        null,
      );
    });
    const res = await call<Takings>(ctx.server, 'GET', `/admin/takings?date=${istDayFromToday(-3)}`, { token: ctx.admin.token });
    expect(res.body.byMethod.upi).toBe(10);
    expect((await call<Takings>(ctx.server, 'GET', `/admin/takings?date=${istDayFromToday(-4)}`, { token: ctx.admin.token })).body.byMethod.upi).toBe(
      20,
    );
  });

  it('keeps the count, what was expected then and the difference, even after a later reversal', async () => {
    const before = (await call<Takings>(ctx.server, 'GET', '/admin/takings', { token: ctx.admin.token })).body.cash.expected;
    const order = await pricedOrder(ctx, uniquePhone(), 60, { name: 'Cash Customer' });
    const paid = await pay(ctx, order._id, 'cash', 60);
    const expected = before + 60;

    const counted = await call<Takings>(ctx.server, 'PUT', `/admin/takings/${today}/cash-count`, {
      token: ctx.admin.token,
      body: { counted: expected - 12.5, note: '  one note short  ' },
    });
    expect(counted.status).toBe(200);
    expect(counted.body.cash).toMatchObject({
      expected,
      counted: expected - 12.5,
      expectedAtCount: expected,
      difference: -12.5,
      countedByName: 'Till Keeper',
      note: 'one note short',
    });
    expect(Date.parse(counted.body.cash.countedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // The ₹60 was recorded in error and taken back: today's expected falls, the count stands.
    const entry = paid.payments.find((p) => p.method === 'cash');
    const reversed = await call(ctx.server, 'POST', `/admin/orders/${order._id}/payments/${entry?._id}/reverse`, {
      token: ctx.admin.token,
      body: { reason: 'Entered twice' },
    });
    expect(reversed.status).toBe(200);
    const after = await call<Takings>(ctx.server, 'GET', '/admin/takings', { token: ctx.admin.token });
    expect(after.body.byMethod.cash).toBe(before);
    expect(after.body.cash).toEqual({ ...counted.body.cash, expected: before });

    // Counting again replaces the count, against what is expected now.
    const recount = await call<Takings>(ctx.server, 'PUT', `/admin/takings/${today}/cash-count`, {
      token: ctx.admin.token,
      body: { counted: before + 5 },
    });
    expect(recount.body.cash).toMatchObject({ counted: before + 5, expectedAtCount: before, difference: 5, note: '' });

    // A count of an earlier day with no cash: an empty till is a count too.
    const empty = await call<Takings>(ctx.server, 'PUT', `/admin/takings/${istDayFromToday(-5)}/cash-count`, {
      token: ctx.admin.token,
      body: { counted: 0 },
    });
    expect(empty.status).toBe(200);
    expect(empty.body.cash).toMatchObject({ expected: 0, counted: 0, difference: 0 });
  });

  it('refuses bad dates and counts, writing nothing', async () => {
    const token = ctx.admin.token;
    for (const date of ['2026-02-30', 'today', '2026-1-5']) {
      expectError(await call(ctx.server, 'GET', `/admin/takings?date=${date}`, { token }), 400, /date/, 'validation_failed');
      expectError(
        await call(ctx.server, 'PUT', `/admin/takings/${date}/cash-count`, { token, body: { counted: 1 } }),
        400,
        /date/,
        'validation_failed',
      );
    }
    const tomorrow = istDayFromToday(1);
    expectError(
      await call(ctx.server, 'PUT', `/admin/takings/${tomorrow}/cash-count`, { token, body: { counted: 1 } }),
      400,
      /future/,
      'validation_failed',
    );
    const day = istDayFromToday(-9);
    for (const counted of [-1, 10.005, 1_000_000.01, '12', null, Number.MAX_VALUE]) {
      expectError(
        await call(ctx.server, 'PUT', `/admin/takings/${day}/cash-count`, { token, body: { counted } }),
        400,
        /cash counted/,
        'invalid_amount',
      );
    }
    expectError(await call(ctx.server, 'PUT', `/admin/takings/${day}/cash-count`, { token, body: {} }), 400, undefined, 'invalid_amount');
    expectError(
      await call(ctx.server, 'PUT', `/admin/takings/${day}/cash-count`, { token, body: { counted: 5, note: 'x'.repeat(201) } }),
      400,
      /note/,
      'validation_failed',
    );
    const rows = await ctx.server.database.db.selectFrom('cashCounts').selectAll().where('day', 'in', [day, tomorrow]).execute();
    expect(rows).toEqual([]);
  });

  it('is the shop’s alone', async () => {
    const token = ctx.customer.token;
    const countNow = () => ctx.server.database.db.selectFrom('cashCounts').selectAll().where('day', '=', today).executeTakeFirst();
    const before = await countNow();
    expectError(await call(ctx.server, 'GET', '/admin/takings', { token }), 403, undefined, 'admin_only');
    expectError(await call(ctx.server, 'PUT', `/admin/takings/${today}/cash-count`, { token, body: { counted: 1 } }), 403, undefined, 'admin_only');
    expectError(await call(ctx.server, 'PUT', `/admin/takings/${today}/cash-count`, { body: { counted: 1 } }), 401, undefined, 'auth_required');
    expect(await countNow()).toEqual(before);
  });
});

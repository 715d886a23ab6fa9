import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderStats } from '@laundry/shared/contracts/orders';
import { READY_BY_NOTE_MAX } from '@laundry/shared/contracts/orders';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { estimateAfterSlip } from '@laundry/shared/rules/ready-by';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  expectInvalid,
  istDayFromToday,
  orderBody,
  randomUUID,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';

/** A slipped promise (docs/decisions/0059): the shop's new time, the estimate of a late order, over real HTTP. */
let server: TestServer;
let admin: Session;
let asha: Session;
let ravi: Session;
beforeAll(async () => {
  server = await startTestServer({}, { messageWorker: false });
  [admin, asha, ravi] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Asha Kiran'), signupCustomer(server, 'Ravi Teja')]);
});
afterAll(async () => server?.close());

const HOUR = 3_600_000;
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A shop's walk-in for the customer, picked up `daysAgo` days ago at a time to agree: late once its turnaround passed. */
async function manualOrder(who: Session, daysAgo: number): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/admin/orders', {
    token: admin.token,
    body: {
      phone: who.user.phone,
      pickupDate: istDayFromToday(-daysAgo),
      pickupTime: '',
      pickupAddress: '4-5-6 Temple Street, Kakinada',
      items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: 20 }],
      discount: 0,
      tax: 0,
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}

function move(orderId: string, body: unknown, token = admin.token) {
  return call<Order>(server, 'POST', `/admin/orders/${orderId}/ready-by`, { token, body });
}

/** What estimateAfterSlip says at either end of a call: the server's clock falls between. */
async function expectedEstimates(readyBy: string, during: () => Promise<unknown>): Promise<string[]> {
  const shop = (await call<ShopPaymentSettings>(server, 'GET', '/api/shop')).body;
  const closed = (await call<{ dates: { date: string }[] }>(server, 'GET', '/admin/closed-dates', { token: admin.token })).body.dates;
  const rules = { weekdays: shop.pickupWindows, capacity: shop.windowCapacity, cutoffMinutes: shop.cutoffMinutes };
  const dates = new Set(closed.map((d) => d.date));
  const before = estimateAfterSlip(readyBy, new Date(), rules, dates);
  await during();
  return [before, estimateAfterSlip(readyBy, new Date(), rules, dates)].filter((e): e is string => e !== null);
}

describe('moving a ready-by promise', () => {
  it('sets the new time, keeps the booking’s promise through a second move, and answers the order', async () => {
    const order = await manualOrder(asha, 0);
    const booked = order.readyBy!;
    expect(order).toMatchObject({ readyByWas: null, readyByNote: '', readyByMovedAt: null, readyByEstimate: null });

    const first = ahead(30 * HOUR);
    const moved = await move(order._id, { readyBy: first, note: '  Rain kept the sarees from drying  ' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ readyBy: first, readyByWas: booked, readyByNote: 'Rain kept the sarees from drying', readyByEstimate: null });
    expect(Date.parse(moved.body.readyByMovedAt!)).toBeGreaterThan(Date.now() - 60_000);

    // An offset time is stored as UTC, as every promise is (the Late filter compares the text).
    const second = await move(order._id, { readyBy: '2099-01-01T00:00:00+05:30', note: '' });
    expectError(second, 400, /30 days/, 'ready_by_too_far');
    const local = new Date(Date.now() + 50 * HOUR);
    local.setUTCSeconds(0, 0);
    const offset = new Date(local.getTime() + 330 * 60_000).toISOString().replace('Z', '+05:30');
    const again = await move(order._id, { readyBy: offset });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ readyBy: local.toISOString(), readyByWas: booked, readyByNote: '' });

    const mine = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: asha.token });
    expect(mine.body).toMatchObject({ readyBy: local.toISOString(), readyByWas: booked, readyByMovedAt: again.body.readyByMovedAt });
  });

  it('takes a moved late order out of the Late count and filter', async () => {
    const late = await manualOrder(asha, 3);
    const lateIds = async () =>
      (await call<{ data: Order[] }>(server, 'GET', '/admin/orders?late=true&limit=200', { token: admin.token })).body.data.map((o) => o._id);
    const lateCount = async () => (await call<OrderStats>(server, 'GET', '/admin/orders/stats', { token: admin.token })).body.counts.late;
    expect(await lateIds()).toContain(late._id);
    const before = await lateCount();

    expect((await move(late._id, { readyBy: ahead(20 * HOUR), note: 'Power cut' })).status).toBe(200);
    expect(await lateIds()).not.toContain(late._id);
    expect(await lateCount()).toBe(before - 1);
  });

  it('refuses each case with its code, in the usual error shape', async () => {
    const order = await manualOrder(asha, 0);
    const when = ahead(24 * HOUR);
    expectError(await move(randomUUID(), { readyBy: when }), 404, 'Order not found.', 'order_not_found');
    expectError(await move(order._id, { readyBy: ahead(10 * 60_000) }), 400, /15 minutes/, 'ready_by_past');
    expectError(await move(order._id, { readyBy: ahead(-HOUR) }), 400, /15 minutes/, 'ready_by_past');
    expectError(await move(order._id, { readyBy: ahead(31 * 24 * HOUR) }), 400, /30 days/, 'ready_by_too_far');
    expectInvalid(await move(order._id, { readyBy: 'tomorrow evening' }), 'readyBy', 'Enter a valid date and time');
    expectInvalid(await move(order._id, { note: 'No time' }), 'readyBy', /.+/);
    expectInvalid(await move(order._id, { readyBy: when, note: 'x'.repeat(READY_BY_NOTE_MAX + 1) }), 'note', /under 120 characters/);
    expectError(await move(order._id, { readyBy: when }, asha.token), 403, undefined, 'admin_only');
    const rider = await createRiderSession(server);
    expectError(await move(order._id, { readyBy: when }, rider.token), 403, undefined, 'admin_only');
    expectError(await call(server, 'POST', `/admin/orders/${order._id}/ready-by`, { body: { readyBy: when } }), 401, undefined, 'auth_required');

    // Nothing to promise on a closed order; nothing to move on an order without a promise.
    const done = await manualOrder(asha, 0);
    await call(server, 'PATCH', `/admin/orders/${done._id}/status`, { token: admin.token, body: { status: 'Completed' } });
    expectError(await move(done._id, { readyBy: when }), 409, /completed or cancelled/, 'order_closed');
    const cancelled = await manualOrder(asha, 0);
    await call(server, 'PATCH', `/admin/orders/${cancelled._id}/status`, { token: admin.token, body: { status: 'Cancelled' } });
    expectError(await move(cancelled._id, { readyBy: when }), 409, undefined, 'order_closed');
    // An order from before promises were made (decision 0048) has none.
    const older = await manualOrder(asha, 0);
    await server.database.db.updateTable('orders').set({ readyBy: null }).where('id', '=', older._id).execute();
    expectError(await move(older._id, { readyBy: when }), 409, /no ready-by time/, 'no_promise');

    // None of the refusals changed the order.
    const same = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: asha.token });
    expect(same.body).toMatchObject({ readyBy: order.readyBy, readyByWas: null, readyByMovedAt: null });
  });

  it("shows customer B nothing of customer A's moved order", async () => {
    const order = await manualOrder(asha, 0);
    expect((await move(order._id, { readyBy: ahead(26 * HOUR), note: 'A machine broke' })).status).toBe(200);
    expectError(await call(server, 'GET', `/orders/${order._id}`, { token: ravi.token }), 404, 'Order not found.', 'not_found');
    const ravis = await call<Order[]>(server, 'GET', '/orders', { token: ravi.token });
    expect(ravis.body.map((o) => o._id)).not.toContain(order._id);
  });

  it('writes a ready-by-moved message with each move, in the transaction of the move', async () => {
    const order = await manualOrder(asha, 2);
    expect((await move(order._id, { readyBy: ahead(22 * HOUR) })).status).toBe(200);
    await server.outbox.idle();
    const messages = await server.database.db.selectFrom('messages').select(['event', 'status']).where('orderId', '=', order._id).execute();
    expect(messages.filter((m) => m.event === 'ready-by-moved')).toEqual([{ event: 'ready-by-moved', status: 'pending' }]);
  });

  it('answers five moves at once with 200 each: the last one stands, the booking’s promise is kept, each is told', async () => {
    const order = await manualOrder(asha, 1);
    const times = Array.from({ length: 5 }, (_, i) => ahead((20 + i) * HOUR));
    const answers = await Promise.all(times.map((readyBy, i) => move(order._id, { readyBy, note: `Move ${i}` })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const row = await server.database.db
      .selectFrom('orders')
      .select(['readyBy', 'readyByWas', 'readyByNote'])
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow();
    const index = times.indexOf(row.readyBy!);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(row).toEqual({ readyBy: times[index], readyByWas: order.readyBy, readyByNote: `Move ${index}` });
    await server.outbox.idle();
    const moved = await server.database.db
      .selectFrom('messages')
      .select('id')
      .where('orderId', '=', order._id)
      .where('event', '=', 'ready-by-moved')
      .execute();
    expect(moved).toHaveLength(5);
  });
});

describe('the estimate of a late order', () => {
  it('is null on time and estimateAfterSlip of the passed promise once late, on every answer', async () => {
    const onTime = await manualOrder(asha, 0);
    expect(onTime.readyByEstimate).toBeNull();
    expect((await call<Order>(server, 'GET', `/orders/${onTime._id}`, { token: asha.token })).body.readyByEstimate).toBeNull();

    const late = await manualOrder(asha, 4);
    expect(Date.parse(late.readyBy!)).toBeLessThan(Date.now());
    let one: Order | undefined;
    let list: Order[] = [];
    let page: Order[] = [];
    const expected = await expectedEstimates(late.readyBy!, async () => {
      one = (await call<Order>(server, 'GET', `/orders/${late._id}`, { token: asha.token })).body;
      list = (await call<Order[]>(server, 'GET', '/orders', { token: asha.token })).body;
      page = (await call<{ data: Order[] }>(server, 'GET', '/admin/orders?late=true&limit=200', { token: admin.token })).body.data;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected).toContain(one!.readyByEstimate);
    expect(expected).toContain(list.find((o) => o._id === late._id)!.readyByEstimate);
    expect(expected).toContain(page.find((o) => o._id === late._id)!.readyByEstimate);
    expect(list.find((o) => o._id === onTime._id)!.readyByEstimate).toBeNull();
    // At least two hours away, and at the promise's time of day.
    expect(Date.parse(one!.readyByEstimate!)).toBeGreaterThanOrEqual(Date.now() + 2 * HOUR - 60_000);
    expect((Date.parse(one!.readyByEstimate!) - Date.parse(late.readyBy!)) % (24 * HOUR)).toBe(0);
  });

  it('moves past a closed date, is gone once the shop sets a new time, and is null on a completed order', async () => {
    const late = await manualOrder(asha, 5);
    const first = (await call<Order>(server, 'GET', `/orders/${late._id}`, { token: asha.token })).body.readyByEstimate!;
    const closedDay = new Date(Date.parse(first) + 330 * 60_000).toISOString().slice(0, 10);
    const put = await call(server, 'PUT', '/admin/closed-dates', { token: admin.token, body: { dates: [{ date: closedDay, label: 'Festival' }] } });
    expect(put.status).toBe(200);
    try {
      const later = (await call<Order>(server, 'GET', `/orders/${late._id}`, { token: asha.token })).body.readyByEstimate!;
      expect(Date.parse(later) - Date.parse(first)).toBeGreaterThanOrEqual(24 * HOUR);
    } finally {
      await call(server, 'PUT', '/admin/closed-dates', { token: admin.token, body: { dates: [] } });
    }

    const moved = await move(late._id, { readyBy: ahead(30 * HOUR) });
    expect(moved.body.readyByEstimate).toBeNull();
    const done = await manualOrder(asha, 5);
    const completed = await call<Order>(server, 'PATCH', `/admin/orders/${done._id}/status`, { token: admin.token, body: { status: 'Completed' } });
    expect(completed.body.readyByEstimate).toBeNull();
  });

  it('is carried by a booking made now as null, its promise ahead', async () => {
    const booked = await call<Order>(server, 'POST', '/orders', { token: ravi.token, body: orderBody({ phone: ravi.user.phone }) });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ readyByWas: null, readyByNote: '', readyByMovedAt: null, readyByEstimate: null });
  });
});

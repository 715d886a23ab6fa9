import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riderStopSchema, type RiderStop } from '@laundry/shared/contracts/rider';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  istDayFromToday,
  randomUUID,
  signupCustomer,
  startTestServer,
  todayIst,
  type Session,
  type TestServer,
} from '../../test/harness';
import { act, assign, book, price, stopFor, stops } from './rider-test-kit';
import { setOrderColumns } from '../orders/order-test-kit';

let server: TestServer;
let admin: Session;
let rider: Session;
let otherRider: Session;
let customer: Session;
let neighbour: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, rider, otherRider, customer, neighbour] = await Promise.all([
    createAdminSession(server),
    createRiderSession(server, 'Ravi'),
    createRiderSession(server, 'Suresh'),
    signupCustomer(server, 'Lakshmi'),
    signupCustomer(server, 'Neighbour'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

const SHOP = { lat: 16.9891, lng: 82.2475 };
/** `km` north of the shop. */
const north = (km: number) => ({ lat: SHOP.lat + km / 111.2, lng: SHOP.lng });
const NINE = '9:00 AM – 11:00 AM';
const ELEVEN = '11:00 AM – 1:00 PM';
const setRow = (id: string, values: Parameters<typeof setOrderColumns>[2]) => setOrderColumns(server.database.db, id, values);
const numbers = (list: RiderStop[]) => list.map((s) => s.orderNumber);

describe('GET /rider/stops', () => {
  it('lists the day’s pickups window by window, nearest-next from the shop, unlocated and time-to-agree last', async () => {
    const tomorrow = istDayFromToday(1);
    const at = (pickupTime: string, position?: { lat: number; lng: number }) =>
      stopFor(server, customer, admin, rider, { pickupDate: tomorrow, pickupTime, ...(position ?? {}) });
    const far9 = await at(NINE, north(2));
    const near9 = await at(NINE, north(0.5));
    const unlocated9 = await at(NINE);
    const nearShop11 = await at(ELEVEN, north(0.3));
    const nearFar11 = await at(ELEVEN, north(2.5));
    const agree = await at('', north(0.1));
    // Not this rider's, or not tomorrow's.
    await stopFor(server, customer, admin, otherRider, { pickupDate: tomorrow, pickupTime: NINE });
    await stopFor(server, customer, admin, rider, { pickupDate: istDayFromToday(2), pickupTime: NINE });
    await book(server, customer, { pickupDate: tomorrow, pickupTime: NINE });

    const res = await stops(server, rider, 'tomorrow');
    expect(res.status).toBe(200);
    expect(res.body.date).toBe(tomorrow);
    expect(numbers(res.body.stops)).toEqual(numbers([near9, far9, unlocated9, nearFar11, nearShop11, agree].map(asStop)));
    expect(res.body.stops.map((s) => s.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(res.body.stops.map((s) => s.window)).toEqual([NINE, NINE, NINE, ELEVEN, ELEVEN, 'Time to agree']);
    expect(res.body.stops[0]).toMatchObject({ kind: 'pickup', windowStart: `${tomorrow}T03:30:00.000Z`, amountToCollect: 0 });
    expect(res.body.stops.at(-1)?.windowStart).toBeNull();
  });

  it('shows only what a stop needs: no prices but the amount to collect, nothing of other customers', async () => {
    const booked = await stopFor(server, customer, admin, rider, { notes: 'Ring twice', lat: north(1).lat, lng: north(1).lng });
    await act(server, rider, booked._id, 'pickup', { pieces: 3 });
    await price(server, admin, booked._id, 480);
    await setRow(booked._id, { readyBy: new Date(Date.now() - 3600_000).toISOString() });
    const res = await stops(server, rider);
    const stop = res.body.stops.find((s) => s.orderId === booked._id);
    expect(stop).toBeDefined();
    expect(Object.keys(stop!).sort()).toEqual(Object.keys(riderStopSchema.shape).sort());
    expect(stop).toMatchObject({
      kind: 'delivery',
      status: 'In Progress',
      customerName: 'Lakshmi',
      phone: booked.phone,
      address: booked.pickupAddress,
      notes: 'Ring twice',
      amountToCollect: 480,
      intake: { pieces: 3 },
    });
    const text = JSON.stringify(res.body);
    for (const hidden of ['"total"', '"items":[{"service"', '"rate"', '"payments"', '"invoiceNumber"', '"userId"', '"subtotal"'])
      expect(text).not.toContain(hidden);
    // The other rider sees none of it.
    const theirs = await stops(server, otherRider);
    expect(theirs.body.stops.map((s) => s.orderId)).not.toContain(booked._id);
  });

  it('lists deliveries due that day or overdue, out-for-delivery ones, and never finished or cancelled orders', async () => {
    const make = async () => {
      const booked = await stopFor(server, customer, admin, rider);
      await act(server, rider, booked._id, 'pickup', { pieces: 1 });
      await price(server, admin, booked._id, 50);
      return booked;
    };
    const overdue = await make();
    await setRow(overdue._id, { readyBy: `${istDayFromToday(-2)}T10:00:00.000Z`, deliverySlotStart: null });
    const later = await make();
    await setRow(later._id, { readyBy: `${istDayFromToday(3)}T10:00:00.000Z`, deliverySlotStart: null });
    const tomorrowOnly = await make();
    await setRow(tomorrowOnly._id, { readyBy: null, deliverySlotStart: `${istDayFromToday(1)}T05:30:00.000Z` });
    const out = await make();
    await setRow(out._id, { readyBy: `${istDayFromToday(5)}T10:00:00.000Z` });
    await act(server, rider, out._id, 'out-for-delivery');
    const delivered = await make();
    await setRow(delivered._id, { readyBy: null });
    await act(server, rider, delivered._id, 'delivered', { amount: 50 });
    const unpriced = await stopFor(server, customer, admin, rider);
    await act(server, rider, unpriced._id, 'pickup', { pieces: 1 });
    const cancelled = await stopFor(server, customer, admin, rider);
    expect((await call(server, 'POST', `/orders/${cancelled._id}/cancel`, { token: customer.token })).status).toBe(200);

    const today = (await stops(server, rider)).body;
    expect(today.date).toBe(todayIst());
    const ids = today.stops.map((s) => s.orderId);
    expect(ids).toEqual(expect.arrayContaining([overdue._id, out._id]));
    for (const absent of [later, tomorrowOnly, delivered, unpriced, cancelled]) expect(ids).not.toContain(absent._id);
    const tomorrow = (await stops(server, rider, 'tomorrow')).body.stops.map((s) => s.orderId);
    expect(tomorrow).toEqual(expect.arrayContaining([overdue._id, tomorrowOnly._id, out._id]));
    expect(tomorrow).not.toContain(later._id);
  });

  it('refuses a day that is not today or tomorrow', async () => {
    expectError(
      await call(server, 'GET', '/rider/stops?day=yesterday', { token: rider.token }),
      400,
      'day must be today or tomorrow',
      'validation_failed',
    );
  });
});

describe('a rider acts only on their own stops', () => {
  it('answers another rider’s order, or an unassigned one, exactly as a missing one', async () => {
    const theirs = await stopFor(server, neighbour, admin, otherRider);
    const unassigned = await book(server, neighbour);
    for (const [action, body] of [
      ['on-the-way', {}],
      ['pickup', { pieces: 2 }],
      ['pickup', { pieces: 'not a number' }],
      ['out-for-delivery', {}],
      ['delivered', { amount: 10 }],
      ['not-available', { reason: 'x' }],
    ] as const) {
      const missing = await act(server, rider, randomUUID(), action, body);
      expectError(missing, 404, 'Order not found.', 'not_found');
      for (const order of [theirs, unassigned]) {
        const res = await act(server, rider, order._id, action, body);
        expect(res.status, action).toBe(404);
        expect(res.body).toEqual(missing.body);
      }
    }
    const fresh = await call(server, 'GET', `/orders/${theirs._id}`, { token: neighbour.token });
    expect(fresh.body).toMatchObject({ status: 'Pending', onTheWayAt: null, intake: null });
  });

  it('loses the stop when the admin gives the order to another rider', async () => {
    const booked = await stopFor(server, customer, admin, rider);
    await act(server, rider, booked._id, 'on-the-way');
    expect((await assign(server, admin, booked._id, otherRider.user._id)).body.onTheWayAt).toBeNull();
    expectError(await act(server, rider, booked._id, 'pickup', { pieces: 1 }), 404, 'Order not found.', 'not_found');
    expect((await act(server, otherRider, booked._id, 'pickup', { pieces: 1 })).status).toBe(200);
  });
});

function asStop(order: { orderNumber: string }): RiderStop {
  return { orderNumber: order.orderNumber } as RiderStop;
}

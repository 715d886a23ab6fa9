import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ManualOrderAnswer, Order } from '@laundry/shared/contracts/orders';
import type { SlotsAnswer } from '@laundry/shared/contracts/slots';
import { DEFAULT_PICKUP_RULES, istInstant, weekdayOfDate } from '@laundry/shared/rules/slots';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  istDayFromToday,
  orderBody,
  signupCustomer,
  startTestServer,
  todayIst,
  type Session,
  type TestServer,
} from '../../test/harness';
import { ServiceAreaRepository } from '../shop/service-area.repository';

/** Booking with slots, the service area and the ready-by promise (docs/decisions/0048, 0051). */
let server: TestServer;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Road Customer')]);
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await setRules({ windowCapacity: 6, cutoffMinutes: 60, pickupWindows: DEFAULT_PICKUP_RULES.weekdays });
  await area().replaceClosedDates([]);
});

const area = () => new ServiceAreaRepository(server.database.db);
const KAKINADA_AREA = () => area().listPincodes();

async function setRules(body: Record<string, unknown>): Promise<void> {
  const res = await call(server, 'PATCH', '/admin/shop', { token: admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const book = (overrides: Record<string, unknown> = {}, who: Session = customer) =>
  call<Order>(server, 'POST', '/orders', { token: who.token, body: orderBody(overrides) });

async function left(date: string, label: string): Promise<number | undefined> {
  return (await call<SlotsAnswer>(server, 'GET', `/api/slots?date=${date}`)).body.windows.find((w) => w.label === label)?.left;
}

async function booked(slotStart: string): Promise<number> {
  const { rows } = await sql<{ booked: number }>`select booked from slot_counts where slot_start = ${slotStart}`.execute(server.database.db);
  return Number(rows[0]?.booked ?? 0);
}

async function orderCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from orders`.execute(server.database.db);
  return Number(rows[0]!.n);
}

describe('the service area', () => {
  it('refuses a pincode the shop does not reach, from the field or the address, with 409 outside-area, writing nothing', async () => {
    const before = await orderCount();
    expectError(await book({ pincode: '533100' }), 409, 'Sorry, the shop does not pick up from pincode 533100 yet.', 'outside-area');
    expectError(await book({ pickupAddress: '4-5 Beach Road, Uppada 533100' }), 409, /533100/, 'outside-area');
    // The field wins over a number in the address.
    expectError(await book({ pincode: '500081', pickupAddress: '4-5 Beach Road, Kakinada 533001' }), 409, /500081/, 'outside-area');
    expect(await orderCount()).toBe(before);
  });

  it('takes a pincode inside the area and stores it; Express only in the express subset', async () => {
    const inside = await book({ pincode: '533005' });
    expect(inside.status).toBe(201);
    expect(inside.body).toMatchObject({ pincode: '533005', areaStatus: 'inside' });
    const fromAddress = await book({ pickupAddress: 'Flat 2, Gandhi Nagar, Kakinada - 533004' });
    expect(fromAddress.body).toMatchObject({ pincode: '533004', areaStatus: 'inside' });
    expectError(
      await book({ pincode: '533005', delivery: 'express' }),
      409,
      'Sorry, Express does not reach pincode 533005 yet. Please choose Regular.',
      'outside-area',
    );
    const express = await book({ pincode: '533001', delivery: 'express' });
    expect(express.status).toBe(201);
    expect(express.body).toMatchObject({ pincode: '533001', areaStatus: 'inside', delivery: 'express' });
    // What was answered is what was stored.
    expect((await call<Order>(server, 'GET', `/orders/${express.body._id}`, { token: customer.token })).body).toEqual(express.body);
  });

  it('checks a located booking without a pincode against the radius round the shop', async () => {
    const near = await book({ lat: 16.99, lng: 82.25 });
    expect(near.body).toMatchObject({ pincode: '', areaStatus: 'inside', lat: 16.99, lng: 82.25 });
    // Rajahmundry: ~47 km from the shop, the radius is 12 km.
    expectError(await book({ lat: 17.0005, lng: 81.804 }), 409, /47 km away, and pickups go up to 12 km/, 'outside-area');
    await setRules({ areaRadiusKm: 60 });
    expect((await book({ lat: 17.0005, lng: 81.804 })).body.areaStatus).toBe('inside');
    await setRules({ areaRadiusKm: 12 });
  });

  it('keeps the earlier client working: no pincode, no position, free-text time → 201, area not checked, time to agree', async () => {
    const before = { taken: await sql<{ n: number }>`select coalesce(sum(booked), 0) as n from slot_counts`.execute(server.database.db) };
    const res = await book({ pickupTime: 'Evening, after 6', pickupAddress: '1-2-3 Main Road, Kakinada', pincode: undefined });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ pincode: '', areaStatus: 'not-checked', slot: null, pickupTime: 'Evening, after 6', rider: null });
    // Wash and Iron from the day's closing (10 PM IST) plus 24 h.
    expect(res.body.readyBy).toBe(istInstant(istDayFromToday(1), 22 * 60));
    const noTime = await book({ pickupTime: undefined });
    expect(noTime.body).toMatchObject({ pickupTime: '', slot: null, areaStatus: 'not-checked' });
    const after = await sql<{ n: number }>`select coalesce(sum(booked), 0) as n from slot_counts`.execute(server.database.db);
    expect(Number(after.rows[0]!.n)).toBe(Number(before.taken.rows[0]!.n));
  });

  it('restricts nothing when the shop keeps no pincodes', async () => {
    const kept = await KAKINADA_AREA();
    await area().replacePincodes([]);
    try {
      expect((await book({ pincode: '533100', delivery: 'express' })).body).toMatchObject({ pincode: '533100', areaStatus: 'inside' });
      expect((await book({ lat: 17.0005, lng: 81.804 })).body.areaStatus).toBe('inside');
    } finally {
      await area().replacePincodes(kept);
    }
  });
});

describe('pickup windows', () => {
  it('takes a place in an open window and promises ready-by from its end', async () => {
    const date = istDayFromToday(2);
    const res = await book({ pickupDate: date, pickupTime: '9:00 AM - 11:00 AM', service: 'Dry Clean' });
    expect(res.status).toBe(201);
    expect(res.body.slot).toEqual({ start: istInstant(date, 9 * 60), end: istInstant(date, 11 * 60) });
    // The label is kept as the customer sent it; the window is what counts.
    expect(res.body.pickupTime).toBe('9:00 AM - 11:00 AM');
    expect(res.body.readyBy).toBe(istInstant(istDayFromToday(5), 11 * 60));
    expect(await booked(istInstant(date, 9 * 60))).toBe(1);
    const express = await book({ pickupDate: date, pickupTime: '9:00 AM – 11:00 AM', delivery: 'express', pincode: '533001' });
    expect(express.body.readyBy).toBe(istInstant(date, 21 * 60));
  });

  it('moves a promise landing on a closed date to the next open day', async () => {
    const date = istDayFromToday(3);
    await area().replaceClosedDates([{ date: istDayFromToday(4), label: 'Sankranti' }]);
    const res = await book({ pickupDate: date, pickupTime: '1:00 PM – 3:00 PM' });
    expect(res.body.readyBy).toBe(istInstant(istDayFromToday(5), 15 * 60));
  });

  it('refuses a closed window with 409 slot-closed: closed date, closed weekday, within the cut-off', async () => {
    const before = await orderCount();
    const closed = istDayFromToday(6);
    await area().replaceClosedDates([{ date: closed, label: 'Sankranti' }]);
    expectError(await book({ pickupDate: closed, pickupTime: '9:00 AM – 11:00 AM' }), 409, /no longer open/, 'slot-closed');
    const noPickups = istDayFromToday(7);
    await setRules({ pickupWindows: DEFAULT_PICKUP_RULES.weekdays.map((d, i) => (i === weekdayOfDate(noPickups) ? null : d)) });
    expectError(await book({ pickupDate: noPickups, pickupTime: '9:00 AM – 11:00 AM' }), 409, undefined, 'slot-closed');
    // Every window of today starts within a cut-off of a whole day (and those started are past).
    await setRules({ cutoffMinutes: 24 * 60 });
    expectError(await book({ pickupDate: todayIst(), pickupTime: '9:00 PM – 10:00 PM' }), 409, undefined, 'slot-closed');
    expect(await orderCount()).toBe(before);
    // Free text on those days is still taken, as time to agree.
    expect((await book({ pickupDate: closed, pickupTime: 'Any time' })).body.slot).toBeNull();
  });

  it('refuses a full window with 409 slot-full and takes nothing', async () => {
    const date = istDayFromToday(8);
    await setRules({ windowCapacity: 1 });
    expect((await book({ pickupDate: date, pickupTime: '3:00 PM – 5:00 PM' })).status).toBe(201);
    const before = await orderCount();
    expectError(
      await book({ pickupDate: date, pickupTime: '3:00 PM – 5:00 PM' }),
      409,
      'That pickup window is full. Please choose another window.',
      'slot-full',
    );
    expect(await orderCount()).toBe(before);
    expect(await booked(istInstant(date, 15 * 60))).toBe(1);
    expect(await left(date, '3:00 PM – 5:00 PM')).toBe(0);
    // The next window still has room.
    expect((await book({ pickupDate: date, pickupTime: '5:00 PM – 7:00 PM' })).status).toBe(201);
  });

  it('gives the last place to exactly one of 20 bookings made at once', async () => {
    const date = istDayFromToday(9);
    const label = '7:00 PM – 9:00 PM';
    await setRules({ windowCapacity: 3 });
    for (let i = 0; i < 2; i++) expect((await book({ pickupDate: date, pickupTime: label })).status).toBe(201);
    const customers = await Promise.all(Array.from({ length: 4 }, (_, i) => signupCustomer(server, `Racer ${i}`)));
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book({ pickupDate: date, pickupTime: label }, customers[i % 4])));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(19);
    for (const r of refused) expectError(r, 409, undefined, 'slot-full');
    expect(await orderCount()).toBe(before + 1);
    expect(await booked(istInstant(date, 19 * 60))).toBe(3);
    expect(await left(date, label)).toBe(0);
  });

  it('gives a window nobody has booked yet to exactly one of 10 bookings made at once when it has one place', async () => {
    const date = istDayFromToday(13);
    await setRules({ windowCapacity: 1 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => book({ pickupDate: date, pickupTime: '1:00 PM – 3:00 PM' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    for (const r of answers.filter((a) => a.status === 409)) expectError(r, 409, undefined, 'slot-full');
    expect(await booked(istInstant(date, 13 * 60))).toBe(1);
  });
});

describe('giving places back', () => {
  it('frees the place once when the customer cancels, the admin cancels or deletes', async () => {
    const date = istDayFromToday(10);
    const label = '11:00 AM – 1:00 PM';
    const start = istInstant(date, 11 * 60);
    await setRules({ windowCapacity: 1 });
    const first = await book({ pickupDate: date, pickupTime: label });
    expectError(await book({ pickupDate: date, pickupTime: label }), 409, undefined, 'slot-full');
    // The customer cancels, twice at once: the place comes back once.
    await Promise.all([1, 2].map(() => call(server, 'POST', `/orders/${first.body._id}/cancel`, { token: customer.token })));
    expect(await booked(start)).toBe(0);

    const second = await book({ pickupDate: date, pickupTime: label });
    expect(second.status).toBe(201);
    expect(await booked(start)).toBe(1);
    // The admin cancels (again and again: once), then brings it back (it takes the place again).
    for (let i = 0; i < 2; i++) {
      expect(
        (await call(server, 'PATCH', `/admin/orders/${second.body._id}/status`, { token: admin.token, body: { status: 'Cancelled' } })).status,
      ).toBe(200);
    }
    expect(await booked(start)).toBe(0);
    await call(server, 'PATCH', `/admin/orders/${second.body._id}/status`, { token: admin.token, body: { status: 'Pending' } });
    expect(await booked(start)).toBe(1);
    await call(server, 'PATCH', `/admin/orders/${second.body._id}/status`, { token: admin.token, body: { status: 'In Progress' } });
    expect(await booked(start)).toBe(1);

    // Deleting an order that holds a place frees it; deleting a cancelled one gives nothing again.
    await Promise.all([1, 2].map(() => call(server, 'DELETE', `/admin/orders/${second.body._id}`, { token: admin.token })));
    expect(await booked(start)).toBe(0);
    const third = await book({ pickupDate: date, pickupTime: label });
    await call(server, 'POST', `/orders/${third.body._id}/cancel`, { token: customer.token });
    const fourth = await book({ pickupDate: date, pickupTime: label });
    expect(fourth.status).toBe(201);
    await call(server, 'DELETE', `/admin/orders/${third.body._id}`, { token: admin.token });
    expect(await booked(start)).toBe(1);
  });
});

describe("the admin's manual orders", () => {
  const manual = (overrides: Record<string, unknown> = {}) =>
    call<ManualOrderAnswer>(server, 'POST', '/admin/orders', {
      token: admin.token,
      body: { phone: '9876512345', items: [{ service: 'Iron', item: 'Shirt', qty: 2, rate: 15 }], discount: 0, tax: 0, ...overrides },
    });

  it('may overbook a window, with a warning in the answer', async () => {
    const date = istDayFromToday(11);
    const label = '5:00 PM – 7:00 PM';
    await setRules({ windowCapacity: 1 });
    expect((await book({ pickupDate: date, pickupTime: label })).status).toBe(201);
    const over = await manual({ pickupDate: date, pickupTime: label, pickupAddress: 'Gandhi Nagar, Kakinada 533004' });
    expect(over.status).toBe(201);
    expect(over.body.warning).toEqual({ code: 'over-capacity', message: expect.stringMatching(/2 pickups for 1 places/) });
    expect(over.body).toMatchObject({
      slot: { start: istInstant(date, 17 * 60), end: istInstant(date, 19 * 60) },
      pincode: '533004',
      areaStatus: 'inside',
    });
    expect(over.body.readyBy).toBe(istInstant(istDayFromToday(12), 19 * 60));
    expect(await booked(istInstant(date, 17 * 60))).toBe(2);
    // Shown as full, never below 0.
    expect(await left(date, label)).toBe(0);
  });

  it('takes a place without a warning while there is room; free text takes none; outside the area is marked, not refused', async () => {
    const date = istDayFromToday(12);
    const within = await manual({ pickupDate: date, pickupTime: '7:00 AM – 9:00 AM' });
    expect(within.status).toBe(201);
    expect(within.body.warning).toBeUndefined();
    expect(await booked(istInstant(date, 7 * 60))).toBe(1);
    const walkIn = await manual({ pickupTime: '10:00 AM', pickupAddress: 'Uppada 533100' });
    expect(walkIn.body).toMatchObject({ slot: null, areaStatus: 'outside', pincode: '533100', rider: null, pickupDate: todayIst() });
    expect(walkIn.body.warning).toBeUndefined();
    // Counted from today's closing: Iron 24 h.
    expect(walkIn.body.readyBy).toBe(istInstant(istDayFromToday(1), 22 * 60));
  });
});

describe("a subscription's pickups", () => {
  it('take their window places, past capacity if need be', async () => {
    const date = istDayFromToday(3);
    const label = '9:00 AM – 11:00 AM';
    await setRules({ windowCapacity: 1 });
    // Another customer has the window's one place already.
    expect((await book({ pickupDate: date, pickupTime: label })).status).toBe(201);
    const plan = await call<{ _id: string }>(server, 'POST', '/admin/plans', {
      token: admin.token,
      body: { name: 'Road weekly', period: 'weekly', pickupsPerPeriod: 1, discountPercent: 5 },
    });
    const subscriber = await signupCustomer(server, 'Subscriber');
    const sub = await call(server, 'POST', '/subscriptions', {
      token: subscriber.token,
      body: {
        planId: plan.body._id,
        weekday: weekdayOfDate(date),
        pickupTime: label,
        service: 'Wash and Fold',
        address: '4-5-6 Temple Street, Kakinada 533002',
        phone: '98765 43210',
      },
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const orders = (await call<Order[]>(server, 'GET', '/orders', { token: subscriber.token })).body;
    const onDate = orders.find((o) => o.pickupDate === date);
    expect(onDate).toMatchObject({
      slot: { start: istInstant(date, 9 * 60), end: istInstant(date, 11 * 60) },
      pincode: '533002',
      areaStatus: 'inside',
    });
    expect(onDate?.readyBy).toBe(istInstant(istDayFromToday(4), 11 * 60));
    expect(await booked(istInstant(date, 9 * 60))).toBe(2);
    // Skipping the pickup gives its place back.
    expect(
      (await call(server, 'POST', `/subscriptions/${(sub.body as { _id: string })._id}/skip`, { token: subscriber.token, body: { date } })).status,
    ).toBe(200);
    expect(await booked(istInstant(date, 9 * 60))).toBe(1);
  });
});

describe('the rider', () => {
  it('gets every booking while they are the only active rider, and none once there are two', async () => {
    expect((await book()).body.rider).toBeNull();
    const ravi = (await createRiderSession(server, 'Ravi Rider')).user._id;
    const first = await book();
    expect(first.body.rider).toEqual({ _id: ravi, name: 'Ravi Rider' });
    expect((await call<Order>(server, 'GET', `/orders/${first.body._id}`, { token: customer.token })).body.rider).toEqual({
      _id: ravi,
      name: 'Ravi Rider',
    });
    const sita = (await createRiderSession(server, 'Sita Rider')).user._id;
    expect((await book()).body.rider).toBeNull();
    await sql`update users set active = 0 where id = ${sita}`.execute(server.database.db);
    expect((await book()).body.rider).toEqual({ _id: ravi, name: 'Ravi Rider' });
    // The admin's walk-in is not a rider's stop until assigned.
    const walkIn = await call<Order>(server, 'POST', '/admin/orders', {
      token: admin.token,
      body: { phone: '9876512345', items: [{ service: 'Iron', item: 'Shirt', qty: 1, rate: 15 }], discount: 0, tax: 0 },
    });
    expect(walkIn.body.rider).toBeNull();
  });
});

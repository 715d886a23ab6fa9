import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Handover, RiderDay } from '@laundry/shared/contracts/rider-day';
import type { Takings } from '@laundry/shared/contracts/takings';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  istDayFromToday,
  signupCustomer,
  startTestServer,
  todayIst,
  type Session,
  type TestServer,
} from '../../test/harness';
import { act, newKey, price, stopFor } from './rider-test-kit';

/** The rider's day-end and the cash handed over (docs/decisions/0074). */

let server: TestServer;
let admin: Session;
let customer: Session;
/** How far ahead of the wall clock the server's "today" is read. */
let ahead = 0;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => Date.now() + ahead });
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Lakshmi Day')]);
});
afterAll(async () => {
  await server?.close();
});

const dayOf = (rider: Session, query = '') => call<RiderDay>(server, 'GET', `/rider/day${query}`, { token: rider.token });
const handOver = (riderId: string, body: unknown) =>
  call<Handover>(server, 'POST', `/admin/riders/${riderId}/handovers`, { token: admin.token, body });
const handoverRows = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('riderHandovers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Picked up with `pieces`, priced at `total` and delivered with `amount` collected by `method`. */
async function delivered(rider: Session, total: number, amount: number, method: 'cash' | 'upi', pieces = 2): Promise<Order> {
  const order = await stopFor(server, customer, admin, rider);
  expect((await act(server, rider, order._id, 'pickup', { pieces }, newKey())).status).toBe(200);
  await price(server, admin, order._id, total);
  expect((await act(server, rider, order._id, 'delivered', { amount, method }, newKey())).status).toBe(200);
  return order;
}

describe('GET /rider/day', () => {
  it('shows the day’s done stops with their time, pieces and what was collected, and the sums', async () => {
    const rider = await createRiderSession(server, 'Ravi Day');
    const cash = await delivered(rider, 300, 300, 'cash', 3);
    const upi = await delivered(rider, 150, 100, 'upi', 1);
    const pickedOnly = await stopFor(server, customer, admin, rider);
    await act(server, rider, pickedOnly._id, 'pickup', { pieces: 4 }, newKey());

    const res = await dayOf(rider);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: todayIst(), collected: { cash: 300, upi: 100 }, handedOver: 0, withRider: 300, handovers: [] });
    const stops = res.body.done.map((s) => [s.orderNumber, s.kind, s.pieces, s.collected]);
    expect(stops).toEqual([
      [pickedOnly.orderNumber, 'pickup', 4, []],
      [upi.orderNumber, 'delivery', 1, [{ method: 'upi', amount: 100 }]],
      [upi.orderNumber, 'pickup', 1, []],
      [cash.orderNumber, 'delivery', 3, [{ method: 'cash', amount: 300 }]],
      [cash.orderNumber, 'pickup', 3, []],
    ]);
    // Newest first, each at the moment it was done.
    const times = res.body.done.map((s) => s.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body.done[0]).toMatchObject({ customerName: 'Lakshmi Day', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    // The shop's takings carry the same figures for this rider.
    const takings = await call<Takings>(server, 'GET', `/admin/takings?date=${todayIst()}`, { token: admin.token });
    expect(takings.body.riders.find((r) => r.riderId === rider.user._id)).toEqual({
      riderId: rider.user._id,
      name: 'Ravi Day',
      collected: { cash: 300, upi: 100 },
      handedOver: 0,
      withRider: 300,
      handovers: [],
    });
  });

  it('shows a rider only their own day: another rider’s stops and money are not in it', async () => {
    const [first, second] = [await createRiderSession(server, 'First Own'), await createRiderSession(server, 'Second Own')];
    const order = await delivered(first, 200, 200, 'cash');
    const theirs = await dayOf(second);
    expect(theirs.body).toMatchObject({ done: [], collected: { cash: 0, upi: 0 }, withRider: 0 });
    // A rider id in the query is no way into another's day: the day is always the caller's.
    expect((await dayOf(second, `?riderId=${first.user._id}`)).body).toMatchObject({ done: [], collected: { cash: 0 } });
    const mine = await dayOf(first);
    expect(mine.body.done.map((s) => s.orderId)).toEqual([order._id, order._id]);
    expect(mine.body.collected.cash).toBe(200);
  });

  it('reads "today" from the injected clock, takes an earlier date, and refuses a date that is not one', async () => {
    const rider = await createRiderSession(server, 'Clock Rider');
    await delivered(rider, 120, 120, 'cash');
    try {
      ahead = 2 * 86_400_000;
      const later = await dayOf(rider);
      expect(later.body).toMatchObject({ date: istDayFromToday(2), done: [], collected: { cash: 0, upi: 0 } });
      const asked = await dayOf(rider, `?date=${istDayFromToday(0)}`);
      expect(asked.body).toMatchObject({ date: istDayFromToday(0), collected: { cash: 120 } });
    } finally {
      ahead = 0;
    }
    expect((await dayOf(rider, `?date=${istDayFromToday(-1)}`)).body).toMatchObject({ done: [], withRider: 0 });
    for (const date of ['2026-02-30', 'today', '']) {
      expectError(await dayOf(rider, `?date=${date}`), 400, 'date must be a date as YYYY-MM-DD', 'validation_failed');
    }
  });

  it('leaves a reversed collection out of what the rider holds', async () => {
    const rider = await createRiderSession(server, 'Reversed Rider');
    const order = await delivered(rider, 90, 90, 'cash');
    const read = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: customer.token });
    const entry = read.body.payments.at(-1)!;
    const reversed = await call(server, 'POST', `/admin/orders/${order._id}/payments/${entry._id}/reverse`, {
      token: admin.token,
      body: { reason: 'Entered twice' },
    });
    expect(reversed.status).toBe(200);
    expect((await dayOf(rider)).body).toMatchObject({ collected: { cash: 0 }, withRider: 0 });
  });
});

describe('POST /admin/riders/{id}/handovers', () => {
  it('keeps two handovers for one rider and day and sums them; a difference is kept with its note', async () => {
    const rider = await createRiderSession(server, 'Two Handovers');
    await delivered(rider, 300, 300, 'cash');
    const first = await handOver(rider.user._id, { date: todayIst(), amount: 100, note: 'Rest after lunch' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      riderId: rider.user._id,
      date: todayIst(),
      amount: 100,
      expected: 300,
      difference: -200,
      note: 'Rest after lunch',
      receivedByName: admin.user.name,
    });
    // What is still with the rider needs no note.
    const second = await handOver(rider.user._id, { date: todayIst(), amount: 200 });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ amount: 200, expected: 200, difference: 0, note: '' });

    const day = await dayOf(rider);
    expect(day.body).toMatchObject({ collected: { cash: 300 }, handedOver: 300, withRider: 0 });
    expect(day.body.handovers.map((h) => h._id)).toEqual([first.body._id, second.body._id]);
    const takings = await call<Takings>(server, 'GET', '/admin/takings', { token: admin.token });
    expect(takings.body.riders.find((r) => r.riderId === rider.user._id)).toMatchObject({ handedOver: 300, withRider: 0 });
  });

  it('refuses bad input with 400 {error, code} and writes nothing', async () => {
    const rider = await createRiderSession(server, 'Bad Input Rider');
    await delivered(rider, 250, 250, 'cash');
    const before = await handoverRows();
    const today = todayIst();
    const amountCases: unknown[] = [0, -5, 'abc', null, 10.005, 1_000_000.01];
    for (const amount of amountCases) {
      expectError(await handOver(rider.user._id, { date: today, amount, note: 'x' }), 400, /cash received/, 'invalid_amount');
    }
    expectError(await handOver(rider.user._id, { date: today }), 400, /cash received/, 'invalid_amount');
    expectError(await handOver(rider.user._id, { amount: 250 }), 400, undefined, 'validation_failed');
    expectError(await handOver(rider.user._id, { date: '2026-13-01', amount: 250 }), 400, 'date must be a date as YYYY-MM-DD', 'validation_failed');
    expectError(await handOver(rider.user._id, { date: istDayFromToday(1), amount: 250 }), 400, /not a future one/, 'validation_failed');
    expectError(await handOver(rider.user._id, { date: today, amount: 250, note: 'n'.repeat(201) }), 400, /at most 200/, 'validation_failed');
    const noNote = await handOver(rider.user._id, { date: today, amount: 200 });
    expectError(noNote, 400, '₹200 differs from the ₹250 still with the rider: please add a note saying why.', 'validation_failed');
    expect(noNote.body).toMatchObject({ field: 'note' });
    expect(await handoverRows()).toBe(before);
    expect((await dayOf(rider)).body).toMatchObject({ handedOver: 0, withRider: 250 });
  });

  it('answers 404 for an unknown rider, a customer and an admin', async () => {
    const before = await handoverRows();
    for (const id of ['no-such-rider', customer.user._id, admin.user._id]) {
      expectError(await handOver(id, { date: todayIst(), amount: 10, note: 'x' }), 404, 'No rider has this id.', 'not_found');
    }
    expect(await handoverRows()).toBe(before);
  });

  it('keeps every one of concurrent handovers, each having seen the others', async () => {
    const rider = await createRiderSession(server, 'Concurrent Rider');
    await delivered(rider, 500, 500, 'cash');
    const answers = await Promise.all(Array.from({ length: 5 }, () => handOver(rider.user._id, { date: todayIst(), amount: 100, note: 'In parts' })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    // Each read what was still with the rider after the ones before it: no two saw the same.
    expect(answers.map((a) => a.body.expected).sort((a, b) => b - a)).toEqual([500, 400, 300, 200, 100]);
    const day = await dayOf(rider);
    expect(day.body).toMatchObject({ handedOver: 500, withRider: 0 });
    expect(day.body.handovers).toHaveLength(5);
  });
});

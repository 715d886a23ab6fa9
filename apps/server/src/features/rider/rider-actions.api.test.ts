import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import { istDate } from '@laundry/shared/rules/ist';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  istDayFromToday,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';
import { act, jpegBytes, newKey, price, stopFor, upload } from './rider-test-kit';

let server: TestServer;
let admin: Session;
let rider: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, rider, customer] = await Promise.all([createAdminSession(server), createRiderSession(server), signupCustomer(server, 'Lakshmi')]);
});
afterAll(async () => {
  await server?.close();
});

async function getOrder(id: string): Promise<Order> {
  const res = await call<Order>(server, 'GET', `/orders/${id}`, { token: customer.token });
  if (res.status !== 200) throw new Error(`order ${id}: ${res.status}`);
  return res.body;
}
const riderActions = async (orderId: string) =>
  server.database.db.selectFrom('riderActions').select(['key', 'kind', 'statusCode']).where('orderId', '=', orderId).execute();

describe('the rider’s day: pick up, deliver, collect', () => {
  it('takes an order from pickup to delivered with cash collected into the ledger', async () => {
    const booked = await stopFor(server, customer, admin, rider);
    expect(booked.rider).toEqual({ _id: rider.user._id, name: rider.user.name });

    const onTheWay = await act(server, rider, booked._id, 'on-the-way', {}, newKey());
    expect(onTheWay.status).toBe(200);
    expect(onTheWay.body).toMatchObject({ orderId: booked._id, kind: 'pickup', status: 'Pending', onTheWay: true, amountToCollect: 0 });
    expect((await getOrder(booked._id)).onTheWayAt).toEqual(expect.any(String));

    const photo = await upload(server, rider, booked._id, jpegBytes(), { key: newKey() });
    expect(photo.status).toBe(201);
    const picked = await act(
      server,
      rider,
      booked._id,
      'pickup',
      {
        pieces: 7,
        items: [
          { item: 'Shirt', service: 'Wash and Iron', qty: 5 },
          { item: 'Saree', qty: 2 },
        ],
        notes: 'Collar stain on one shirt',
        photoIds: [photo.body._id],
      },
      newKey(),
    );
    expect(picked.status).toBe(200);
    expect(picked.body).toMatchObject({ kind: 'delivery', status: 'In Progress', onTheWay: false, amountToCollect: 0 });
    expect(picked.body.intake).toMatchObject({ pieces: 7, notes: 'Collar stain on one shirt', photos: [{ _id: photo.body._id }], confirmedAt: null });

    const afterPickup = await getOrder(booked._id);
    expect(afterPickup.status).toBe('In Progress');
    expect(afterPickup.statusTimes?.['In Progress']).toEqual(afterPickup.intake?.at);
    expect(afterPickup.onTheWayAt).toBeNull();
    expect(afterPickup.intake).toMatchObject({
      pieces: 7,
      items: [
        { item: 'Shirt', service: 'Wash and Iron', qty: 5 },
        { item: 'Saree', service: '', qty: 2 },
      ],
      photos: [{ _id: photo.body._id }],
    });

    // Not priced yet: nothing goes out.
    expectError(await act(server, rider, booked._id, 'out-for-delivery', {}, newKey()), 409, /not priced yet/, 'stop_not_ready');
    await price(server, admin, booked._id, 250);

    const out = await act(server, rider, booked._id, 'out-for-delivery', {}, newKey());
    expect(out.body).toMatchObject({ status: 'Delivering', amountToCollect: 250 });

    expectError(
      await act(server, rider, booked._id, 'delivered', { amount: 300, method: 'cash' }, newKey()),
      409,
      '₹300 is more than the ₹250 due on this order. Enter what is due, or less.',
      'amount_over_due',
    );
    const delivered = await act(server, rider, booked._id, 'delivered', { amount: 250, method: 'cash' }, newKey());
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ status: 'Completed', amountToCollect: 0, onTheWay: false });

    const done = await getOrder(booked._id);
    expect(done).toMatchObject({ status: 'Completed', paid: 250, due: 0, paymentStatus: 'paid' });
    expect(done.payments).toEqual([expect.objectContaining({ method: 'cash', amount: 250, source: 'rider', recordedByName: rider.user.name })]);
    expect(done.statusTimes?.Completed).toEqual(expect.any(String));
    // Completed: nothing more to do.
    expectError(await act(server, rider, booked._id, 'delivered', { amount: 0 }, newKey()), 409, undefined, 'stop_not_ready');
    expectError(await act(server, rider, booked._id, 'on-the-way', {}, newKey()), 409, undefined, 'stop_not_ready');
  });

  it('delivers straight from In Progress, part-paid by UPI, and refuses amounts that are not money', async () => {
    const booked = await stopFor(server, customer, admin, rider);
    await act(server, rider, booked._id, 'pickup', { pieces: 2 });
    await price(server, admin, booked._id, 400);
    for (const amount of [-5, 'abc', 10.005, 2_000_000]) {
      expectError(await act(server, rider, booked._id, 'delivered', { amount, method: 'upi' }), 400, undefined, 'invalid_amount');
    }
    expect((await getOrder(booked._id)).status).toBe('In Progress');
    const res = await act(server, rider, booked._id, 'delivered', { amount: '150.50', method: 'upi', reference: 'UPI-991' });
    expect(res.body).toMatchObject({ status: 'Completed', amountToCollect: 249.5 });
    const done = await getOrder(booked._id);
    expect(done).toMatchObject({ paid: 150.5, due: 249.5, paymentStatus: 'part-paid' });
    expect(done.payments[0]).toMatchObject({ method: 'upi', reference: 'UPI-991', source: 'rider' });
  });

  it('refuses actions the order’s status does not allow, writing nothing', async () => {
    const booked = await stopFor(server, customer, admin, rider);
    expectError(await act(server, rider, booked._id, 'delivered', { amount: 0 }), 409, /not picked up yet/, 'stop_not_ready');
    expectError(await act(server, rider, booked._id, 'out-for-delivery'), 409, /not picked up yet/, 'stop_not_ready');
    await act(server, rider, booked._id, 'pickup', { pieces: 1 });
    expectError(
      await act(server, rider, booked._id, 'pickup', { pieces: 3 }),
      409,
      'This pickup is done already: the order is In Progress.',
      'stop_not_ready',
    );
    expect((await getOrder(booked._id)).intake?.pieces).toBe(1);
  });

  it('refuses a pickup naming a photo of another order', async () => {
    const [a, b] = [await stopFor(server, customer, admin, rider), await stopFor(server, customer, admin, rider)];
    const photoOfB = await upload(server, rider, b._id, jpegBytes());
    const res = await act(server, rider, a._id, 'pickup', { pieces: 2, photoIds: [photoOfB.body._id] });
    expectError(res, 400, /not one of this order’s photos/, 'validation_failed');
    expect((await getOrder(a._id)).status).toBe('Pending');
  });

  it('keeps only the photos the pickup names, in its order; left out, keeps them all', async () => {
    const booked = await stopFor(server, customer, admin, rider);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await upload(server, rider, booked._id, jpegBytes(100 + i))).body._id);
    const res = await act(server, rider, booked._id, 'pickup', { pieces: 3, photoIds: [ids[2], ids[0]] });
    expect(res.body.intake?.photos).toEqual([{ _id: ids[2] }, { _id: ids[0] }]);
    const kept = await server.database.db.selectFrom('orderPhotos').select('id').where('orderId', '=', booked._id).execute();
    expect(kept.map((p) => p.id).sort()).toEqual([ids[0], ids[2]].sort());

    const other = await stopFor(server, customer, admin, rider);
    const mine = [(await upload(server, rider, other._id, jpegBytes())).body._id, (await upload(server, rider, other._id, jpegBytes())).body._id];
    expect((await act(server, rider, other._id, 'pickup', { pieces: 1 })).body.intake?.photos).toEqual(mine.map((_id) => ({ _id })));
  });

  it('"On my way" is for one stop at a time; a stop done clears it', async () => {
    const [a, b] = [await stopFor(server, customer, admin, rider), await stopFor(server, customer, admin, rider)];
    await act(server, rider, a._id, 'on-the-way');
    expect((await getOrder(a._id)).onTheWayAt).not.toBeNull();
    await act(server, rider, b._id, 'on-the-way');
    expect((await getOrder(a._id)).onTheWayAt).toBeNull();
    expect((await getOrder(b._id)).onTheWayAt).not.toBeNull();
  });
});

describe('customer not available', () => {
  it('moves a pickup to the next open window, giving back its place and taking the new one', async () => {
    const tomorrow = istDayFromToday(1);
    const booked = await stopFor(server, customer, admin, rider, { pickupDate: tomorrow, pickupTime: '9:00 AM – 11:00 AM' });
    const slipped = await call<Order>(server, 'POST', `/admin/orders/${booked._id}/ready-by`, {
      token: admin.token,
      body: { readyBy: new Date(Date.now() + 5 * 86_400_000).toISOString(), note: 'Rain' },
    });
    expect(slipped.body.readyByMovedAt).toEqual(expect.any(String));
    const res = await act(server, rider, booked._id, 'not-available', { reason: 'Gate locked, no answer on the phone' }, newKey());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'pickup',
      status: 'Pending',
      window: '11:00 AM – 1:00 PM',
      windowStart: `${tomorrow}T05:30:00.000Z`,
      notAvailable: { reason: 'Gate locked, no answer on the phone', at: expect.any(String) },
    });
    const moved = await getOrder(booked._id);
    expect(moved).toMatchObject({
      pickupDate: tomorrow,
      pickupTime: '11:00 AM – 1:00 PM',
      slot: { start: `${tomorrow}T05:30:00.000Z`, end: `${tomorrow}T07:30:00.000Z` },
    });
    expect(moved.notAvailable).toEqual({ reason: 'Gate locked, no answer on the phone', at: expect.any(String) });
    expect(moved.readyBy && istDate(new Date(moved.readyBy))).toBe(istDayFromToday(2));
    // Counted again from the new window: a new promise, not the shop's moved one (docs/decisions/0059).
    expect(moved).toMatchObject({ readyByWas: null, readyByNote: '', readyByMovedAt: null });
    const counts = await server.database.db.selectFrom('slotCounts').selectAll().execute();
    expect(counts.find((c) => c.slotStart === `${tomorrow}T05:30:00.000Z`)?.booked).toBeGreaterThanOrEqual(1);
    // The "not available" stays until the stop is done.
    const picked = await act(server, rider, booked._id, 'pickup', { pieces: 4 });
    expect(picked.body.notAvailable).toBeNull();
    expect((await getOrder(booked._id)).notAvailable).toBeNull();
  });

  it('moves a delivery to a later window and keeps it off today’s list', async () => {
    const booked = await stopFor(server, customer, admin, rider);
    await act(server, rider, booked._id, 'pickup', { pieces: 2 });
    await price(server, admin, booked._id, 100);
    await act(server, rider, booked._id, 'out-for-delivery');
    const res = await act(server, rider, booked._id, 'not-available', { reason: 'Customer travelling' });
    expect(res.body.status).toBe('Delivering');
    expect(res.body.windowStart).toEqual(expect.any(String));
    expect(res.body.windowStart! > new Date().toISOString()).toBe(true);
    const moved = await getOrder(booked._id);
    expect(moved.deliverySlotStart).toBe(res.body.windowStart);
    expect(moved.notAvailable?.reason).toBe('Customer travelling');
  });

  it('asks for a reason', async () => {
    const booked = await stopFor(server, customer, admin, rider);
    const res = await act(server, rider, booked._id, 'not-available', { reason: '  ' });
    expectError(res, 400, 'Please say what happened.', 'validation_failed');
  });
});

describe('idempotent actions', () => {
  it('answers a replayed key with the stored answer and changes nothing', async () => {
    const booked = await stopFor(server, customer, admin, rider);
    await act(server, rider, booked._id, 'pickup', { pieces: 1 });
    await price(server, admin, booked._id, 120);
    await act(server, rider, booked._id, 'out-for-delivery');
    const key = newKey();
    const first = await act(server, rider, booked._id, 'delivered', { amount: 120, method: 'cash' }, key);
    expect(first.status).toBe(200);
    const before = await getOrder(booked._id);
    const again = await act(server, rider, booked._id, 'delivered', { amount: 120, method: 'cash' }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const after = await getOrder(booked._id);
    expect(after.payments).toHaveLength(1);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(await riderActions(booked._id)).toEqual(expect.arrayContaining([{ key, kind: 'delivered', statusCode: 200 }]));
  });

  it('applies concurrent sends of one key once: one ledger entry, one answer', async () => {
    const booked = await stopFor(server, customer, admin, rider);
    await act(server, rider, booked._id, 'pickup', { pieces: 1 });
    await price(server, admin, booked._id, 90);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => act(server, rider, booked._id, 'delivered', { amount: 90, method: 'cash' }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    const done = await getOrder(booked._id);
    expect(done.payments).toHaveLength(1);
    expect(done).toMatchObject({ paid: 90, status: 'Completed' });
    expect((await riderActions(booked._id)).filter((r) => r.key === key)).toHaveLength(1);
  });

  it('applies concurrent pickups with one key once, and of two keys one wins and the other is refused', async () => {
    const booked = await stopFor(server, customer, admin, rider);
    const key = newKey();
    const same = await Promise.all(Array.from({ length: 6 }, (_, i) => act(server, rider, booked._id, 'pickup', { pieces: 5 + i }, key)));
    expect(new Set(same.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(same.map((a) => a.body.intake?.pieces)).size).toBe(1);

    const other = await stopFor(server, customer, admin, rider);
    const two = await Promise.all([
      act(server, rider, other._id, 'pickup', { pieces: 1 }, newKey()),
      act(server, rider, other._id, 'pickup', { pieces: 2 }, newKey()),
    ]);
    expect(two.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('refuses a key used for another action or another order, and a key that is not one', async () => {
    const [a, b] = [await stopFor(server, customer, admin, rider), await stopFor(server, customer, admin, rider)];
    const key = newKey();
    expect((await act(server, rider, a._id, 'on-the-way', {}, key)).status).toBe(200);
    expectError(await act(server, rider, a._id, 'pickup', { pieces: 2 }, key), 422, /already used for a different action/, 'idempotency_key_reused');
    expectError(await act(server, rider, b._id, 'on-the-way', {}, key), 422, undefined, 'idempotency_key_reused');
    expect((await getOrder(a._id)).status).toBe('Pending');
    expect((await getOrder(b._id)).onTheWayAt).toBeNull();
    expectError(await act(server, rider, a._id, 'on-the-way', {}, 'short'), 400, /Idempotency-Key/, 'validation_failed');
  });

  it('does not record a refused action: the same key is judged again', async () => {
    const booked = await stopFor(server, customer, admin, rider);
    const key = newKey();
    expectError(await act(server, rider, booked._id, 'out-for-delivery', {}, key), 409, undefined, 'stop_not_ready');
    expect(await riderActions(booked._id)).toEqual([]);
  });

  it('is announced live once, to the dashboard and the customer', async () => {
    const booked = await stopFor(server, customer, admin, rider);
    const seen: Order[] = [];
    const listen = (o: Order) => {
      if (o._id === booked._id) seen.push(o);
    };
    server.events.on('orderUpdated', listen);
    try {
      const key = newKey();
      await act(server, rider, booked._id, 'on-the-way', {}, key);
      await act(server, rider, booked._id, 'on-the-way', {}, key);
    } finally {
      server.events.off('orderUpdated', listen);
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]!.onTheWayAt).toEqual(expect.any(String));
  });
});

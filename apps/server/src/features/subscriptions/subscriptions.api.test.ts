import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import type { AdminPlan, AdminSubscription, CreateSubscriptionBody, Plan, Subscription } from '@laundry/shared/contracts/subscriptions';
import { istDate } from '@laundry/shared/rules/ist';
import { subscriptionDatesToBook } from '@laundry/shared/rules/subscription-dates';
import {
  call,
  createAdminSession,
  expectError,
  expectInvalid,
  randomUUID,
  signupCustomer,
  type Session,
  type TestServer,
  startTestServer,
} from '../../test/harness';
import { UsersRepository } from '../auth/users.repository';
import { OrdersRepository } from '../orders/orders.repository';
import { OrdersService } from '../orders/orders.service';
import { PricesRepository } from '../prices/prices.repository';
import { PricesService } from '../prices/prices.service';
import { ShopSettingsRepository } from '../shop/shop-settings.repository';
import { ShopSettingsService } from '../shop/shop-settings.service';
import { BOOKER_LEASE } from './subscription-booker';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

let server: TestServer;
let admin: Session;
let alice: Session;
let bob: Session;
let repo: SubscriptionsRepository;
let service: SubscriptionsService;

beforeAll(async () => {
  server = await startTestServer();
  [admin, alice, bob] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Alice'), signupCustomer(server, 'Bob')]);
  const { db, dialect } = server.database;
  repo = new SubscriptionsRepository(db, dialect);
  const shop = new ShopSettingsService(new ShopSettingsRepository(db), server.events);
  // A second service over the same database: as another process's booker would be.
  service = new SubscriptionsService(
    repo,
    new OrdersService(
      new OrdersRepository(db),
      new UsersRepository(db),
      server.events,
      shop,
      new PricesService(new PricesRepository(db), server.events, shop),
    ),
    server.events,
  );
});
afterAll(async () => {
  await server?.close();
});

const WINDOW = '9:00 AM – 11:00 AM';
const newPlan = (overrides: Record<string, unknown> = {}) => ({
  name: `Weekly ${randomUUID().slice(0, 6)}`,
  period: 'weekly',
  pickupsPerPeriod: 1,
  discountPercent: 10,
  ...overrides,
});
const subscribeBody = (planId: string, overrides: Partial<CreateSubscriptionBody> = {}): CreateSubscriptionBody => ({
  planId,
  weekday: 3,
  pickupTime: WINDOW,
  service: 'Wash and Iron',
  address: '4-5-6 Temple Street, Kakinada',
  phone: '98765 43210',
  ...overrides,
});

async function createPlan(overrides: Record<string, unknown> = {}): Promise<AdminPlan> {
  const res = await call<AdminPlan>(server, 'POST', '/admin/plans', { token: admin.token, body: newPlan(overrides) });
  expect(res.status).toBe(201);
  return res.body;
}

async function subscribe(who: Session, planId: string, overrides: Partial<CreateSubscriptionBody> = {}): Promise<Subscription> {
  const res = await call<Subscription>(server, 'POST', '/subscriptions', { token: who.token, body: subscribeBody(planId, overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function ordersOf(who: Session, subscriptionId: string): Promise<Order[]> {
  const res = await call<Order[]>(server, 'GET', '/orders', { token: who.token });
  return res.body.filter((o) => o.subscriptionId === subscriptionId).sort((a, b) => a.pickupDate.localeCompare(b.pickupDate));
}

async function mine(who: Session, id: string): Promise<Subscription> {
  const res = await call<Subscription[]>(server, 'GET', '/subscriptions/mine', { token: who.token });
  const found = res.body.find((s) => s._id === id);
  if (!found) throw new Error(`subscription ${id} not in mine`);
  return found;
}

const expected = (weekday: number, period: 'weekly' | 'monthly' = 'weekly', pickupsPerPeriod = 1) =>
  subscriptionDatesToBook({ today: istDate(new Date()), weekday, period, pickupsPerPeriod, taken: [] });

describe('plans', () => {
  it('lets the admin add, list and change plans; the public sees only active ones', async () => {
    const plan = await createPlan({ name: 'Family weekly', discountPercent: 12 });
    expect(plan).toMatchObject({ name: 'Family weekly', period: 'weekly', pickupsPerPeriod: 1, discountPercent: 12, active: true, subscribers: 0 });
    expect((await call<Plan[]>(server, 'GET', '/api/plans')).body.map((p) => p._id)).toContain(plan._id);

    const changed = await call<AdminPlan>(server, 'PATCH', `/admin/plans/${plan._id}`, {
      token: admin.token,
      body: { discountPercent: 15, pickupsPerPeriod: 2 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ discountPercent: 15, pickupsPerPeriod: 2, name: 'Family weekly' });

    expect((await call<AdminPlan>(server, 'PATCH', `/admin/plans/${plan._id}`, { token: admin.token, body: { active: false } })).body.active).toBe(
      false,
    );
    expect((await call<Plan[]>(server, 'GET', '/api/plans')).body.map((p) => p._id)).not.toContain(plan._id);
    const listed = await call<AdminPlan[]>(server, 'GET', '/admin/plans', { token: admin.token });
    expect(listed.body.find((p) => p._id === plan._id)?.active).toBe(false);

    expectError(
      await call(server, 'PATCH', `/admin/plans/${randomUUID()}`, { token: admin.token, body: { active: true } }),
      404,
      undefined,
      'not_found',
    );
  });

  it('refuses customers and visitors on the admin routes', async () => {
    expectError(await call(server, 'POST', '/admin/plans', { token: alice.token, body: newPlan() }), 403, undefined, 'admin_only');
    expectError(await call(server, 'GET', '/admin/plans', { token: alice.token }), 403, undefined, 'admin_only');
    expectError(await call(server, 'GET', '/admin/subscriptions', { token: alice.token }), 403, undefined, 'admin_only');
    expectError(await call(server, 'POST', '/admin/plans', { body: newPlan() }), 401, undefined, 'auth_required');
  });

  it('refuses a bad plan with 400 and writes nothing', async () => {
    const before = (await call<AdminPlan[]>(server, 'GET', '/admin/plans', { token: admin.token })).body.length;
    const bad: [Record<string, unknown>, string][] = [
      [{ discountPercent: 51 }, 'discountPercent'],
      [{ discountPercent: -1 }, 'discountPercent'],
      [{ discountPercent: 2.5 }, 'discountPercent'],
      [{ pickupsPerPeriod: 0 }, 'pickupsPerPeriod'],
      [{ pickupsPerPeriod: 32 }, 'pickupsPerPeriod'],
      [{ period: 'daily' }, 'period'],
      [{ name: '   ' }, 'name'],
    ];
    for (const [overrides, field] of bad) {
      expectInvalid(await call(server, 'POST', '/admin/plans', { token: admin.token, body: newPlan(overrides) }), field, /./);
    }
    expect((await call<AdminPlan[]>(server, 'GET', '/admin/plans', { token: admin.token })).body.length).toBe(before);
  });
});

describe('subscribing and the booker', () => {
  it('books the next pickups at once as Pending orders carrying the subscription', async () => {
    const plan = await createPlan();
    const sub = await subscribe(alice, plan._id, { weekday: 5 });
    const dates = expected(5);
    expect(dates).toHaveLength(2);
    expect(sub).toMatchObject({
      status: 'active',
      weekday: 5,
      pickupTime: WINDOW,
      phone: '9876543210',
      plan: { _id: plan._id, discountPercent: 10 },
    });
    expect(sub.pickups.map((p) => [p.date, p.state, p.orderStatus])).toEqual(dates.map((d) => [d, 'booked', 'Pending']));

    const orders = await ordersOf(alice, sub._id);
    expect(orders.map((o) => o.pickupDate)).toEqual(dates);
    for (const order of orders) {
      expect(order).toMatchObject({
        status: 'Pending',
        source: 'web',
        pickupTime: WINDOW,
        service: 'Wash and Iron',
        pickupAddress: '4-5-6 Temple Street, Kakinada',
      });
      expect(order.userId.name).toBe('Alice');
    }
    expect(sub.pickups.map((p) => p.orderNumber)).toEqual(orders.map((o) => o.orderNumber));

    const admins = await call<AdminSubscription[]>(server, 'GET', '/admin/subscriptions', { token: admin.token });
    expect(admins.body.find((s) => s._id === sub._id)?.customer.name).toBe('Alice');
    expect((await call<AdminPlan[]>(server, 'GET', '/admin/plans', { token: admin.token })).body.find((p) => p._id === plan._id)?.subscribers).toBe(
      1,
    );
  });

  it('books a monthly plan at most its pickups in a calendar month', async () => {
    const plan = await createPlan({ period: 'monthly', pickupsPerPeriod: 1 });
    const sub = await subscribe(alice, plan._id, { weekday: 2 });
    expect(sub.pickups.map((p) => p.date)).toEqual(expected(2, 'monthly', 1));
  });

  it('books nothing twice however often and however concurrently the booker runs', async () => {
    const plan = await createPlan();
    // Made without booking, so five bookers find the same dates free at once.
    const id = randomUUID();
    const now = new Date().toISOString();
    await repo.insertSubscription({
      id,
      userId: alice.user._id,
      planId: plan._id,
      weekday: 1,
      pickupTime: WINDOW,
      address: '4-5-6 Temple Street, Kakinada',
      phone: '9876543210',
      service: 'Iron',
      status: 'active',
      createdAt: now,
      updatedAt: now,
    });
    const counts = await Promise.all(Array.from({ length: 5 }, () => service.bookDue(new Date())));
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    await service.bookDue(new Date());
    const orders = await ordersOf(alice, id);
    expect(orders.map((o) => o.pickupDate)).toEqual(expected(1));

    // A week on, the next week's pickup is booked and the earlier ones stay as they were.
    const weekOn = new Date(Date.now() + 7 * 86_400_000);
    await Promise.all([service.bookDue(weekOn), service.bookDue(weekOn)]);
    const later = await ordersOf(alice, id);
    const dates = later.map((o) => o.pickupDate);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toEqual(
      [
        ...new Set([
          ...expected(1),
          ...subscriptionDatesToBook({ today: istDate(weekOn), weekday: 1, period: 'weekly', pickupsPerPeriod: 1, taken: [] }),
        ]),
      ].sort(),
    );
  });

  it('gives the lease to exactly one of many holders until it runs out', async () => {
    const name = `test-${randomUUID()}`;
    const now = new Date();
    const until = new Date(now.getTime() + 55 * 60_000).toISOString();
    const got = await Promise.all(Array.from({ length: 5 }, (_, i) => repo.takeLease(name, `holder-${i}`, now.toISOString(), until)));
    expect(got.filter(Boolean)).toHaveLength(1);
    expect(await repo.takeLease(name, 'late', now.toISOString(), until)).toBe(false);
    // After its time another process takes it, once.
    const after = new Date(now.getTime() + 56 * 60_000).toISOString();
    const again = await Promise.all(['x', 'y', 'z'].map((h) => repo.takeLease(name, h, after, new Date(now.getTime() + 111 * 60_000).toISOString())));
    expect(again.filter(Boolean)).toHaveLength(1);
  });

  it('runs at start in the process that took the subscriptions lease', async () => {
    const row = await server.database.db.selectFrom('jobLeases').selectAll().where('name', '=', BOOKER_LEASE).executeTakeFirst();
    expect(row?.until && row.until > new Date().toISOString()).toBe(true);
  });

  it('refuses staff, an inactive or unknown plan, and bad input, writing nothing', async () => {
    const plan = await createPlan();
    expectError(await call(server, 'POST', '/subscriptions', { token: admin.token, body: subscribeBody(plan._id) }), 403, undefined, 'customer_only');
    const off = await createPlan();
    await call(server, 'PATCH', `/admin/plans/${off._id}`, { token: admin.token, body: { active: false } });
    expectError(await call(server, 'POST', '/subscriptions', { token: bob.token, body: subscribeBody(off._id) }), 409, undefined, 'plan_unavailable');
    expectError(
      await call(server, 'POST', '/subscriptions', { token: bob.token, body: subscribeBody(randomUUID()) }),
      409,
      undefined,
      'plan_unavailable',
    );
    const bad: [Partial<CreateSubscriptionBody>, string][] = [
      [{ weekday: 7 }, 'weekday'],
      [{ weekday: 1.5 }, 'weekday'],
      [{ pickupTime: '3 AM' }, 'pickupTime'],
      [{ address: 'short' }, 'address'],
      [{ phone: '12345' }, 'phone'],
      [{ service: 'Polish' as CreateSubscriptionBody['service'] }, 'service'],
    ];
    for (const [overrides, field] of bad)
      expectInvalid(await call(server, 'POST', '/subscriptions', { token: bob.token, body: subscribeBody(plan._id, overrides) }), field, /./);
    expect((await call<Subscription[]>(server, 'GET', '/subscriptions/mine', { token: bob.token })).body).toEqual([]);
    expect((await call<Order[]>(server, 'GET', '/orders', { token: bob.token })).body).toEqual([]);
  });
});

describe('skip, pause, resume, cancel', () => {
  it('skips a pickup: its order is Cancelled and the booker never books the date again', async () => {
    const plan = await createPlan();
    const sub = await subscribe(alice, plan._id, { weekday: 4 });
    const [first, second] = expected(4) as [string, string];
    const skipped = await call<Subscription>(server, 'POST', `/subscriptions/${sub._id}/skip`, { token: alice.token, body: { date: first } });
    expect(skipped.status).toBe(200);
    expect(skipped.body.pickups.find((p) => p.date === first)).toMatchObject({ state: 'skipped', orderStatus: 'Cancelled' });
    await service.bookDue(new Date());
    const orders = await ordersOf(alice, sub._id);
    expect(orders.map((o) => [o.pickupDate, o.status])).toEqual([
      [first, 'Cancelled'],
      [second, 'Pending'],
    ]);
    // A pickup already under way cannot be skipped.
    const started = orders[1]!;
    expect((await call(server, 'PATCH', `/admin/orders/${started._id}/status`, { token: admin.token, body: { status: 'In Progress' } })).status).toBe(
      200,
    );
    expectError(
      await call(server, 'POST', `/subscriptions/${sub._id}/skip`, { token: alice.token, body: { date: second } }),
      409,
      undefined,
      'order_not_cancellable',
    );
    expect((await mine(alice, sub._id)).pickups.find((p) => p.date === second)).toMatchObject({ state: 'booked', orderStatus: 'In Progress' });
    expectInvalid(await call(server, 'POST', `/subscriptions/${sub._id}/skip`, { token: alice.token, body: { date: 'next friday' } }), 'date', /./);
  });

  it('pauses (Pending pickups cancelled, nothing booked), resumes (booked again) and cancels for good', async () => {
    const plan = await createPlan();
    const sub = await subscribe(alice, plan._id, { weekday: 6 });
    const dates = expected(6);
    const paused = await call<Subscription>(server, 'PATCH', `/subscriptions/${sub._id}`, { token: alice.token, body: { status: 'paused' } });
    expect(paused.body).toMatchObject({ status: 'paused', pickups: [] });
    expect((await ordersOf(alice, sub._id)).map((o) => o.status)).toEqual(['Cancelled', 'Cancelled']);
    await service.bookDue(new Date());
    expect(await ordersOf(alice, sub._id)).toHaveLength(2);

    const resumed = await call<Subscription>(server, 'PATCH', `/subscriptions/${sub._id}`, { token: alice.token, body: { status: 'active' } });
    expect(resumed.body.status).toBe('active');
    expect(resumed.body.pickups.map((p) => [p.date, p.orderStatus])).toEqual(dates.map((d) => [d, 'Pending']));

    const cancelled = await call<Subscription>(server, 'PATCH', `/subscriptions/${sub._id}`, { token: alice.token, body: { status: 'cancelled' } });
    expect(cancelled.body.status).toBe('cancelled');
    expect((await ordersOf(alice, sub._id)).filter((o) => o.status === 'Pending')).toEqual([]);
    expectError(
      await call(server, 'PATCH', `/subscriptions/${sub._id}`, { token: alice.token, body: { status: 'active' } }),
      409,
      undefined,
      'subscription_not_changeable',
    );
    expectError(
      await call(server, 'POST', `/subscriptions/${sub._id}/skip`, { token: alice.token, body: { date: dates[0] } }),
      409,
      undefined,
      'subscription_not_changeable',
    );
    await service.bookDue(new Date());
    expect((await ordersOf(alice, sub._id)).filter((o) => o.status === 'Pending')).toEqual([]);
    expectInvalid(await call(server, 'PATCH', `/subscriptions/${sub._id}`, { token: alice.token, body: { status: 'gone' } }), 'status', /./);
  });

  it("answers customer B about customer A's subscription as about a missing one", async () => {
    const plan = await createPlan();
    const sub = await subscribe(alice, plan._id, { weekday: 0 });
    const date = expected(0)[0]!;
    for (const [method, url, body] of [
      ['PATCH', `/subscriptions/${sub._id}`, { status: 'paused' }],
      ['POST', `/subscriptions/${sub._id}/skip`, { date }],
    ] as const) {
      const asB = await call(server, method, url, { token: bob.token, body });
      expectError(asB, 404, 'Subscription not found.', 'not_found');
      expect(asB.body).toEqual((await call(server, method, url.replace(sub._id, randomUUID()), { token: bob.token, body })).body);
    }
    expect((await call<Subscription[]>(server, 'GET', '/subscriptions/mine', { token: bob.token })).body).toEqual([]);
    expect((await mine(alice, sub._id)).pickups.map((p) => p.orderStatus)).toEqual(['Pending', 'Pending']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderPage } from '@laundry/shared/contracts/orders';
import { call, createAdminSession, expectError, orderBody, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';
import { seedOrders } from '../../test/seed-orders';
import { OLDER_CLIENT_LIST_MAX } from './admin-orders.service';

/**
 * The shop's earlier web client, still installed on customers' phones, keeps working against
 * this API while customers move over (docs/decisions/0030).
 */
let server: TestServer;
let admin: Session;
let customer: Session;
let other: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer, other] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Ravi'), signupCustomer(server, 'Other')]);
});
afterAll(async () => {
  await server?.close();
});

describe("the earlier client's admin page", () => {
  it('gets a bare array of the newest orders, userId filled in, when it asks with no query string', async () => {
    const first = await call<Order>(server, 'POST', '/orders', { body: orderBody(), token: customer.token });
    const second = await call<Order>(server, 'POST', '/orders', { body: orderBody({ notes: 'second' }), token: customer.token });
    const res = await call<Order[]>(server, 'GET', '/admin/orders', { token: admin.token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((o) => o._id)).toEqual([second.body._id, first.body._id]);
    expect(res.body[0]!.userId).toEqual({ _id: customer.user._id, name: 'Ravi', phone: second.body.phone });
    // Any query at all keeps the paged answer the current dashboard reads.
    for (const url of ['/admin/orders?limit=1', '/admin/orders?q=second', '/admin/orders?status=Pending']) {
      const page = await call<OrderPage>(server, 'GET', url, { token: admin.token });
      expect(page.status, url).toBe(200);
      expect(Object.keys(page.body).sort(), url).toEqual(['data', 'nextCursor']);
    }
    expectError(await call(server, 'GET', '/admin/orders', { token: customer.token }), 403, undefined, 'admin_only');
  });

  it(`stops at the newest ${OLDER_CLIENT_LIST_MAX.toLocaleString('en-IN')} orders`, async () => {
    await seedOrders(server.database.db, OLDER_CLIENT_LIST_MAX + 5, null, { announce: false });
    const newest = await call<Order>(server, 'POST', '/orders', { body: orderBody({ notes: 'newest' }), token: customer.token });
    const res = await call<Order[]>(server, 'GET', '/admin/orders', { token: admin.token });
    expect(res.body).toHaveLength(OLDER_CLIENT_LIST_MAX);
    expect(res.body[0]!._id).toBe(newest.body._id);
    const created = res.body.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });
});

describe("the earlier client's Cancel button (DELETE /orders/{id})", () => {
  it('cancels a Pending order exactly as POST /orders/{id}/cancel does, and deletes nothing', async () => {
    const placed = await call<Order>(server, 'POST', '/orders', { body: orderBody(), token: customer.token });
    const res = await call<Order>(server, 'DELETE', `/orders/${placed.body._id}`, { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: placed.body._id, status: 'Cancelled' });
    const kept = await call<Order>(server, 'GET', `/orders/${placed.body._id}`, { token: customer.token });
    expect(kept.body.status).toBe('Cancelled');
    const again = await call(server, 'DELETE', `/orders/${placed.body._id}`, { token: customer.token });
    const viaPost = await call(server, 'POST', `/orders/${placed.body._id}/cancel`, { token: customer.token });
    expectError(again, 409, 'Only pending orders can be cancelled; this one is Cancelled.', 'order_not_cancellable');
    expect(again.body).toEqual(viaPost.body);
  });

  it("answers another customer's order as a missing one, and leaves it Pending", async () => {
    const placed = await call<Order>(server, 'POST', '/orders', { body: orderBody(), token: customer.token });
    expectError(await call(server, 'DELETE', `/orders/${placed.body._id}`, { token: other.token }), 404, 'Order not found.', 'not_found');
    expectError(await call(server, 'DELETE', '/orders/no-such-order', { token: other.token }), 404, 'Order not found.', 'not_found');
    expectError(await call(server, 'DELETE', `/orders/${placed.body._id}`), 401, undefined, 'auth_required');
    expect((await call<Order>(server, 'GET', `/orders/${placed.body._id}`, { token: customer.token })).body.status).toBe('Pending');
  });
});

describe("the earlier client's error display", () => {
  it('finds the words in `message` as well as `error`, on every kind of refusal', async () => {
    const answers = await Promise.all([
      call(server, 'POST', '/login', { body: { phone: '9876543210' } }),
      call(server, 'POST', '/login', { body: { phone: '9000011111', password: 'Wrong#123' } }),
      call(server, 'GET', '/orders'),
      call(server, 'GET', '/admin/orders', { token: customer.token }),
      call(server, 'GET', '/no-such-route'),
      call(server, 'POST', '/signup', { rawBody: '{not json' }),
    ]);
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      const body = res.body as { error: string; message: string };
      expect(body.message, JSON.stringify(body)).toBe(body.error);
      expect(body.error.length).toBeGreaterThan(0);
    }
  });
});

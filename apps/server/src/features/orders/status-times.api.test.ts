import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import { call, createAdminSession, orderBody, signupCustomer, sleep, startTestServer, type Session, type TestServer } from '../../test/harness';

/** Every status change records when it happened, so the customer's timeline can show it (docs/decisions/0037). */
let server: TestServer;
let customer: Session;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer();
  [customer, admin] = await Promise.all([signupCustomer(server, 'Timeline Tester'), createAdminSession(server)]);
});
afterAll(async () => {
  await server?.close();
});

async function book(): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody() });
  if (res.status !== 201) throw new Error(`POST /orders: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const ITEMS = { items: [{ service: 'Iron', item: 'Shirt', qty: 2, rate: 15 }], discount: 0, tax: 0 };

async function myOrder(id: string): Promise<Order> {
  const res = await call<Order>(server, 'GET', `/orders/${id}`, { token: customer.token });
  expect(res.status).toBe(200);
  return res.body;
}

describe('status times', () => {
  it('a booking is Pending from its creation, and no later step has a time yet', async () => {
    const order = await book();
    expect(order.statusTimes).toEqual({ Pending: order.createdAt, 'In Progress': null, Delivering: null, Completed: null, Cancelled: null });
    expect((await myOrder(order._id)).statusTimes).toEqual(order.statusTimes);
  });

  it('pickup, each status change and delivery record when they happened, on every answer and event', async () => {
    const order = await book();
    await sleep(3);
    const picked = await call<Order>(server, 'POST', `/admin/orders/${order._id}/pickup`, { token: admin.token, body: ITEMS });
    expect(picked.status).toBe(200);
    expect(picked.body.status).toBe('In Progress');
    expect(picked.body.statusTimes?.['In Progress']).toBe(picked.body.pricedAt);
    expect(picked.body.statusTimes?.Pending).toBe(order.createdAt);

    await sleep(3);
    const delivering = await call<Order>(server, 'PATCH', `/admin/orders/${order._id}/status`, {
      token: admin.token,
      body: { status: 'Delivering' },
    });
    expect(delivering.body.statusTimes?.Delivering).toBe(delivering.body.updatedAt);
    expect(String(delivering.body.statusTimes?.Delivering) > String(picked.body.statusTimes?.['In Progress'])).toBe(true);

    await sleep(3);
    const done = await call<Order>(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'Completed' } });
    expect(done.body.statusTimes).toEqual({
      Pending: order.createdAt,
      'In Progress': picked.body.statusTimes?.['In Progress'],
      Delivering: delivering.body.statusTimes?.Delivering,
      Completed: done.body.updatedAt,
      Cancelled: null,
    });
    // The customer's own reads and the admin's list carry the same times.
    expect((await myOrder(order._id)).statusTimes).toEqual(done.body.statusTimes);
    const page = await call<{ data: Order[] }>(server, 'GET', '/admin/orders?limit=200', { token: admin.token });
    expect(page.body.data.find((o) => o._id === order._id)?.statusTimes).toEqual(done.body.statusTimes);
  });

  it('editing the price of a priced order does not move its pickup time', async () => {
    const order = await book();
    const picked = await call<Order>(server, 'POST', `/admin/orders/${order._id}/pickup`, { token: admin.token, body: ITEMS });
    await sleep(3);
    const edited = await call<Order>(server, 'PATCH', `/admin/orders/${order._id}/pricing`, { token: admin.token, body: ITEMS });
    expect(edited.status).toBe(200);
    expect(edited.body.statusTimes?.['In Progress']).toBe(picked.body.statusTimes?.['In Progress']);
  });

  it("a customer's cancel and the shop's cancel both record when", async () => {
    const mine = await book();
    const cancelled = await call<Order>(server, 'POST', `/orders/${mine._id}/cancel`, { token: customer.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.statusTimes?.Cancelled).toBe(cancelled.body.updatedAt);

    const theirs = await book();
    const byShop = await call<Order>(server, 'PATCH', `/admin/orders/${theirs._id}/status`, { token: admin.token, body: { status: 'Cancelled' } });
    expect(byShop.body.statusTimes?.Cancelled).toBe(byShop.body.updatedAt);
  });

  it('a status reached again takes its newest time', async () => {
    const order = await book();
    const first = await call<Order>(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'Delivering' } });
    await sleep(3);
    await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'In Progress' } });
    const again = await call<Order>(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'Delivering' } });
    expect(String(again.body.statusTimes?.Delivering) > String(first.body.statusTimes?.Delivering)).toBe(true);
  });

  it('a manual order made at a later status has that status reached at its creation', async () => {
    const res = await call<Order>(server, 'POST', '/admin/orders', {
      token: admin.token,
      body: { ...ITEMS, phone: '9876500011', status: 'Completed' },
    });
    expect(res.status).toBe(201);
    expect(res.body.statusTimes).toEqual({
      Pending: res.body.createdAt,
      'In Progress': null,
      Delivering: null,
      Completed: res.body.createdAt,
      Cancelled: null,
    });
  });
});

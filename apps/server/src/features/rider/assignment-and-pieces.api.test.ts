import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  randomUUID,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';
import { act, assign, book, stopFor } from './rider-test-kit';

let server: TestServer;
let admin: Session;
let rider: Session;
let otherRider: Session;
let customer: Session;
let otherCustomer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, rider, otherRider, customer, otherCustomer] = await Promise.all([
    createAdminSession(server),
    createRiderSession(server, 'Ravi'),
    createRiderSession(server, 'Suresh'),
    signupCustomer(server, 'Lakshmi'),
    signupCustomer(server, 'Other'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

const ticketList = async () => (await call<{ tickets: Ticket[] }>(server, 'GET', '/api/tickets', { token: admin.token })).body.tickets;

describe('PATCH /admin/orders/{id}/rider', () => {
  it('assigns an active rider, reassigns, and unassigns, announcing each change', async () => {
    const order = await book(server, customer);
    const seen: Order[] = [];
    const listen = (o: Order) => {
      if (o._id === order._id) seen.push(o);
    };
    server.events.on('orderUpdated', listen);
    try {
      const first = await assign(server, admin, order._id, rider.user._id);
      expect(first.status).toBe(200);
      expect(first.body.rider).toEqual({ _id: rider.user._id, name: 'Ravi' });
      expect((await assign(server, admin, order._id, otherRider.user._id)).body.rider).toEqual({ _id: otherRider.user._id, name: 'Suresh' });
      expect((await assign(server, admin, order._id, null)).body.rider).toBeNull();
    } finally {
      server.events.off('orderUpdated', listen);
    }
    expect(seen.map((o) => o.rider?.name ?? null)).toEqual(['Ravi', 'Suresh', null]);
    expect((await call<Order>(server, 'GET', `/orders/${order._id}`, { token: customer.token })).body.rider).toBeNull();
  });

  it('takes only an active rider', async () => {
    const order = await book(server, customer);
    expectError(await assign(server, admin, order._id, randomUUID()), 400, 'No rider has this id.', 'validation_failed');
    expectError(await assign(server, admin, order._id, customer.user._id), 400, 'No rider has this id.', 'validation_failed');
    expectError(await assign(server, admin, order._id, admin.user._id), 400, 'No rider has this id.', 'validation_failed');
    const switchedOff = await createRiderSession(server, 'Gone');
    await server.database.db.updateTable('users').set({ active: 0 }).where('id', '=', switchedOff.user._id).execute();
    expectError(await assign(server, admin, order._id, switchedOff.user._id), 400, /switched off/, 'validation_failed');
    expectError(
      await call(server, 'PATCH', `/admin/orders/${order._id}/rider`, { token: admin.token, body: {} }),
      400,
      undefined,
      'validation_failed',
    );
    expect((await call<Order>(server, 'GET', `/orders/${order._id}`, { token: customer.token })).body.rider).toBeNull();
  });

  it('answers a missing order with 404, and gives no rider to a finished one', async () => {
    expectError(await assign(server, admin, randomUUID(), rider.user._id), 404, 'Order not found.', 'not_found');
    const order = await stopFor(server, customer, admin, rider);
    await call(server, 'POST', `/orders/${order._id}/cancel`, { token: customer.token });
    expectError(await assign(server, admin, order._id, otherRider.user._id), 409, /Cancelled/, 'stop_not_ready');
    expect((await assign(server, admin, order._id, null)).body.rider).toBeNull();
  });
});

describe('the customer answers the rider’s count', () => {
  it('confirms the count once it is recorded, once', async () => {
    const order = await stopFor(server, customer, admin, rider);
    expectError(await call(server, 'POST', `/orders/${order._id}/pieces/confirm`, { token: customer.token }), 409, /not counted/, 'stop_not_ready');
    await act(server, rider, order._id, 'pickup', { pieces: 6 });
    const confirmed = await call<Order>(server, 'POST', `/orders/${order._id}/pieces/confirm`, { token: customer.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.intake).toMatchObject({ pieces: 6, confirmedAt: expect.any(String) });
    const again = await call<Order>(server, 'POST', `/orders/${order._id}/pieces/confirm`, { token: customer.token, body: {} });
    expect(again.body.intake?.confirmedAt).toBe(confirmed.body.intake?.confirmedAt);
  });

  it('reports a difference as a ticket naming the order and both counts', async () => {
    const order = await stopFor(server, customer, admin, rider);
    expectError(
      await call(server, 'POST', `/orders/${order._id}/pieces/difference`, { token: customer.token, body: { count: 4 } }),
      409,
      undefined,
      'stop_not_ready',
    );
    await act(server, rider, order._id, 'pickup', { pieces: 5 });
    expectError(
      await call(server, 'POST', `/orders/${order._id}/pieces/difference`, { token: customer.token, body: { count: 5 } }),
      400,
      /counted 5 too/,
      'validation_failed',
    );
    const res = await call<Order>(server, 'POST', `/orders/${order._id}/pieces/difference`, {
      token: customer.token,
      body: { count: 6, note: 'One bedsheet is missing from the count' },
    });
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(order._id);
    const ticket = (await ticketList()).find((t) => t.orderId === order.orderNumber);
    expect(ticket).toBeDefined();
    expect(ticket!.issue).toBe(
      `Pieces differ on order ${order.orderNumber}: the rider counted 5, the customer counts 6. The customer adds: One bedsheet is missing from the count`,
    );
    expect(ticket).toMatchObject({ userName: 'Lakshmi', mobile: order.phone, status: 'open' });
    const mine = await call<{ tickets: Ticket[] }>(server, 'GET', '/api/tickets/mine', { token: customer.token });
    expect(mine.body.tickets.map((t) => t.orderId)).toContain(order.orderNumber);
  });

  it('answers another customer (and staff) about the order as about a missing one', async () => {
    const order = await stopFor(server, customer, admin, rider);
    await act(server, rider, order._id, 'pickup', { pieces: 2 });
    for (const path of ['pieces/confirm', 'pieces/difference']) {
      const missing = await call(server, 'POST', `/orders/${randomUUID()}/${path}`, { token: otherCustomer.token, body: { count: 1 } });
      expectError(missing, 404, 'Order not found.', 'not_found');
      for (const who of [otherCustomer, admin, rider]) {
        const res = await call(server, 'POST', `/orders/${order._id}/${path}`, { token: who.token, body: { count: 'bad' } });
        expect(res.status, path).toBe(404);
        expect(res.body).toEqual(missing.body);
      }
    }
    expect((await call<Order>(server, 'GET', `/orders/${order._id}`, { token: customer.token })).body.intake?.confirmedAt).toBeNull();
  });
});

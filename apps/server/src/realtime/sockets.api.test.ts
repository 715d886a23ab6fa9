import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deleted } from '@laundry/shared/contracts/common';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { call, createAdminSession, orderBody, signupCustomer, startTestServer, type Session, type TestServer } from '../test/harness';
import { connectError, connectErrorCode, connectSocket, recordEvents, waitForEvent } from '../test/sockets';

let server: TestServer;
let admin: Session;
let otherAdmin: Session;
let alice: Session;
let bob: Session;
const open: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  [admin, otherAdmin, alice, bob] = await Promise.all([
    createAdminSession(server),
    createAdminSession(server, 'Second Admin'),
    signupCustomer(server, 'Alice'),
    signupCustomer(server, 'Bob'),
  ]);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await server?.close();
});

async function connect(namespace: string, token: string): Promise<Socket> {
  const socket = await connectSocket(server.baseUrl, namespace, token);
  open.push(socket);
  return socket;
}

async function placeOrder(who: Session): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: who.token, body: orderBody() });
  expect(res.status).toBe(201);
  return res.body;
}

const sameId = (id: string) => (payload: { _id: string }) => payload._id === id;

describe('the /admin namespace', () => {
  it('refuses a missing, a customer, a forged and an expired token with a connect error', async () => {
    const expired = await new SignJWT({ role: 'admin', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.user._id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    const forged = await new SignJWT({ role: 'admin', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.user._id)
      .setExpirationTime('1h')
      .sign(randomBytes(32));
    for (const token of [undefined, '', alice.token, 'not-a-token', forged, expired]) {
      const error = await connectError(server.baseUrl, '/admin', token);
      expect(error, String(token)).toBeInstanceOf(Error);
      expect(error!.message).toMatch(/required|invalid|expired/i);
      expect(connectErrorCode(error), String(token)).toBe(token ? (token === alice.token ? 'admin_only' : 'session_expired') : 'auth_required');
    }
    expect(await connectError(server.baseUrl, '/admin', admin.token)).toBeNull();
  });

  it('carries every order change, whole, from any source', async () => {
    const socket = await connect('/admin', admin.token);

    // a customer books
    let next = waitForEvent<Order>(socket, 'admin:newOrder');
    const order = await placeOrder(alice);
    expect(await next).toEqual(order);

    // another admin changes its status
    next = waitForEvent<Order>(socket, 'admin:orderUpdated', sameId(order._id));
    const status = await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: otherAdmin.token, body: { status: 'Delivering' } });
    expect(await next).toEqual(status.body);

    // pricing, by pickup and by edit
    next = waitForEvent<Order>(socket, 'admin:orderUpdated', sameId(order._id));
    const priced = await call(server, 'POST', `/admin/orders/${order._id}/pickup`, {
      token: admin.token,
      body: { items: [{ item: 'Shirt', qty: 2, rate: 20 }] },
    });
    expect(await next).toEqual(priced.body);
    next = waitForEvent<Order>(socket, 'admin:orderUpdated', sameId(order._id));
    const edited = await call(server, 'PATCH', `/admin/orders/${order._id}/pricing`, {
      token: admin.token,
      body: { items: [{ item: 'Shirt', qty: 3, rate: 20 }] },
    });
    expect(await next).toEqual(edited.body);

    // the customer cancels another order
    const second = await placeOrder(bob);
    next = waitForEvent<Order>(socket, 'admin:orderUpdated', sameId(second._id));
    const cancelled = await call(server, 'POST', `/orders/${second._id}/cancel`, { token: bob.token });
    expect(await next).toEqual(cancelled.body);

    // the shop enters a manual order
    next = waitForEvent<Order>(socket, 'admin:newOrder', (o) => o.source === 'manual');
    const manual = await call(server, 'POST', '/admin/orders', {
      token: otherAdmin.token,
      body: { phone: '9876511111', items: [{ item: 'Saree', qty: 1, rate: 100 }] },
    });
    expect(await next).toEqual(manual.body);

    // deletion
    const deleted = waitForEvent<Deleted>(socket, 'admin:orderDeleted', sameId(order._id));
    await call(server, 'DELETE', `/admin/orders/${order._id}`, { token: admin.token });
    expect(await deleted).toEqual({ _id: order._id });
  });

  it('carries every ticket change, whole', async () => {
    const socket = await connect('/admin', admin.token);
    const created = waitForEvent<Ticket>(socket, 'admin:newTicket');
    const ticket = await call<Ticket>(server, 'POST', '/api/tickets', {
      body: { userName: 'Visitor', mobile: '9876543210', orderId: 'None', issue: 'Where is my order?' },
    });
    expect(await created).toEqual(ticket.body);

    const steps: [string, string, unknown?][] = [
      ['POST', `/api/tickets/${ticket.body._id}/reply`, { message: 'Contacted by admin' }],
      ['POST', `/api/tickets/${ticket.body._id}/close`],
      ['PUT', `/api/tickets/${ticket.body._id}`, { status: 'open' }],
    ];
    for (const [method, url, body] of steps) {
      const updated = waitForEvent<Ticket>(socket, 'admin:ticketUpdated', sameId(ticket.body._id));
      const res = await call(server, method, url, { token: otherAdmin.token, body });
      expect(await updated).toEqual(res.body);
    }

    const deleted = waitForEvent<Deleted>(socket, 'admin:ticketDeleted', sameId(ticket.body._id));
    await call(server, 'DELETE', `/api/tickets/${ticket.body._id}`, { token: admin.token });
    expect(await deleted).toEqual({ _id: ticket.body._id });
  });

  it('reaches every connected admin', async () => {
    const [one, two] = await Promise.all([connect('/admin', admin.token), connect('/admin', otherAdmin.token)]);
    const both = Promise.all([waitForEvent<Order>(one, 'admin:newOrder'), waitForEvent<Order>(two, 'admin:newOrder')]);
    const order = await placeOrder(bob);
    expect(await both).toEqual([order, order]);
  });
});

describe('the /customer namespace', () => {
  it('refuses a missing or invalid token', async () => {
    for (const token of [undefined, '', 'not-a-token']) {
      expect(await connectError(server.baseUrl, '/customer', token)).toBeInstanceOf(Error);
    }
    expect(await connectError(server.baseUrl, '/customer', alice.token)).toBeNull();
  });

  it("delivers the caller's own order changes and nobody else's", async () => {
    const aliceSocket = await connect('/customer', alice.token);
    const bobSocket = await connect('/customer', bob.token);
    const bobSaw = recordEvents(bobSocket);
    const aliceSaw = recordEvents(aliceSocket);

    let next = waitForEvent<Order>(aliceSocket, 'order:new');
    const order = await placeOrder(alice);
    expect(await next).toEqual(order);

    next = waitForEvent<Order>(aliceSocket, 'order:updated', sameId(order._id));
    const status = await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'In Progress' } });
    expect(await next).toEqual(status.body);

    next = waitForEvent<Order>(aliceSocket, 'order:updated', sameId(order._id));
    const priced = await call(server, 'PATCH', `/admin/orders/${order._id}/pricing`, {
      token: admin.token,
      body: { items: [{ item: 'Shirt', qty: 1, rate: 20 }] },
    });
    expect(await next).toEqual(priced.body);

    // a manual order for Alice's phone is hers too
    next = waitForEvent<Order>(aliceSocket, 'order:new', (o) => o.source === 'manual');
    const manual = await call(server, 'POST', '/admin/orders', {
      token: admin.token,
      body: { phone: alice.user.phone, items: [{ item: 'Saree', qty: 1, rate: 100 }] },
    });
    expect(await next).toEqual(manual.body);

    const deleted = waitForEvent<Deleted>(aliceSocket, 'order:deleted', sameId(order._id));
    await call(server, 'DELETE', `/admin/orders/${order._id}`, { token: admin.token });
    expect(await deleted).toEqual({ _id: order._id });

    // Bob's own order is a barrier: events arrive in order, so once it is in, anything about
    // Alice's orders would have arrived before it.
    const barrier = waitForEvent<Order>(bobSocket, 'order:new');
    const bobs = await placeOrder(bob);
    await barrier;
    const bobIds = [...bobSaw.values()].flat().map((p) => (p as { _id: string })._id);
    expect(bobIds).toEqual([bobs._id]);
    expect([...aliceSaw.values()].flat().map((p) => (p as { _id: string })._id)).not.toContain(bobs._id);
    // no admin events leak into the customer namespace
    expect([...aliceSaw.keys()].every((event) => event.startsWith('order:'))).toBe(true);
  });

  it('tells a customer nothing about tickets', async () => {
    const socket = await connect('/customer', alice.token);
    const saw = recordEvents(socket);
    await call(server, 'POST', '/api/tickets', { body: { userName: 'Alice', mobile: alice.user.phone, orderId: '', issue: 'Hello' } });
    const barrier = waitForEvent<Order>(socket, 'order:new');
    await placeOrder(alice);
    await barrier;
    expect([...saw.keys()]).toEqual(['order:new']);
  });
});

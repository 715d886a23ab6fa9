import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import { claimed, deliveredOrder, flagged, pricedOrder, putPhoto } from '../features/care/care-test-kit';
import { jpegBytes } from '../features/rider/rider-test-kit';
import { FakeRazorpay } from '../test/fake-razorpay';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  orderBody,
  randomUUID,
  signupCustomer,
  startTestServer,
  uniquePhone,
  type Session,
  type TestServer,
} from '../test/harness';

/**
 * customer: any signed-in account; customer-only: customers, and staff are told where to go
 * instead; rider: the shop's riders only (docs/decisions/0048); whatsapp: Meta's signed webhook
 * calls only, whoever else asks (docs/decisions/0055); razorpay: the gateway's signed webhook alike (docs/decisions/0085).
 */
type Access = 'public' | 'customer' | 'customer-only' | 'admin' | 'rider' | 'whatsapp' | 'razorpay';

/** Every route of the API and who may call it; a route missing here fails the first test. */
const ACCESS: Record<string, Access> = {
  'GET /health': 'public',
  'GET /health/ready': 'public',
  // The scheduled backups' outcome for the dashboard (docs/decisions/0082)
  'GET /admin/backups': 'admin',
  'POST /signup': 'public',
  'POST /login': 'public',
  'GET /profile': 'customer',
  'PATCH /profile': 'customer',
  'POST /auth/forgot-password/request-otp': 'public',
  'POST /auth/forgot-password/reset': 'public',
  // Any signed-in account, staff too: the current password proves it (docs/decisions/0089).
  'POST /auth/change-password': 'customer',
  'GET /api/prices': 'public',
  'PATCH /api/prices/:name': 'admin',
  'POST /api/prices/bulk-upsert': 'admin',
  // The shop's price list editor (docs/decisions/0066)
  'POST /api/prices': 'admin',
  'DELETE /api/prices/:name': 'admin',
  'PUT /api/prices/per-kg/:service': 'admin',
  'DELETE /api/prices/per-kg/:service': 'admin',
  'GET /api/prices/history': 'admin',
  'GET /api/orders/track': 'public',
  'POST /api/tickets': 'public',
  'POST /api/tickets/contact': 'public',
  'GET /api/tickets/mine': 'customer',
  'GET /api/tickets': 'admin',
  'PUT /api/tickets/:id': 'admin',
  'DELETE /api/tickets/:id': 'admin',
  'POST /api/tickets/:id/reply': 'admin',
  'POST /api/tickets/:id/close': 'admin',
  'GET /admin/orders': 'admin',
  'POST /admin/orders': 'admin',
  'GET /admin/orders/stats': 'admin',
  'DELETE /admin/orders/:id': 'admin',
  'PATCH /admin/orders/:id/status': 'admin',
  'POST /admin/orders/:id/pickup': 'admin',
  'PATCH /admin/orders/:id/pricing': 'admin',
  'POST /orders': 'customer-only',
  'GET /orders': 'customer',
  'GET /orders/:id': 'customer',
  'POST /orders/:id/cancel': 'customer',
  'DELETE /orders/:id': 'customer',
  'GET /admin/customers': 'admin',
  'POST /admin/customers/:id/reset-code': 'admin',
  // Payments (docs/decisions/0046)
  'GET /api/shop': 'public',
  'PATCH /admin/shop': 'admin',
  'GET /admin/dues': 'admin',
  'GET /admin/takings': 'admin',
  'PUT /admin/takings/:date/cash-count': 'admin',
  'POST /admin/orders/:id/payments': 'admin',
  'POST /admin/orders/:id/payments/:paymentId/reverse': 'admin',
  'POST /orders/:id/payment-reports': 'customer',
  'POST /admin/payment-reports/:id/confirm': 'admin',
  'POST /admin/payment-reports/:id/reject': 'admin',
  // A payment's receipt (docs/decisions/0073): the order's customer or the shop; see its own test below.
  'GET /orders/:id/receipts/:paymentId': 'customer',
  'POST /admin/statements': 'admin',
  'GET /admin/statements/unmatched': 'admin',
  'GET /admin/statements/:id': 'admin',
  'POST /admin/statements/:id/confirm': 'admin',
  'GET /referrals/mine': 'customer',
  'GET /api/plans': 'public',
  'GET /admin/plans': 'admin',
  'POST /admin/plans': 'admin',
  'PATCH /admin/plans/:id': 'admin',
  'GET /admin/subscriptions': 'admin',
  'GET /subscriptions/mine': 'customer',
  // Staff are refused (customer_only) as on POST /orders; that is tested in subscriptions.api.test.ts,
  // since the customer-only test below books with an order's body.
  'POST /subscriptions': 'customer',
  'PATCH /subscriptions/:id': 'customer',
  'POST /subscriptions/:id/skip': 'customer',
  // The day on the road (docs/decisions/0048): each feature adds its routes here.
  'GET /api/service-area': 'public',
  'GET /api/slots': 'public',
  'PUT /admin/service-area': 'admin',
  'GET /admin/closed-dates': 'admin',
  'PUT /admin/closed-dates': 'admin',
  'GET /admin/staff': 'admin',
  'POST /admin/staff': 'admin',
  'PATCH /admin/staff/:id': 'admin',
  'PATCH /admin/orders/:id/rider': 'admin',
  'GET /rider/stops': 'rider',
  'POST /rider/orders/:id/on-the-way': 'rider',
  'POST /rider/orders/:id/photos': 'rider',
  'POST /rider/orders/:id/pickup': 'rider',
  'POST /rider/orders/:id/out-for-delivery': 'rider',
  'POST /rider/orders/:id/delivered': 'rider',
  'POST /rider/orders/:id/not-available': 'rider',
  // The order's customer, an admin or its assigned rider; anyone else is told the order is missing.
  'GET /orders/:id/photos/:photoId': 'customer',
  'POST /orders/:id/pieces/confirm': 'customer',
  'POST /orders/:id/pieces/difference': 'customer',
  // Messages (docs/decisions/0055)
  'GET /admin/messages': 'admin',
  'POST /admin/messages/:id/resend': 'admin',
  'POST /admin/messages/:id/clicked': 'admin',
  'GET /admin/message-texts': 'admin',
  'PUT /admin/message-texts': 'admin',
  'GET /webhooks/whatsapp': 'whatsapp',
  'POST /webhooks/whatsapp': 'whatsapp',
  // Inside the shop (docs/decisions/0056)
  'GET /admin/pieces/:code': 'admin',
  'PATCH /admin/orders/:id/pieces': 'admin',
  'PUT /admin/orders/:id/rack': 'admin',
  'POST /admin/racks/check': 'admin',
  'GET /admin/today': 'admin',
  // Stains and claims (docs/decisions/0057): the order's customer only, or the shop; see the last test.
  'POST /admin/orders/:id/stains': 'admin',
  'PUT /admin/stains/:id/photo': 'admin',
  'GET /orders/:id/stains/:stainId/photo': 'customer',
  'POST /orders/:id/stains/:stainId/decision': 'customer',
  'POST /orders/:id/claims': 'customer',
  'GET /admin/claims': 'admin',
  'POST /admin/claims/:id/resolve': 'admin',
  // A slipped promise (docs/decisions/0059): the shop alone moves it; see the last test.
  'POST /admin/orders/:id/ready-by': 'admin',
  // Customers the shop knows (docs/decisions/0070): each account its own addresses; see the last test.
  'GET /addresses': 'customer',
  'POST /addresses': 'customer',
  'PATCH /addresses/:id': 'customer',
  'DELETE /addresses/:id': 'customer',
  'POST /admin/customers': 'admin',
  'GET /admin/customers/:id': 'admin',
  'PATCH /admin/customers/:id': 'admin',
  'GET /admin/customers/:id/addresses': 'admin',
  'POST /admin/customers/:id/addresses': 'admin',
  'PATCH /admin/customers/:id/addresses/:addressId': 'admin',
  'DELETE /admin/customers/:id/addresses/:addressId': 'admin',
  'POST /admin/staff/:id/password': 'admin',
  // The rider's day-end (docs/decisions/0074): the rider's own day; the shop confirms handovers. See the last test.
  'GET /rider/day': 'rider',
  'POST /admin/riders/:id/handovers': 'admin',
  // Bookings taken for a customer (docs/decisions/0072)
  'POST /admin/bookings': 'admin',
  'POST /rider/bookings': 'rider',
  // Online payments and refunds (docs/decisions/0085): the order's customer, the shop refunds; see the last test.
  'GET /api/payments/online': 'public',
  'POST /orders/:id/online-payments': 'customer',
  'POST /orders/:id/online-payments/check': 'customer',
  'POST /admin/orders/:id/refunds': 'admin',
  'POST /webhooks/razorpay': 'razorpay',
  // The gateway's settlements (docs/decisions/0088): the shop's figures.
  'GET /admin/gateway/settlements': 'admin',
  'POST /admin/gateway/settlements/fetch': 'admin',
  // Web Push and messages without hand work (docs/decisions/0081): every account its own browsers; see the last test.
  'GET /push/key': 'public',
  'POST /push/subscriptions': 'customer',
  'DELETE /push/subscriptions': 'customer',
  'POST /admin/messages/:id/skip': 'admin',
  'GET /admin/messages/setup': 'admin',
  'POST /admin/messages/test': 'admin',
  // The customer's wallet (docs/decisions/0086): their own credit, spent on their own order; see its test below.
  'GET /wallet': 'customer',
  'POST /orders/:id/pay-from-credit': 'customer',
  // Prepaid packs (docs/decisions/0087): offers for all to read, the shop's to change and sell; see its test below.
  'GET /api/packs': 'public',
  'GET /admin/packs': 'admin',
  'POST /admin/packs': 'admin',
  'PATCH /admin/packs/:id': 'admin',
  'POST /admin/packs/sales': 'admin',
  'POST /wallet/packs': 'customer',
  'POST /wallet/packs/:id/check': 'customer',
  // Going live, the audit trail and the customer's own data (docs/decisions/0083, 0084); see the last test.
  'GET /admin/go-live': 'admin',
  'POST /admin/go-live/:item/confirm': 'admin',
  'POST /admin/go-live/seen': 'admin',
  'GET /admin/audit': 'admin',
  'GET /profile/export': 'customer',
  'DELETE /profile': 'customer',
};

/** Reads Fastify's route tree ("├── /orders (POST, GET, HEAD)") back into "METHOD /path" keys. */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*)(\/\S*|\*) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${stack.join('')}`);
    }
  }
  return routes;
}

let server: TestServer;
let customer: Session;
let customerB: Session;
let admin: Session;
let rider: Session;
const RZP_KEYS = { keyId: 'rzp_test_roles', keySecret: 'roles-secret', webhookSecret: 'roles-hook' };
let rzp: FakeRazorpay;
beforeAll(async () => {
  rzp = await new FakeRazorpay(RZP_KEYS).start();
  const vapid = webpush.generateVAPIDKeys();
  server = await startTestServer({ razorpay: { ...RZP_KEYS, apiBase: rzp.baseUrl }, push: { ...vapid, subject: 'mailto:shop@example.com' } });
  [customer, customerB, admin, rider] = await Promise.all([
    signupCustomer(server),
    signupCustomer(server, 'Customer B'),
    createAdminSession(server),
    createRiderSession(server),
  ]);
});
afterAll(async () => {
  await server?.close();
  await rzp?.stop();
});

const concrete = (key: string) => {
  const [method, path] = key.split(' ') as [string, string];
  return {
    method,
    url: path
      .replace(':id', 'some-id')
      .replace(':name', 'Tie')
      .replace(':code', '1042-03')
      .replace(':stainId', 'some-stain')
      .replace(':addressId', 'some-address')
      .replace(':service', 'Wash and Fold')
      .replace(':item', 'prices'),
    body: method === 'GET' ? undefined : {},
  };
};

describe('who may call what', () => {
  it('has an access rule for every registered route, and no rule for a route that is gone', () => {
    const routes = registeredRoutes(server.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(20);
    expect([...routes].sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it('answers 401 {error} without a token or with a bad one on every protected route', async () => {
    for (const [key, access] of Object.entries(ACCESS)) {
      if (access === 'public' || access === 'whatsapp' || access === 'razorpay') continue;
      const { method, url, body } = concrete(key);
      expectError(await call(server, method, url, { body }), 401, undefined, 'auth_required');
      expectError(await call(server, method, url, { body, headers: { authorization: 'Bearer nonsense' } }), 401, undefined, 'session_expired');
    }
  });

  it('answers 403 {error} to a customer and a rider on every admin route, and lets the admin past the guard', async () => {
    for (const [key, access] of Object.entries(ACCESS)) {
      if (access !== 'admin') continue;
      const { method, url, body } = concrete(key);
      expectError(await call(server, method, url, { body, token: customer.token }), 403, 'Admin access required.', 'admin_only');
      expectError(await call(server, method, url, { body, token: rider.token }), 403, 'Admin access required.', 'admin_only');
      const asAdmin = await call(server, method, url, { body, token: admin.token });
      expect([401, 403], key).not.toContain(asAdmin.status);
      expect(asAdmin.status, key).toBeLessThan(500);
    }
  });

  it('answers 403 {error} to a customer and an admin on every rider route, and lets the rider past the guard', async () => {
    for (const [key, access] of Object.entries(ACCESS)) {
      if (access !== 'rider') continue;
      const { method, url, body } = concrete(key);
      expectError(await call(server, method, url, { body, token: customer.token }), 403, 'Rider access required.', 'rider_only');
      expectError(await call(server, method, url, { body, token: admin.token }), 403, 'Rider access required.', 'rider_only');
      const asRider = await call(server, method, url, { body, token: rider.token });
      expect([401, 403], key).not.toContain(asRider.status);
      expect(asRider.status, key).toBeLessThan(500);
    }
  });

  it('answers 401 invalid_signature on the WhatsApp webhook to a visitor, a customer, a rider and an admin alike', async () => {
    for (const [key, access] of Object.entries(ACCESS)) {
      if (access !== 'whatsapp') continue;
      const { method, url, body } = concrete(key);
      for (const token of [undefined, customer.token, customerB.token, rider.token, admin.token]) {
        expectError(await call(server, method, url, { body, token }), 401, undefined, 'invalid_signature');
      }
    }
  });

  it('answers 400 webhook_signature_invalid on the Razorpay webhook to a visitor, a customer, a rider and an admin alike', async () => {
    for (const [key, access] of Object.entries(ACCESS)) {
      if (access !== 'razorpay') continue;
      const { method, url, body } = concrete(key);
      for (const token of [undefined, customer.token, customerB.token, rider.token, admin.token]) {
        expectError(await call(server, method, url, { body, token }), 400, undefined, 'webhook_signature_invalid');
      }
    }
  });

  it('lets a visitor reach every public route, and a customer every customer route', async () => {
    for (const [key, access] of Object.entries(ACCESS)) {
      if (access === 'admin' || access === 'rider' || access === 'whatsapp' || access === 'razorpay') continue;
      const { method, url, body } = concrete(key);
      const token = access === 'public' ? undefined : customer.token;
      const res = await call(server, method, url, { body, token });
      expect([401, 403], key).not.toContain(res.status);
      expect(res.status, key).toBeLessThan(500);
    }
  });

  it('tells staff to book for the customer on customer-only routes, in words and no API path, and writes nothing', async () => {
    const count = async () => (await call<{ data: unknown[] }>(server, 'GET', '/admin/orders?limit=100', { token: admin.token })).body.data.length;
    const before = await count();
    for (const [key, access] of Object.entries(ACCESS)) {
      if (access !== 'customer-only') continue;
      const { method, url } = concrete(key);
      expectError(await call(server, method, url, { body: orderBody(), token: admin.token }), 403, /^[^/]*Book Order[^/]*$/, 'customer_only');
      expectError(await call(server, method, url, { body: orderBody(), token: rider.token }), 403, undefined, 'customer_only');
      expect((await call(server, method, url, { body: orderBody(), token: customer.token })).status, key).toBe(201);
    }
    expect(await count()).toBe(before + 1);
  });

  it("answers customer B about customer A's order exactly as about a missing one", async () => {
    const placed = await call<Order>(server, 'POST', '/orders', { body: orderBody(), token: customer.token });
    expect(placed.status).toBe(201);
    for (const [key, access] of Object.entries(ACCESS)) {
      // Orders' routes: other features' own-or-404 is tested in their files.
      if (!key.includes('/orders/:id') || (access !== 'customer' && access !== 'customer-only')) continue;
      const [method, path] = key.split(' ') as [string, string];
      const asB = await call(server, method, path.replace(':id', placed.body._id), { token: customerB.token });
      const missing = await call(server, method, path.replace(':id', randomUUID()), { token: customerB.token });
      expectError(asB, 404, 'Order not found.', 'not_found');
      expect(asB.body, key).toEqual(missing.body);
    }
    const mine = await call<Order>(server, 'GET', `/orders/${placed.body._id}`, { token: customer.token });
    expect(mine.body.status).toBe('Pending');
  });

  it('answers the stain and claim routes to each role: the order’s customer and the shop, 404 to anyone else', async () => {
    const order = await pricedOrder(server, admin, customer);
    await call(server, 'PATCH', `/admin/orders/${order._id}/rider`, { token: admin.token, body: { riderId: rider.user._id } });
    const delivered = await deliveredOrder(server, admin, customer);
    const tag = order.pieces[0]!.tag;
    /** Each call with its own fresh stain or claim, so every role meets the same state. */
    const calls: Record<string, () => Promise<{ method: string; url: string; body?: unknown; raw?: Buffer }>> = {
      'POST /admin/orders/:id/stains': async () => ({
        method: 'POST',
        url: `/admin/orders/${order._id}/stains`,
        body: { tag: order.pieces[1]!.tag, kind: 'stain', note: 'Ink', charge: 0 },
      }),
      'PUT /admin/stains/:id/photo': async () => ({ method: 'PUT', url: `/admin/stains/${await stainId()}/photo`, raw: jpegBytes() }),
      'GET /orders/:id/stains/:stainId/photo': async () => ({ method: 'GET', url: `/orders/${order._id}/stains/${await stainId(true)}/photo` }),
      'POST /orders/:id/stains/:stainId/decision': async () => ({
        method: 'POST',
        url: `/orders/${order._id}/stains/${await stainId()}/decision`,
        body: { decision: 'decline' },
      }),
      'POST /orders/:id/claims': async () => ({
        method: 'POST',
        url: `/orders/${delivered._id}/claims`,
        body: { tag: delivered.pieces[0]!.tag, kind: 'missing', note: 'Not in the bag' },
      }),
      'GET /admin/claims': async () => ({ method: 'GET', url: '/admin/claims?status=open' }),
      'POST /admin/claims/:id/resolve': async () => ({
        method: 'POST',
        url: `/admin/claims/${await claimId()}/resolve`,
        body: { outcome: 'rejected', reason: 'No fault found' },
      }),
    };
    async function stainId(withPhoto = false): Promise<string> {
      // Each piece holds one pending stain: the one before is answered first.
      await server.database.db.updateTable('stains').set({ status: 'declined' }).where('tag', '=', tag).execute();
      const { stainId: id } = await flagged(server, admin, order, tag, 0);
      if (withPhoto) await putPhoto(server, admin.token, id, jpegBytes());
      return id;
    }
    async function claimId(): Promise<string> {
      await server.database.db
        .updateTable('claims')
        .set({ status: 'resolved', outcome: 'rejected', resolvedAt: new Date().toISOString() })
        .where('tag', '=', delivered.pieces[1]!.tag)
        .execute();
      return claimed(server, customer, delivered, delivered.pieces[1]!.tag);
    }
    const admins = { visitor: 401, customerA: 403, customerB: 403, rider: 403 };
    const owners = { visitor: 401, customerB: 404, rider: 404 };
    const expected: Record<string, Record<string, number>> = {
      'POST /admin/orders/:id/stains': { ...admins, admin: 201 },
      'PUT /admin/stains/:id/photo': { ...admins, admin: 200 },
      'GET /orders/:id/stains/:stainId/photo': { ...owners, customerA: 200, admin: 200 },
      'POST /orders/:id/stains/:stainId/decision': { ...owners, customerA: 200, admin: 404 },
      'POST /orders/:id/claims': { ...owners, customerA: 201, admin: 404 },
      'GET /admin/claims': { ...admins, admin: 200 },
      'POST /admin/claims/:id/resolve': { ...admins, admin: 200 },
    };
    const tokens: Record<string, string | undefined> = {
      visitor: undefined,
      customerA: customer.token,
      customerB: customerB.token,
      rider: rider.token,
      admin: admin.token,
    };
    expect(Object.keys(calls).sort()).toEqual(
      Object.keys(ACCESS)
        .filter((k) => /stains|claims/.test(k))
        .sort(),
    );
    for (const [key, byRole] of Object.entries(expected)) {
      for (const [role, status] of Object.entries(byRole)) {
        // The claim taken by customer A is released again, so the next role claims the same piece.
        await server.database.db
          .updateTable('claims')
          .set({ status: 'resolved', outcome: 'rejected', resolvedAt: new Date().toISOString() })
          .where('tag', '=', delivered.pieces[0]!.tag)
          .execute();
        const { method, url, body, raw } = await calls[key]!();
        const token = tokens[role];
        const res = raw
          ? await fetch(`${server.baseUrl}${url}`, {
              method,
              headers: { 'content-type': 'image/jpeg', ...(token ? { authorization: `Bearer ${token}` } : {}) },
              body: new Uint8Array(raw),
            })
          : await fetch(`${server.baseUrl}${url}`, {
              method,
              headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
              body: body ? JSON.stringify(body) : undefined,
            });
        expect(res.status, `${key} as ${role}`).toBe(status);
        if (status === 404) expect(await res.json(), `${key} as ${role}`).toMatchObject({ code: 'not_found', error: 'Order not found.' });
      }
    }
  });

  it('lets only the admin move a ready-by promise: 401 to a visitor, 403 to customers A and B and the rider', async () => {
    const placed = await call<Order>(server, 'POST', '/orders', { body: orderBody(), token: customer.token });
    const body = { readyBy: new Date(Date.now() + 30 * 3_600_000).toISOString(), note: 'Rain' };
    const expected: [string, string | undefined, number][] = [
      ['visitor', undefined, 401],
      ['customerA', customer.token, 403],
      ['customerB', customerB.token, 403],
      ['rider', rider.token, 403],
      ['admin', admin.token, 200],
    ];
    for (const [role, token, status] of expected) {
      const res = await call<Order>(server, 'POST', `/admin/orders/${placed.body._id}/ready-by`, { token, body });
      expect(res.status, role).toBe(status);
    }
    // Customer A reads the moved promise on their own order; customer B is told it is missing.
    const mine = await call<Order>(server, 'GET', `/orders/${placed.body._id}`, { token: customer.token });
    expect(mine.body).toMatchObject({ readyBy: body.readyBy, readyByNote: 'Rain', readyByWas: placed.body.readyBy });
    expectError(await call(server, 'GET', `/orders/${placed.body._id}`, { token: customerB.token }), 404, 'Order not found.', 'not_found');
  });

  it('answers a receipt and the payment routes to each role: the order’s customer and the shop read it, only the shop records', async () => {
    const order = await pricedOrder(server, admin, customer);
    const recorded = await call<Order>(server, 'POST', `/admin/orders/${order._id}/payments`, {
      token: admin.token,
      body: { method: 'cash', amount: 1 },
    });
    const entry = recorded.body.payments[0]!;
    expect(entry.receiptNumber).toMatch(/^R\//);
    const roles: [string, string | undefined, number, number][] = [
      // role, token, reading the receipt, recording and reversing
      ['visitor', undefined, 401, 401],
      ['customerA', customer.token, 200, 403],
      ['customerB', customerB.token, 404, 403],
      ['rider', rider.token, 404, 403],
      ['admin', admin.token, 200, 200],
    ];
    for (const [role, token, read, write] of roles) {
      const res = await call(server, 'GET', `/orders/${order._id}/receipts/${entry._id}`, { token });
      expect(res.status, role).toBe(read);
      if (read === 404) expectError(res, 404, 'Order not found.', 'not_found');
      if (read === 200) expect(res.body, role).toMatchObject({ number: entry.receiptNumber, amount: 1 });
      const paid = await call(server, 'POST', `/admin/orders/${order._id}/payments`, { token, body: { method: 'cash', amount: 1 } });
      expect(paid.status, role).toBe(write);
    }
    const reverse = (token: string | undefined) =>
      call(server, 'POST', `/admin/orders/${order._id}/payments/${entry._id}/reverse`, { token, body: { reason: 'Mistake' } });
    // Others are refused before anything is written; the admin's reversal is the one that happens.
    for (const [role, token, , write] of roles) expect((await reverse(token)).status, role).toBe(write);
  });

  it('answers the customers, addresses and staff-password routes to each role: own addresses only, the list to the shop', async () => {
    const address = { label: 'Home', address: '12-3, Gandhi Nagar, Kakinada', pincode: '533001' };
    const saveForA = async () => (await call<{ _id: string }>(server, 'POST', '/addresses', { token: customer.token, body: address })).body._id;
    const [patched, deleted, shopDeleted] = [await saveForA(), await saveForA(), await saveForA()];
    const target = await createRiderSession(server, 'Reset Target');
    const a = customer.user._id;
    const calls: Record<string, () => { method: string; url: string; body?: unknown }> = {
      'GET /addresses': () => ({ method: 'GET', url: '/addresses' }),
      'POST /addresses': () => ({ method: 'POST', url: '/addresses', body: { ...address, label: 'Office' } }),
      'PATCH /addresses/:id': () => ({ method: 'PATCH', url: `/addresses/${patched}`, body: { label: 'Hostel' } }),
      'DELETE /addresses/:id': () => ({ method: 'DELETE', url: `/addresses/${deleted}` }),
      'GET /admin/customers': () => ({ method: 'GET', url: '/admin/customers?q=Customer' }),
      'POST /admin/customers': () => ({ method: 'POST', url: '/admin/customers', body: { name: 'Walk In', phone: uniquePhone() } }),
      'GET /admin/customers/:id': () => ({ method: 'GET', url: `/admin/customers/${a}` }),
      'PATCH /admin/customers/:id': () => ({ method: 'PATCH', url: `/admin/customers/${a}`, body: { notes: 'Gate code 1234' } }),
      'GET /admin/customers/:id/addresses': () => ({ method: 'GET', url: `/admin/customers/${a}/addresses` }),
      'POST /admin/customers/:id/addresses': () => ({ method: 'POST', url: `/admin/customers/${a}/addresses`, body: address }),
      'PATCH /admin/customers/:id/addresses/:addressId': () => ({
        method: 'PATCH',
        url: `/admin/customers/${a}/addresses/${patched}`,
        body: { label: 'Flat' },
      }),
      'DELETE /admin/customers/:id/addresses/:addressId': () => ({ method: 'DELETE', url: `/admin/customers/${a}/addresses/${shopDeleted}` }),
      'POST /admin/staff/:id/password': () => ({ method: 'POST', url: `/admin/staff/${target.user._id}/password`, body: { mode: 'code' } }),
    };
    const admins = { visitor: 401, customerA: 403, customerB: 403, rider: 403 };
    // Customer A last: the others' attempts on A's address come first and change nothing.
    const ownersOnly = { visitor: 401, customerB: 404, rider: 404, admin: 404 };
    const expected: Record<string, Record<string, number>> = {
      'GET /addresses': { visitor: 401, customerB: 200, rider: 200, admin: 200, customerA: 200 },
      'POST /addresses': { visitor: 401, customerB: 201, rider: 201, admin: 201, customerA: 201 },
      'PATCH /addresses/:id': { ...ownersOnly, customerA: 200 },
      'DELETE /addresses/:id': { ...ownersOnly, customerA: 200 },
      'GET /admin/customers': { ...admins, admin: 200 },
      'POST /admin/customers': { ...admins, admin: 201 },
      'GET /admin/customers/:id': { ...admins, admin: 200 },
      'PATCH /admin/customers/:id': { ...admins, admin: 200 },
      'GET /admin/customers/:id/addresses': { ...admins, admin: 200 },
      'POST /admin/customers/:id/addresses': { ...admins, admin: 201 },
      'PATCH /admin/customers/:id/addresses/:addressId': { ...admins, admin: 200 },
      'DELETE /admin/customers/:id/addresses/:addressId': { ...admins, admin: 200 },
      'POST /admin/staff/:id/password': { ...admins, admin: 200 },
    };
    const tokens: Record<string, string | undefined> = {
      visitor: undefined,
      customerA: customer.token,
      customerB: customerB.token,
      rider: rider.token,
      admin: admin.token,
    };
    expect(Object.keys(calls).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, byRole] of Object.entries(expected)) {
      for (const [role, status] of Object.entries(byRole)) {
        const { method, url, body } = calls[key]!();
        const res = await call(server, method, url, { token: tokens[role], body });
        expect(res.status, `${key} as ${role}`).toBe(status);
        if (status === 404) expectError(res, 404, 'Address not found.', 'not_found');
      }
    }
    // Each account lists its own addresses only: B, the rider and the admin never see A's.
    for (const token of [customerB.token, rider.token, admin.token]) {
      const theirs = await call<{ _id: string; label: string }[]>(server, 'GET', '/addresses', { token });
      expect(theirs.body.map((x) => x.label)).toEqual(['Office']);
    }
    // A's: the one renamed by A and then by the shop, the one the shop saved for A, and A's own.
    const ofA = await call<{ label: string }[]>(server, 'GET', '/addresses', { token: customer.token });
    expect(ofA.body.map((x) => x.label).sort()).toEqual(['Flat', 'Home', 'Office']);
  });
  it('answers the day-end routes to each role: the rider their own day, the shop the handovers', async () => {
    const tokens: Record<string, string | undefined> = {
      visitor: undefined,
      customerA: customer.token,
      customerB: customerB.token,
      rider: rider.token,
      admin: admin.token,
    };
    const handover = { date: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10), amount: 50, note: 'Float for change' };
    const expected: Record<string, Record<string, number>> = {
      'GET /rider/day': { visitor: 401, customerA: 403, customerB: 403, admin: 403, rider: 200 },
      'POST /admin/riders/:id/handovers': { visitor: 401, customerA: 403, customerB: 403, rider: 403, admin: 201 },
    };
    const calls: Record<string, () => { method: string; url: string; body?: unknown }> = {
      'GET /rider/day': () => ({ method: 'GET', url: '/rider/day' }),
      'POST /admin/riders/:id/handovers': () => ({ method: 'POST', url: `/admin/riders/${rider.user._id}/handovers`, body: handover }),
    };
    expect(Object.keys(calls).sort()).toEqual(
      Object.keys(ACCESS)
        .filter((k) => k.includes('/rider/day') || k.includes('/handovers'))
        .sort(),
    );
    for (const [key, byRole] of Object.entries(expected)) {
      for (const [role, status] of Object.entries(byRole)) {
        const { method, url, body } = calls[key]!();
        const res = await call(server, method, url, { token: tokens[role], body });
        expect(res.status, `${key} as ${role}`).toBe(status);
      }
    }
    // Only the admin's handover was written, and the rider reads it in their own day.
    const day = await call<{ handovers: { amount: number }[] }>(server, 'GET', '/rider/day', { token: rider.token });
    expect(day.body.handovers.map((h) => h.amount)).toEqual([50]);
  });

  it('answers the booking routes to each role: the shop books at /admin/bookings, the rider at /rider/bookings', async () => {
    const body = () => ({
      phone: uniquePhone(),
      name: 'Phone Caller',
      pickupAddress: '12-3, Gandhi Nagar, Kakinada',
      pincode: '533001',
      service: 'Wash and Iron',
      delivery: 'regular',
      pickupDate: orderBody().pickupDate,
      pickupTime: 'Time to agree',
    });
    const tokens: Record<string, string | undefined> = {
      visitor: undefined,
      customerA: customer.token,
      customerB: customerB.token,
      rider: rider.token,
      admin: admin.token,
    };
    const expected: Record<string, { url: string; body: () => Record<string, unknown>; status: Record<string, number> }> = {
      'POST /admin/bookings': {
        url: '/admin/bookings',
        body: () => ({ ...body(), source: 'phone' }),
        status: { visitor: 401, customerA: 403, customerB: 403, rider: 403, admin: 201 },
      },
      'POST /rider/bookings': {
        url: '/rider/bookings',
        body,
        status: { visitor: 401, customerA: 403, customerB: 403, rider: 201, admin: 403 },
      },
    };
    expect(Object.keys(expected).sort()).toEqual(Object.keys(ACCESS).filter((k) => k.endsWith('/bookings')));
    for (const [key, { url, body: make, status: byRole }] of Object.entries(expected)) {
      for (const [role, status] of Object.entries(byRole)) {
        const res = await call<Order>(server, 'POST', url, { token: tokens[role], body: make() });
        expect(res.status, `${key} as ${role}`).toBe(status);
      }
    }
  });

  it('answers the wallet routes to each role: each reads their own credit, only the order’s customer spends theirs on it', async () => {
    const overpaid = await pricedOrder(server, admin, customer);
    const made = await call<Order>(server, 'POST', `/admin/orders/${overpaid._id}/payments`, {
      token: admin.token,
      body: { method: 'cash', amount: overpaid.total + 5 },
    });
    expect(made.status).toBe(200);
    const order = await pricedOrder(server, admin, customer);
    const credit = (await call<{ credit: number }>(server, 'GET', '/wallet', { token: customer.token })).body.credit;
    expect(credit).toBeGreaterThanOrEqual(5);
    const roles: [string, string | undefined, number, number][] = [
      // role, token, reading their wallet, spending on customer A's order
      ['visitor', undefined, 401, 401],
      ['customerB', customerB.token, 200, 404],
      ['rider', rider.token, 200, 404],
      ['admin', admin.token, 200, 404],
      ['customerA', customer.token, 200, 200],
    ];
    for (const [role, token, read, spend] of roles) {
      const wallet = await call<{ credit: number }>(server, 'GET', '/wallet', { token });
      expect(wallet.status, role).toBe(read);
      if (read === 200) expect(wallet.body.credit, role).toBe(role === 'customerA' ? credit : 0);
      const spent = await call<Order>(server, 'POST', `/orders/${order._id}/pay-from-credit`, { token, body: { amount: 1 } });
      expect(spent.status, role).toBe(spend);
      if (spend === 404) expectError(spent, 404, 'Order not found.', 'not_found');
    }
    // Only customer A's spend was written.
    const after = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: customer.token });
    expect(after.body.payments.map((p) => [p.method, p.amount])).toEqual([['credit', 1]]);
    expect((await call<{ credit: number }>(server, 'GET', '/wallet', { token: customer.token })).body.credit).toBe(credit - 1);
  });

  it('answers the prepaid pack routes to each role: anyone reads the offers, the shop offers and sells, each buyer checks only their own', async () => {
    const made = await call<{ _id: string }>(server, 'POST', '/admin/packs', {
      token: admin.token,
      body: { price: 100, credit: 110, validDays: 30 },
    });
    expect(made.status).toBe(201);
    const offerId = made.body._id;
    const bought = await call<{ url: string }>(server, 'POST', '/wallet/packs', { token: customer.token, body: { offerId } });
    expect(bought.status).toBe(200);
    const purchase = await server.database.db
      .selectFrom('packPurchases')
      .select('id')
      .where('userId', '=', customer.user._id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const roles: [string, string | undefined, number, number, number][] = [
      // role, token, changing offers and selling, buying online, checking customer A's purchase
      ['visitor', undefined, 401, 401, 401],
      ['customerB', customerB.token, 403, 200, 404],
      ['rider', rider.token, 403, 200, 404],
      ['admin', admin.token, 201, 200, 404],
      ['customerA', customer.token, 403, 200, 200],
    ];
    for (const [role, token, shop, buy, check] of roles) {
      expect((await call(server, 'GET', '/api/packs', { token })).status, role).toBe(200);
      expect((await call(server, 'GET', '/admin/packs', { token })).status, role).toBe(shop === 201 ? 200 : shop);
      expect((await call(server, 'POST', '/admin/packs', { token, body: { price: 5, credit: 5, validDays: null } })).status, role).toBe(shop);
      expect((await call(server, 'PATCH', `/admin/packs/${offerId}`, { token, body: { active: true } })).status, role).toBe(
        shop === 201 ? 200 : shop,
      );
      const sale = await call(server, 'POST', '/admin/packs/sales', { token, body: { offerId, phone: customerB.user.phone, method: 'cash' } });
      expect(sale.status, role).toBe(shop);
      expect((await call(server, 'POST', '/wallet/packs', { token, body: { offerId } })).status, role).toBe(buy);
      const checked = await call(server, 'POST', `/wallet/packs/${purchase.id}/check`, { token, body: {} });
      expect(checked.status, role).toBe(check);
      if (check === 404) expectError(checked, 404, 'Pack purchase not found.', 'not_found');
    }
    // Only the admin's sale was written: customer B holds one pack's credit.
    const sold = await server.database.db
      .selectFrom('packPurchases')
      .select('id')
      .where('userId', '=', customerB.user._id)
      .where('status', '=', 'paid')
      .execute();
    expect(sold).toHaveLength(1);
  });

  it('answers the online payment and refund routes to each role: the order’s customer pays, only the shop refunds', async () => {
    const order = await pricedOrder(server, admin, customer);
    const roles: [string, string | undefined, number, number][] = [
      // role, token, paying online (and checking), refunding
      ['visitor', undefined, 401, 401],
      ['customerB', customerB.token, 404, 403],
      ['rider', rider.token, 404, 403],
      ['admin', admin.token, 404, 200],
      ['customerA', customer.token, 200, 403],
    ];
    const cash = await call<Order>(server, 'POST', `/admin/orders/${order._id}/payments`, {
      token: admin.token,
      body: { method: 'cash', amount: 2 },
    });
    const entry = cash.body.payments[0]!;
    let linkId = '';
    for (const [role, token, pay, refund] of roles) {
      expect((await call(server, 'GET', '/api/payments/online', { token })).body, role).toEqual({ online: true });
      const link = await call<{ url: string }>(server, 'POST', `/orders/${order._id}/online-payments`, { token, body: {} });
      expect(link.status, role).toBe(pay);
      if (pay === 404) expectError(link, 404, 'Order not found.', 'not_found');
      if (pay === 200) linkId = /(plink_\w+)$/.exec(link.body.url)![1]!;
      const checked = await call(server, 'POST', `/orders/${order._id}/online-payments/check`, { token, body: { linkId: linkId || 'plink_none' } });
      expect(checked.status, role).toBe(pay);
      const refunded = await call(server, 'POST', `/admin/orders/${order._id}/refunds`, {
        token,
        body: { paymentId: entry._id, amount: 1, reason: 'Overcharged' },
      });
      expect(refunded.status, role).toBe(refund);
    }
    // The webhook is public but signed: any role's unsigned call is refused, the gateway's signed one taken.
    const body = rzp.event('payment_link.paid', linkId, rzp.pay(linkId, 'card'));
    for (const [role, token] of roles) {
      const res = await call(server, 'POST', '/webhooks/razorpay', {
        token,
        rawBody: body,
        headers: { 'x-razorpay-signature': rzp.sign(body, 'guess') },
      });
      expect(res.status, role).toBe(400);
    }
    expect((await call(server, 'POST', '/webhooks/razorpay', { rawBody: body, headers: { 'x-razorpay-signature': rzp.sign(body) } })).status).toBe(
      200,
    );
    const after = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: customer.token });
    expect(after.body.payments.map((p) => p.source)).toEqual(['counter', 'refund', 'gateway']);
  });

  it('answers the push routes to each role: every signed-in account subscribes its own browser and removes only its own', async () => {
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    const endpointOf = (who: string) => `https://push.example.com/send/${who}-${randomUUID()}`;
    const key = await call<{ publicKey: string }>(server, 'GET', '/push/key');
    expect(key.status).toBe(200);
    expect(key.body.publicKey).toMatch(/^B/);
    expectError(
      await call(server, 'POST', '/push/subscriptions', { body: { endpoint: endpointOf('visitor'), keys } }),
      401,
      undefined,
      'auth_required',
    );
    const roles = { customer, customerB, rider, admin };
    const endpoints: Record<string, string> = {};
    for (const [name, who] of Object.entries(roles)) {
      endpoints[name] = endpointOf(name);
      const res = await call(server, 'POST', '/push/subscriptions', { token: who.token, body: { endpoint: endpoints[name], keys } });
      expect(res.status, name).toBe(201);
    }
    for (const [name, who] of Object.entries(roles)) {
      for (const [other, endpoint] of Object.entries(endpoints)) {
        if (other === name) continue;
        expectError(
          await call(server, 'DELETE', `/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`, { token: who.token }),
          404,
          undefined,
          'not_found',
        );
      }
    }
    expectError(
      await call(server, 'DELETE', `/push/subscriptions?endpoint=${encodeURIComponent(endpoints.customer!)}`, {}),
      401,
      undefined,
      'auth_required',
    );
    for (const [name, who] of Object.entries(roles)) {
      const res = await call(server, 'DELETE', `/push/subscriptions?endpoint=${encodeURIComponent(endpoints[name]!)}`, { token: who.token });
      expect(res.status, name).toBe(200);
    }
    expect(await server.database.db.selectFrom('pushSubscriptions').selectAll().execute()).toEqual([]);
  });

  it('answers the go-live, audit and own-data routes to each role; each customer deletes only their own account', async () => {
    const tokens: Record<string, string | undefined> = {
      visitor: undefined,
      customerA: customer.token,
      customerB: customerB.token,
      rider: rider.token,
      admin: admin.token,
    };
    const staff = { visitor: 401, customerA: 403, customerB: 403, rider: 403, admin: 200 };
    const expected: Record<string, Record<string, number>> = {
      'GET /admin/go-live': staff,
      'POST /admin/go-live/:item/confirm': staff,
      'POST /admin/go-live/seen': staff,
      'GET /admin/audit': staff,
      'GET /profile/export': { visitor: 401, customerA: 200, customerB: 200, rider: 200, admin: 200 },
      // B with a password not theirs: 403 wrong_password; staff accounts are never erased by themselves.
      'DELETE /profile': { visitor: 401, customerB: 403, rider: 403, admin: 403, customerA: 200 },
    };
    const calls: Record<string, (role: string) => { method: string; url: string; body?: unknown }> = {
      'GET /admin/go-live': () => ({ method: 'GET', url: '/admin/go-live' }),
      'POST /admin/go-live/:item/confirm': () => ({ method: 'POST', url: '/admin/go-live/prices/confirm', body: {} }),
      'POST /admin/go-live/seen': () => ({ method: 'POST', url: '/admin/go-live/seen', body: {} }),
      'GET /admin/audit': () => ({ method: 'GET', url: '/admin/audit' }),
      'GET /profile/export': () => ({ method: 'GET', url: '/profile/export' }),
      'DELETE /profile': (role) => ({
        method: 'DELETE',
        url: '/profile',
        body: {
          password: role === 'customerB' ? 'Not-B#12345' : role === 'rider' ? rider.password : role === 'admin' ? admin.password : customer.password,
        },
      }),
    };
    expect(Object.keys(calls).sort()).toEqual(
      Object.keys(ACCESS)
        .filter((k) => /go-live|audit|\/profile\/export|^DELETE \/profile$/.test(k))
        .sort(),
    );
    for (const [key, byRole] of Object.entries(expected)) {
      for (const [role, status] of Object.entries(byRole)) {
        const { method, url, body } = calls[key]!(role);
        const res = await call<{ account?: { name: string } }>(server, method, url, { token: tokens[role], body });
        expect(res.status, `${key} as ${role}`).toBe(status);
        if (key === 'GET /profile/export' && role === 'customerB') expect(res.body.account?.name).toBe('Customer B');
      }
    }
    // Customer A is gone; B still signs in.
    expect((await call(server, 'GET', '/profile', { token: customer.token })).status).toBe(401);
    expect((await call(server, 'GET', '/profile', { token: customerB.token })).status).toBe(200);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { claimed, deliveredOrder, flagged, pricedOrder } from '../features/care/care-test-kit';
import { call, createAdminSession, expectError, orderBody, signupCustomer, startTestServer, type Session, type TestServer } from '../test/harness';

/**
 * Whatever a client sends, the answer is never a 500: random values in the places of each
 * route's real fields, on whichever database the suite runs on.
 */
let server: TestServer;
let admin: Session;
let customer: Session;
let orderId: string;
let ticketId: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server)]);
  orderId = (await call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody() })).body._id;
  ticketId = (await call<Ticket>(server, 'POST', '/api/tickets', { body: { userName: 'F', mobile: '9876543210', issue: 'x' } })).body._id;
});
afterAll(async () => {
  await server?.close();
});

const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    '9876543210',
    '+91 98765 43210',
    '2030-01-01',
    'None',
    'open',
    'Pending',
    'MEN',
    '%',
    '_',
    '\\',
    "'",
    '\u0001',
    '😀',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }));
const body = (fields: string[]) => fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] });
const item = fc.record({ service: value, item: value, qty: value, rate: value, stainId: value }, { requiredKeys: [] });
const pricing = fc.record(
  { items: fc.oneof(value, fc.array(item, { maxLength: 3 })), discount: value, discountPercent: value, tax: value },
  { requiredKeys: [] },
);

async function neverFails(method: string, url: () => string, gen: fc.Arbitrary<unknown>, token?: () => string, runs = 25) {
  await fc.assert(
    fc.asyncProperty(gen, async (input) => {
      const res = await call(server, method, url(), { token: token?.(), body: method === 'GET' ? undefined : input });
      if (res.status >= 500) throw new Error(`${method} ${url()} ${JSON.stringify(input)} → ${res.status} ${JSON.stringify(res.body)}`);
      if (res.status >= 400) expectError(res, res.status);
    }),
    { numRuns: runs },
  );
}

const asAdmin = () => admin.token;
const asCustomer = () => customer.token;

describe('no input makes a 500', () => {
  it('on the auth calls', async () => {
    await neverFails('POST', () => '/signup', body(['name', 'phone', 'password', 'email']));
    await neverFails('POST', () => '/login', body(['email', 'phone', 'password']));
    await neverFails('POST', () => '/auth/forgot-password/request-otp', body(['phone']));
    await neverFails('POST', () => '/auth/forgot-password/reset', body(['phone', 'otp', 'newPassword']));
  });

  it('on the order calls', async () => {
    await neverFails(
      'POST',
      () => '/orders',
      body(['service', 'delivery', 'pickupDate', 'pickupTime', 'pickupAddress', 'phone', 'lat', 'lng', 'notes']),
      asCustomer,
    );
    await neverFails('POST', () => `/admin/orders/${orderId}/pickup`, pricing, asAdmin);
    await neverFails('PATCH', () => `/admin/orders/${orderId}/pricing`, pricing, asAdmin);
    await neverFails('PATCH', () => `/admin/orders/${orderId}/status`, body(['status']), asAdmin);
    // A new ready-by time (docs/decisions/0059): random values, and real times from the past to far ahead.
    const when = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    await neverFails(
      'POST',
      () => `/admin/orders/${orderId}/ready-by`,
      fc.record({ readyBy: fc.oneof(value, when), note: value }, { requiredKeys: [] }),
      asAdmin,
    );
    await neverFails(
      'POST',
      () => '/admin/orders',
      fc
        .tuple(
          pricing,
          body(['orderNumber', 'status', 'delivery', 'service', 'pickupDate', 'pickupTime', 'pickupAddress', 'phone', 'userId', 'notes']),
        )
        .map(([a, b]) => ({ ...a, ...b })),
      asAdmin,
    );
  });

  it('on query strings', async () => {
    const query = fc.dictionary(
      fc.constantFrom('limit', 'cursor', 'q', 'service', 'delivery', 'status', 'orderNumber', 'phone'),
      fc.string({ maxLength: 40 }),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const qs = new URLSearchParams(q).toString();
        for (const [url, token] of [
          [`/admin/orders?${qs}`, admin.token],
          [`/api/orders/track?${qs}`, undefined],
        ] as const) {
          const res = await call(server, 'GET', url, { token });
          if (res.status >= 500) throw new Error(`GET ${url} → ${res.status} ${JSON.stringify(res.body)}`);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('on the ticket and price calls', async () => {
    await neverFails('POST', () => '/api/tickets', body(['userName', 'mobile', 'orderId', 'issue']));
    await neverFails('POST', () => `/api/tickets/${ticketId}/reply`, body(['message']), asAdmin);
    await neverFails('PUT', () => `/api/tickets/${ticketId}`, body(['status']), asAdmin);
    await neverFails('PATCH', () => '/api/prices/Tie', body(['category', 'newName', 'prices']), asAdmin);
    const row = fc.record(
      { category: value, name: value, prices: fc.oneof(value, body(['Steam Iron', 'Wash Iron', 'Dry Clean'])) },
      { requiredKeys: [] },
    );
    await neverFails(
      'POST',
      () => '/api/prices/bulk-upsert',
      fc.record({ items: fc.oneof(value, fc.array(row, { maxLength: 3 })) }, { requiredKeys: [] }),
      asAdmin,
    );
  });

  it('on the stain and claim calls', async () => {
    const priced = await pricedOrder(server, admin, customer);
    const { stainId } = await flagged(server, admin, priced, priced.pieces[0]!.tag, 10);
    const done = await deliveredOrder(server, admin, customer);
    const claimId = await claimed(server, customer, done, done.pieces[0]!.tag);
    const tag = fc.oneof(value, fc.constant(priced.pieces[1]!.tag));
    await neverFails(
      'POST',
      () => `/admin/orders/${priced._id}/stains`,
      fc.record({ tag, kind: value, note: value, charge: value }, { requiredKeys: [] }),
      asAdmin,
    );
    await neverFails('POST', () => `/orders/${priced._id}/stains/${stainId}/decision`, body(['decision']), asCustomer);
    await neverFails('POST', () => `/orders/${done._id}/claims`, fc.record({ tag, kind: value, note: value }, { requiredKeys: [] }), asCustomer);
    await neverFails('POST', () => `/admin/claims/${claimId}/resolve`, body(['outcome', 'amount', 'method', 'reason']), asAdmin);
    await neverFails('PUT', () => `/admin/stains/${stainId}/photo`, value, asAdmin, 10);
  });
});

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { ApiErrorBody } from '@laundry/shared/contracts/errors';
import { BOOKING_MESSAGES } from '@laundry/shared/contracts/orders';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import {
  call,
  createAdminSession,
  expectError,
  expectInvalid,
  RELAXED_LIMITS,
  signupCustomer,
  startTestServer,
  todayIst,
  uniquePhone,
  type TestServer,
} from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ webOrigins: ['http://localhost:3000', 'https://shop.example.in'] });
});
afterAll(async () => {
  await server?.close();
});

const ticket = (overrides: Record<string, unknown> = {}) => ({ userName: 'Kiran', mobile: '9876543210', orderId: '', issue: 'Help', ...overrides });

describe('request bodies', () => {
  it('answers 413 {error} to a body over 64 KB', async () => {
    for (const url of ['/signup', '/login', '/api/tickets', '/orders']) {
      const res = await call(server, 'POST', url, { body: ticket({ issue: 'x'.repeat(65 * 1024) }) });
      expectError(res, 413, undefined, 'payload_too_large');
    }
    // just under the limit is parsed (and then refused for its length, naming the field)
    expectError(await call(server, 'POST', '/api/tickets', { body: ticket({ issue: 'x'.repeat(60 * 1024) }) }), 400, /^issue must be at most 2000/);
  });

  it('answers 400 {error} to invalid JSON and to JSON that is not an object', async () => {
    for (const rawBody of ['{"userName": "Kiran",', '{userName: 1}', "{'a':1}", 'nul']) {
      expectError(await call(server, 'POST', '/api/tickets', { rawBody }), 400, undefined, 'invalid_json');
    }
    for (const rawBody of ['[]', '"text"', '42', 'null', 'true']) {
      expectError(await call(server, 'POST', '/api/tickets', { rawBody }), 400, /^(body must be an object|userName is required)$/);
    }
    expectError(await call(server, 'POST', '/signup', { rawBody: '', headers: { 'content-type': 'application/json' } }), 400);
  });

  it('refuses prototype-poisoning JSON with 400', async () => {
    const res = await call(server, 'POST', '/signup', {
      rawBody: `{"name":"P","phone":"${uniquePhone()}","password":"Secret#123","__proto__":{"role":"admin"}}`,
    });
    expectError(res, 400);
    const ctor = await call<Partial<AuthResponse>>(server, 'POST', '/signup', {
      rawBody: `{"name":"P","phone":"${uniquePhone()}","password":"Secret#123","constructor":{"prototype":{"role":"admin"}}}`,
    });
    expect(ctor.status === 400 || ctor.body.user?.role === 'customer').toBe(true);
  });

  it('answers 415 {error} to a body that is not JSON', async () => {
    const plain = await call(server, 'POST', '/api/tickets', { rawBody: 'hello', headers: { 'content-type': 'text/plain' } });
    expectError(plain, 415, undefined, 'unsupported_media_type');
    const form = await call(server, 'POST', '/login', {
      rawBody: 'phone=9876543210&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(form, 415);
  });

  it('ignores unknown fields, trims strings and names over-long fields', async () => {
    const res = await call<Ticket>(server, 'POST', '/api/tickets', {
      body: ticket({ userName: '  Kiran  ', issue: '\t Lost sock \n', status: 'closed', _id: 'mine', replies: [{ sender: 'x' }] }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userName: 'Kiran', issue: 'Lost sock', status: 'open', replies: [] });
    expect(res.body._id).not.toBe('mine');
    expectError(await call(server, 'POST', '/api/tickets', { body: ticket({ userName: 'x'.repeat(101) }) }), 400, /^userName must be at most 100/);
    const user = await signupCustomer(server);
    const longAddress = { service: 'Iron', pickupDate: todayIst(), pickupAddress: 'x'.repeat(501), phone: '9876543210' };
    expectInvalid(await call(server, 'POST', '/orders', { token: user.token, body: longAddress }), 'pickupAddress', BOOKING_MESSAGES.addressTooLong);
  });
});

describe('characters no database can store', () => {
  // PostgreSQL text cannot hold U+0000: unguarded, each of these was a 500 there.
  it('answers 400 naming the field to a NUL character anywhere in the input', async () => {
    const [customer, admin] = await Promise.all([signupCustomer(server), createAdminSession(server)]);
    const cursor = Buffer.from(JSON.stringify(['\u0000', 'x'])).toString('base64url');
    const cases: [string, string, { token?: string; body?: unknown }, RegExp][] = [
      ['POST', '/api/tickets', { body: ticket({ userName: 'Ki\u0000ran' }) }, /^userName /],
      ['POST', '/signup', { body: { name: 'A\u0000', phone: uniquePhone(), password: 'Secret#123' } }, /^name /],
      ['POST', '/login', { body: { email: 'a\u0000b@example.com', password: 'Secret#123' } }, /^email /],
      ['GET', '/orders/%00', { token: customer.token }, /^id /],
      ['GET', '/admin/orders?q=%00', { token: admin.token }, /^q /],
      ['GET', `/admin/orders?cursor=${cursor}`, { token: admin.token }, /^cursor/],
      ['GET', '/api/orders/track?orderNumber=SL%00&phone=9876543210', {}, /^orderNumber /],
      ['PATCH', '/api/prices/Tie%00', { token: admin.token, body: {} }, /^name /],
      [
        'POST',
        '/admin/orders',
        { token: admin.token, body: { phone: '9876543210', items: [{ item: 'Sh\u0000irt', qty: 1, rate: 1 }] } },
        /^items\[0\]\.item /,
      ],
    ];
    for (const [method, url, options, message] of cases)
      expectError(await call(server, method, url, options), 400, message, url.includes('cursor') ? 'invalid_cursor' : 'validation_failed');
  });

  it('answers 400 naming the field to control characters and lone surrogates in names, notes, tickets and addresses', async () => {
    const [customer, admin] = await Promise.all([signupCustomer(server), createAdminSession(server)]);
    const booking = { service: 'Iron', pickupDate: todayIst(), pickupAddress: '12-4 Main Road, Kakinada 533001', phone: '9876543210' };
    const cases: [string, string, { token?: string; body?: unknown }, RegExp][] = [
      ['POST', '/signup', { body: { name: 'Ravi\u0001\u001b[31m', phone: uniquePhone(), password: 'Secret#123' } }, /^name /],
      ['POST', '/signup', { body: { name: 'Ravi\ud800', phone: uniquePhone(), password: 'Secret#123' } }, /^name /],
      ['POST', '/api/tickets', { body: ticket({ issue: 'Shirt \u001b[2J torn' }) }, /^issue /],
      ['POST', '/api/tickets', { body: ticket({ userName: '\udc00Kiran' }) }, /^userName /],
      ['POST', '/orders', { token: customer.token, body: { ...booking, notes: 'Ring \u0007 twice' } }, /^notes /],
      ['POST', '/orders', { token: customer.token, body: { ...booking, pickupAddress: '12-4 Main Road\u009b, Kakinada' } }, /^pickupAddress /],
      [
        'POST',
        '/admin/orders',
        { token: admin.token, body: { phone: '9876543210', notes: '\ud83d', items: [{ item: 'Shirt', qty: 1, rate: 1 }] } },
        /^notes /,
      ],
    ];
    for (const [method, url, options, message] of cases) {
      const res = await call<ApiErrorBody>(server, method, url, options);
      expectError(res, 400, message, 'validation_failed');
      expect(res.body.error).toMatch(/contains a character that is not allowed$/);
    }
    // Lines, Telugu and a whole emoji are what people type.
    const fine = await call(server, 'POST', '/api/tickets', { body: ticket({ userName: 'రవి', issue: 'Torn 👕\nPlease call' }) });
    expect(fine.status).toBe(201);
  });

  it('survives a deeply nested body', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const res = await call<ApiErrorBody>(server, 'POST', '/api/tickets', { rawBody: deep });
    expect(res.status).toBeLessThan(500);
    expect(res.body.error).toEqual(expect.any(String));
  });
});

describe('unknown addresses', () => {
  it('answer 404 {error}, and bad addresses 400 {error}', async () => {
    expectError(await call(server, 'GET', '/no/such/route'), 404, undefined, 'route_not_found');
    expectError(await call(server, 'DELETE', '/api/prices'), 404);
    expectError(await call(server, 'GET', '/orders/%E0%A4%A'), 400, undefined, 'invalid_url');
  });
});

/** Sends `raw` on a socket of its own and reads the whole answer, which ends when the server closes. */
function rawRequest(baseUrl: string, raw: string): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(raw));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      resolve({ status, body: body ? (JSON.parse(body) as unknown) : null });
    });
  });
}

describe('answers given before routing', () => {
  it('carry {error, code, message} like every other answer', async () => {
    const cases: [string, number, ApiErrorBody['code']][] = [
      [`GET /orders?q=${'a'.repeat(16 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, 'headers_too_large'],
      ['GARBAGE\r\n\r\n', 400, 'bad_request'],
      ['GET /health HTTP/9.9 extra\r\nHost: x\r\n\r\n', 400, 'bad_request'],
      ['POST /api/tickets HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nhello', 400, 'bad_request'],
      ['POST /api/tickets HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400, 'bad_request'],
    ];
    for (const [raw, status, code] of cases) {
      const res = await rawRequest(server.baseUrl, raw);
      expect({ status: res.status, code: (res.body as ApiErrorBody | null)?.code }, raw.slice(0, 40)).toEqual({ status, code });
      expectError({ ...res, headers: new Headers() }, status, /\w/, code);
    }
  });
});

describe('CORS', () => {
  it('allows each WEB_ORIGIN and nobody else', async () => {
    for (const origin of ['http://localhost:3000', 'https://shop.example.in']) {
      const preflight = await fetch(`${server.baseUrl}/orders`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
      expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/authorization/);
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      const simple = await call(server, 'GET', '/api/prices', { headers: { origin } });
      expect(simple.headers.get('access-control-allow-origin')).toBe(origin);
    }
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'https://shop.example.in.evil.example', 'null']) {
      const preflight = await fetch(`${server.baseUrl}/orders`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const simple = await call(server, 'GET', '/api/prices', { headers: { origin } });
      expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('security headers', () => {
  it('are on every answer, errors included', async () => {
    for (const [method, url] of [
      ['GET', '/api/prices'],
      ['GET', '/profile'],
      ['GET', '/nowhere'],
      ['POST', '/login'],
    ] as const) {
      const res = await call(server, method, url, method === 'POST' ? { rawBody: '{' } : {});
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, url).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/base-uri 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/default-src 'none'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      // Document-only headers mean nothing on JSON and cost every client a parse (decision 0017).
      for (const name of ['x-frame-options', 'x-xss-protection', 'x-dns-prefetch-control', 'origin-agent-cluster']) {
        expect(res.headers.get(name), name).toBeNull();
      }
    }
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    const two = { max: 2, windowMs: 60_000 };
    limited = await startTestServer({ rateLimits: { ...RELAXED_LIMITS, login: two, signup: two, ticket: two, track: two } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 {error} to the third login, signup, ticket and order lookup in a window', async () => {
    const attempts: [string, string, () => unknown][] = [
      ['POST', '/login', () => ({ phone: uniquePhone(), password: 'Wrong#Pass1' })],
      ['POST', '/signup', () => ({ name: 'Limit', phone: uniquePhone(), password: 'Secret#123' })],
      ['POST', '/api/tickets', () => ticket()],
      ['GET', '/api/orders/track?orderNumber=SL-1&phone=9876543210', () => undefined],
    ];
    for (const [method, url, body] of attempts) {
      for (let i = 0; i < 2; i++) expect((await call(limited, method, url, { body: body() })).status, url).not.toBe(429);
      const third = await call(limited, method, url, { body: body() });
      expectError(third, 429, /^Too many requests/, 'rate_limited');
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // the limits are per route: other calls go on
    expect((await call(limited, 'GET', '/api/prices')).status).toBe(200);
  });
});

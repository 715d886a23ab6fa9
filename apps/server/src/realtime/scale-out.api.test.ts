import { randomBytes, randomInt } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { Order } from '@laundry/shared/contracts/orders';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { isPostgresUrl, migrateToLatest, type DatabaseHandle } from '../db/database';
import { createUser, seedPrices } from '../features/seed/seed';
import { startApiProcess, type ApiProcess } from '../test/child-process';
import { FakeMsg91 } from '../test/fake-msg91';
import { call, createTestDatabase, expectError, orderBody, sleep, uniquePhone } from '../test/harness';
import { connectSocket, waitForDisconnect, waitForEvent } from '../test/sockets';

const pgUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const ready = isPostgresUrl(pgUrl) && redisUrl !== '';
if (!ready) {
  console.warn('scale-out.api.test.ts skipped: it needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (CI sets both).');
}

/**
 * Two API processes (the real entry, NODE_ENV=production) on one PostgreSQL schema and one
 * Redis, as behind a load balancer.
 */
describe.skipIf(!ready)('two API processes on PostgreSQL and Redis', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let one: ApiProcess;
  let two: ApiProcess;
  const sockets: Socket[] = [];
  const admin = { phone: uniquePhone(), password: 'Admin#12345' };
  const customer = { phone: uniquePhone(), password: 'Customer#123' };
  // Each run is its own client address (behind the proxy), so Redis counters of other runs never meet ours.
  const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const clientIp = randomIp();
  // Production sends reset codes only by SMS: MSG91 is stood in for by a local server.
  const msg91 = new FakeMsg91();

  beforeAll(async () => {
    await msg91.start();
    const created = await createTestDatabase();
    database = created.database;
    drop = created.drop;
    await migrateToLatest(database.db);
    await seedPrices(database.db);
    await createUser(database.db, { name: 'Scale Admin', role: 'admin', ...admin });
    await createUser(database.db, { name: 'Scale Customer', role: 'customer', ...customer });
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: created.url,
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      // The test client is the one proxy in front: its X-Forwarded-For entry is the client's address.
      TRUST_PROXY: '1',
      WEB_ORIGIN: 'http://localhost:3000',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'scale-out-key',
      MSG91_OTP_TEMPLATE_ID: 'scale-out-template',
      MSG91_BASE_URL: msg91.baseUrl,
      OTP_ECHO: '',
    };
    [one, two] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([one?.stop(), two?.stop(), msg91.stop()]);
    await database?.close();
    await drop?.();
  });

  const headers = { 'x-forwarded-for': clientIp };
  async function login(on: ApiProcess, who: { phone: string; password: string }): Promise<string> {
    const res = await call<AuthResponse>(on, 'POST', '/login', { body: who, headers });
    expect(res.status).toBe(200);
    return res.body.token;
  }
  async function socket(on: ApiProcess, namespace: string, token: string): Promise<Socket> {
    const s = await connectSocket(on.baseUrl, namespace, token);
    sockets.push(s);
    return s;
  }

  it('runs as two processes on different ports, both healthy', async () => {
    expect(one.baseUrl).not.toBe(two.baseUrl);
    expect(one.child.pid).not.toBe(two.child.pid);
    for (const p of [one, two]) expect((await call(p, 'GET', '/health')).body).toMatchObject({ status: 'ok', database: 'postgres' });
  });

  it('shows an admin on process 1 the order created through process 2', async () => {
    const adminToken = await login(one, admin);
    const customerToken = await login(two, customer);
    const adminSocket = await socket(one, '/admin', adminToken);
    const customerSocket = await socket(one, '/customer', customerToken);

    const created = waitForEvent<Order>(adminSocket, 'admin:newOrder', (o) => o.phone === customer.phone);
    const own = waitForEvent<Order>(customerSocket, 'order:new');
    const res = await call<Order>(two, 'POST', '/orders', { token: customerToken, body: orderBody({ phone: customer.phone }), headers });
    expect(res.status).toBe(201);
    expect(await created).toEqual(res.body);
    expect(await own).toEqual(res.body);

    // and the other way round: a change made through process 1 reaches a socket on process 2
    const adminOnTwo = await socket(two, '/admin', adminToken);
    const updated = waitForEvent<Order>(adminOnTwo, 'admin:orderUpdated', (o) => o._id === res.body._id);
    const status = await call(one, 'PATCH', `/admin/orders/${res.body._id}/status`, { token: adminToken, body: { status: 'Completed' }, headers });
    expect(await updated).toEqual(status.body);
  });

  it('shares the per-address rate limits through Redis', async () => {
    // Production allows 10 logins a minute per address: spend them on process 1 (a different
    // phone each time, so the per-account guard stays out of it) ...
    const wrong = () => ({ phone: uniquePhone(), password: 'Wrong#Pass1' });
    const from = { 'x-forwarded-for': randomIp() };
    for (let i = 0; i < 10; i++) {
      const res = await call(one, 'POST', '/login', { body: wrong(), headers: from });
      expect(res.status, `login ${i + 1}`).toBe(401);
    }
    // ... and process 2 already knows.
    const res = await call(two, 'POST', '/login', { body: wrong(), headers: from });
    expectError(res, 429, /^Too many requests/, 'rate_limited');
    // another address is not affected
    expect((await call(two, 'POST', '/login', { body: wrong(), headers: { 'x-forwarded-for': randomIp() } })).status).toBe(401);
  });

  it("shares each account's failed-login count through Redis, whatever the address", async () => {
    // 20 at once, half on each process: one shared count lets 5 be checked, two separate ones
    // would let 10. At once, so the 1-second pause after the fifth cannot end mid-test.
    const phone = uniquePhone();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? two : one, 'POST', '/login', { body: { phone, password: `Wrong#${i}x` }, headers: { 'x-forwarded-for': randomIp() } }),
      ),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
    for (const res of results.filter((r) => r.status !== 401)) expectError(res, 429, /^Too many failed logins for this account/, 'rate_limited');
  });

  it('drops the price cache of the other process when prices change', async () => {
    const adminToken = await login(one, admin);
    const before = await call<PriceCatalogue>(two, 'GET', '/api/prices');
    const patched = await call(one, 'PATCH', '/api/prices/Silk%20Shirt', { token: adminToken, body: { prices: { 'Dry Clean': '777' } }, headers });
    expect(patched.status).toBe(200);
    let seen = '';
    for (let i = 0; i < 50 && seen !== '777'; i++) {
      const res = await call<PriceCatalogue>(two, 'GET', '/api/prices');
      seen = res.body.categories[0]!.items.find((item) => item.name === 'Silk Shirt')!.prices['Dry Clean'];
      if (seen !== '777') await sleep(20);
    }
    expect(seen).toBe('777');
    expect(before.body.categories[0]!.items.find((item) => item.name === 'Silk Shirt')!.prices['Dry Clean']).not.toBe('777');
  });

  it("disconnects a switched-off rider's sockets on every process at once", async () => {
    const adminToken = await login(one, admin);
    const who = { phone: uniquePhone(), password: 'Rider#12345' };
    const added = await call<{ _id: string }>(one, 'POST', '/admin/staff', {
      token: adminToken,
      body: { role: 'rider', name: 'Scale Rider', ...who },
      headers,
    });
    expect(added.status).toBe(201);
    const token = await login(two, who);
    const onTwo = await socket(two, '/customer', token);
    const gone = waitForDisconnect(onTwo);
    const off = await call(one, 'PATCH', `/admin/staff/${added.body._id}`, { token: adminToken, body: { active: false }, headers });
    expect(off.status).toBe(200);
    // Well inside the 15 s re-check: the switch-off itself ended it, through Redis.
    expect(await gone).toBe('io server disconnect');
    expectError(await call(two, 'GET', '/profile', { token, headers }), 401, undefined, 'account_inactive');
  });

  it("disconnects a user's sockets on every process when the password is reset", async () => {
    const who = { phone: uniquePhone(), password: 'Reset#Me123' };
    await createUser(database.db, { name: 'Resetter', role: 'customer', ...who });
    const token = await login(one, who);
    const onTwo = await socket(two, '/customer', token);
    const gone = waitForDisconnect(onTwo);

    const requested = await call(one, 'POST', '/auth/forgot-password/request-otp', { body: { phone: who.phone }, headers });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ message: expect.any(String) }); // production never echoes the code
    // The code reaches the phone through the gateway, and only there: not the log of either process.
    const code = await msg91.codeFor(who.phone);
    expect(code).toMatch(/^\d{4}$/);
    expect(one.output()).not.toContain(who.phone); // the log masks the phone
    // Numbers pino writes of its own (a pid, a response time) could equal a 4-digit code by chance.
    const logs = `${one.output()}${two.output()}`.replace(/"(pid|responseTime|time)":[\d.]+/g, '');
    expect(logs).not.toMatch(new RegExp(`\\b${code}\\b`));

    const reset = await call(one, 'POST', '/auth/forgot-password/reset', {
      body: { phone: who.phone, otp: code, newPassword: 'Fresh#Pass123' },
      headers,
    });
    expect(reset.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await call(two, 'GET', '/profile', { token })).status).toBe(401);
  });
});

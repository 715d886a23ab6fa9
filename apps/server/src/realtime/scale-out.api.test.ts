import { randomBytes, randomInt } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { Order } from '@laundry/shared/contracts/orders';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { isPostgresUrl, migrateToLatest, type DatabaseHandle } from '../db/database';
import { createUser, seedPrices } from '../features/seed/seed';
import { startApiProcess, type ApiProcess } from '../test/child-process';
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

  beforeAll(async () => {
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
      TRUST_PROXY: 'true',
      WEB_ORIGIN: 'http://localhost:3000',
    };
    [one, two] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([one?.stop(), two?.stop()]);
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

  it('shares the rate limits through Redis', async () => {
    // Production allows 10 logins a minute per address: spend them on process 1 ...
    const wrong = { phone: uniquePhone(), password: 'Wrong#Pass1' };
    const from = { 'x-forwarded-for': randomIp() };
    for (let i = 0; i < 10; i++) {
      const res = await call(one, 'POST', '/login', { body: wrong, headers: from });
      expect(res.status, `login ${i + 1}`).toBe(401);
    }
    // ... and process 2 already knows.
    const res = await call(two, 'POST', '/login', { body: wrong, headers: from });
    expectError(res, 429, /^Too many requests/, 'rate_limited');
    // another address is not affected
    expect((await call(two, 'POST', '/login', { body: wrong, headers: { 'x-forwarded-for': randomIp() } })).status).toBe(401);
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

  it("disconnects a user's sockets on every process when the password is reset", async () => {
    const who = { phone: uniquePhone(), password: 'Reset#Me123' };
    await createUser(database.db, { name: 'Resetter', role: 'customer', ...who });
    const token = await login(one, who);
    const onTwo = await socket(two, '/customer', token);
    const gone = waitForDisconnect(onTwo);

    const logged = one.output().length;
    const requested = await call(one, 'POST', '/auth/forgot-password/request-otp', { body: { phone: who.phone }, headers });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ message: expect.any(String) }); // production never echoes the code
    // The default SMS sender writes the code to the log of the process that handled the request.
    let code: string | undefined;
    for (let i = 0; i < 50 && !code; i++) {
      code = /password reset code is (\d{4})/.exec(one.output().slice(logged))?.[1];
      if (!code) await sleep(20);
    }
    expect(code).toMatch(/^\d{4}$/);
    expect(one.output()).not.toContain(who.phone); // the log masks the phone

    const reset = await call(one, 'POST', '/auth/forgot-password/reset', {
      body: { phone: who.phone, otp: code, newPassword: 'Fresh#Pass123' },
      headers,
    });
    expect(reset.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await call(two, 'GET', '/profile', { token })).status).toBe(401);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { Order } from '@laundry/shared/contracts/orders';
import { isPostgresUrl, type DatabaseHandle } from './db/database';
import { createUser } from './features/seed/seed';
import { startApiProcess, type ApiProcess } from './test/child-process';
import { call, createTestDatabase, orderBody, uniquePhone } from './test/harness';

const postgres = isPostgresUrl(process.env.TEST_DATABASE_URL ?? '');
let database: DatabaseHandle;
let drop: () => Promise<void>;
let one: ApiProcess;
let two: ApiProcess;

beforeAll(async () => {
  const created = await createTestDatabase();
  database = created.database;
  drop = created.drop;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: created.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_ORIGIN: 'http://localhost:3000',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'graceful-key',
    MSG91_OTP_TEMPLATE_ID: 'graceful-template',
    MSG91_BASE_URL: 'http://127.0.0.1:9',
    OTP_ECHO: '',
    BACKUP_EVERY: 'off',
  };
  [one, two] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
}, 90_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await database?.close();
  await drop?.();
});

describe(`two processes on one database (${postgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('loses no acknowledged request when one is stopped (SIGTERM) in the middle of a burst', async () => {
    const customer = { phone: uniquePhone(), password: 'Customer#123' };
    await createUser(database.db, { name: 'Graceful Customer', role: 'customer', ...customer });
    const login = await call<AuthResponse>(two, 'POST', '/login', { body: customer });
    expect(login.status).toBe(200);
    const token = login.body.token;
    for (const p of [one, two]) expect((await call(p, 'GET', '/health/ready')).status).toBe(200);

    const acknowledged: string[] = [];
    const refused: string[] = [];
    let stopSent = false;
    let oneExited = false;
    const exited = new Promise<number | null>((resolve) => one.child.once('exit', (code) => resolve(code)));
    void exited.then(() => (oneExited = true));

    // What a reverse proxy does: send to either process; if one refuses the connection or answers 503, try the other.
    const attempt = async (target: ApiProcess): Promise<Order | null> => {
      try {
        const res = await call<Order>(target, 'POST', '/orders', { token, body: orderBody({ phone: customer.phone }) });
        if (res.status === 201) return res.body;
        refused.push(`${res.status}`);
        expect(res.status, JSON.stringify(res.body)).toBe(503);
      } catch (error) {
        refused.push((error as Error).message);
      }
      return null;
    };
    const worker = async (index: number) => {
      let afterExit = 0;
      for (let i = 0; afterExit < 3; i++) {
        const first = (i + index) % 2 === 0 ? one : two;
        const order = (await attempt(first)) ?? (first === one ? await attempt(two) : null);
        if (order) acknowledged.push(order._id);
        if (!stopSent && acknowledged.length >= 20) {
          stopSent = true;
          one.child.kill('SIGTERM');
        }
        if (oneExited) afterExit += 1;
      }
    };
    await Promise.all([0, 1, 2, 3, 4, 5].map(worker));

    expect(await exited).toBe(0);
    expect(one.output()).toMatch(/SIGTERM: finishing the requests in flight, then stopping/);
    expect(acknowledged.length).toBeGreaterThan(20);
    const stored = new Set((await database.db.selectFrom('orders').select('id').execute()).map((o) => o.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    // The survivor still serves.
    expect((await call(two, 'GET', '/health/ready')).status).toBe(200);
  }, 90_000);
});

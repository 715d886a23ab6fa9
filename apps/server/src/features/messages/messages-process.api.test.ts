import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { Order } from '@laundry/shared/contracts/orders';
import { migrateToLatest, type DatabaseHandle } from '../../db/database';
import { createUser, seedPrices } from '../seed/seed';
import { startApiProcess, type ApiProcess } from '../../test/child-process';
import { FakeMsg91 } from '../../test/fake-msg91';
import { call, createTestDatabase, orderBody, sleep, uniquePhone } from '../../test/harness';

/**
 * Messages (docs/decisions/0055): a real API process killed in the middle of sending a message
 * loses nothing: the next process sends it, and the row says it was sent again.
 */
describe('an API process killed while it sends a message', () => {
  let database: DatabaseHandle;
  let url: string;
  let drop: () => Promise<void>;
  const hanging = new FakeMsg91(() => ({ status: 200, delayMs: 60_000, body: {} }));
  const graph = new FakeMsg91(() => ({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.after-restart' }] } }));
  const msg91 = new FakeMsg91();
  const customer = { phone: uniquePhone(), password: 'Customer#123' };
  const processes: ApiProcess[] = [];

  const env = (apiBase: string) => ({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: jwtSecret,
    WEB_ORIGIN: 'http://localhost:3000',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'key',
    MSG91_OTP_TEMPLATE_ID: 'otp',
    MSG91_BASE_URL: msg91.baseUrl,
    OTP_ECHO: '',
    WHATSAPP_TOKEN: 'process-test-token',
    WHATSAPP_PHONE_NUMBER_ID: '4242',
    WHATSAPP_API_BASE: apiBase,
    WHATSAPP_APP_SECRET: 'secret',
  });
  const jwtSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    await Promise.all([hanging.start(), graph.start(), msg91.start()]);
    const created = await createTestDatabase();
    ({ database, url, drop } = created);
    await migrateToLatest(database.db);
    await seedPrices(database.db);
    await createUser(database.db, { name: 'Kill Test', role: 'customer', ...customer });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await Promise.all([hanging.stop(), graph.stop(), msg91.stop()]);
    await database?.close();
    await drop?.();
  });

  it('is sent by the next process, once, marked as sent again', async () => {
    const first = await startApiProcess(env(hanging.baseUrl));
    processes.push(first);
    const login = await call<AuthResponse>(first, 'POST', '/login', { body: customer });
    const booked = await call<Order>(first, 'POST', '/orders', { token: login.body.token, body: orderBody({ phone: customer.phone }) });
    expect(booked.status).toBe(201);
    // The process has the message on the wire, with WhatsApp not answering: kill it there.
    for (let i = 0; hanging.requests.length === 0 && i < 200; i++) await sleep(25);
    expect(hanging.requests).toHaveLength(1);
    first.child.kill('SIGKILL');
    await first.stop();
    const row = () => database.db.selectFrom('messages').selectAll().where('orderId', '=', booked.body._id).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ status: 'sending', attempts: 1 });

    // Its lease runs out (a minute; shortened here), and a new process takes the row over.
    await database.db
      .updateTable('messages')
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const second = await startApiProcess(env(graph.baseUrl));
    processes.push(second);
    for (let i = 0; (await row()).status !== 'sent' && i < 200; i++) await sleep(25);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2, providerId: 'wamid.after-restart', error: 'resent after an interrupted send' });
    expect(graph.requests).toHaveLength(1);
    expect(graph.requests[0]!.body).toMatchObject({ to: `91${customer.phone}`, template: { name: 'sl_booked' } });
  }, 90_000);
});

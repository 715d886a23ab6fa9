import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { migrateToLatest, type DatabaseHandle } from '../../db/database';
import { startApiProcess, type ApiProcess } from '../../test/child-process';
import { FakeMsg91 } from '../../test/fake-msg91';
import { call, createTestDatabase, uniquePhone } from '../../test/harness';
import { seedOrders } from '../../test/seed-orders';
import { updateOrder } from '../orders/order-writer';
import { createUser, seedPrices } from '../seed/seed';

/**
 * An API process killed after a change committed and before its events were delivered loses
 * nothing and doubles nothing: the next process delivers them, once (docs/decisions/0067).
 */
describe('an API process killed between a commit and the delivery of its events', () => {
  let database: DatabaseHandle;
  let url: string;
  let drop: () => Promise<void>;
  const graph = new FakeMsg91(() => ({
    status: 200,
    body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.${randomBytes(4).toString('hex')}` }] },
  }));
  const msg91 = new FakeMsg91();
  const processes: ApiProcess[] = [];
  const jwtSecret = randomBytes(32).toString('hex');
  const rider = { phone: uniquePhone(), password: 'Rider#12345' };
  let referrerId: string;
  let orderId: string;

  const env = (extra: Record<string, string> = {}) => ({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: jwtSecret,
    WEB_ORIGIN: 'http://localhost:3000',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'key',
    MSG91_OTP_TEMPLATE_ID: 'otp',
    MSG91_BASE_URL: msg91.baseUrl,
    OTP_ECHO: '',
    WHATSAPP_TOKEN: 'crash-test-token',
    WHATSAPP_PHONE_NUMBER_ID: '4243',
    WHATSAPP_API_BASE: graph.baseUrl,
    WHATSAPP_APP_SECRET: 'secret',
    ...extra,
  });

  beforeAll(async () => {
    await Promise.all([graph.start(), msg91.start()]);
    ({ database, url, drop } = await createTestDatabase());
    const db = database.db;
    await migrateToLatest(db);
    await seedPrices(db);
    referrerId = await createUser(db, { name: 'Asha Rao', role: 'customer', phone: uniquePhone(), password: 'Referrer#123' });
    const friendId = await createUser(db, { name: 'Ravi Kumar', role: 'customer', phone: uniquePhone(), password: 'Friend#1234' });
    await db.updateTable('users').set({ referredBy: referrerId }).where('id', '=', friendId).execute();
    const riderId = await createUser(db, { name: 'Ramu', role: 'rider', ...rider });
    // The friend's first order, priced and out for delivery with the rider.
    await seedOrders(db, 1, friendId);
    const order = await db.selectFrom('orders').select('id').where('userId', '=', friendId).executeTakeFirstOrThrow();
    orderId = order.id;
    const at = new Date().toISOString();
    await updateOrder(
      db,
      orderId,
      {
        status: 'Delivering',
        riderId,
        subtotal: 50_000,
        total: 50_000,
        paid: 0,
        pricedAt: at,
        invoiceNumber: 'INV-CRASH-1',
        updatedAt: at,
      },
      null,
    );
  }, 60_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await Promise.all([graph.stop(), msg91.stop()]);
    await database?.close();
    await drop?.();
  });

  const messages = (event: string) =>
    database.db
      .selectFrom('messages')
      .select(['id', 'paymentId'])
      .where('orderId', '=', orderId)
      .where('event', '=', event as never)
      .execute();
  const rewards = () => database.db.selectFrom('referralRewards').selectAll().where('referrerId', '=', referrerId).execute();
  const pending = () => database.db.selectFrom('outbox').select('type').where('deliveredAt', 'is', null).execute();

  it('delivers the payment message and the referral reward once, from the next process', async () => {
    // This process commits changes with their events and never delivers them: it dies first.
    const first = await startApiProcess(env({ TEST_OUTBOX_PAUSED: '1' }));
    processes.push(first);
    const login = await call<AuthResponse>(first, 'POST', '/login', { body: rider });
    expect(login.status).toBe(200);
    const delivered = await call(first, 'POST', `/rider/orders/${orderId}/delivered`, {
      token: login.body.token,
      body: { amount: 500, method: 'cash', reference: '' },
    });
    expect(delivered.status).toBe(200);
    first.child.kill('SIGKILL');
    await first.stop();

    expect((await pending()).map((e) => e.type)).toEqual(expect.arrayContaining(['payment.recorded', 'order.status-changed']));
    expect(await messages('payment-receipt')).toEqual([]);
    expect(await rewards()).toEqual([]);

    const second = await startApiProcess(env());
    processes.push(second);
    await expect.poll(pending, { timeout: 20_000 }).toEqual([]);
    expect(await messages('payment-receipt')).toHaveLength(1);
    expect(await messages('delivered')).toHaveLength(1);
    expect(await rewards()).toEqual([expect.objectContaining({ friendOrderId: orderId, status: 'earned' })]);

    // A redelivery (an event whose delivery was cut short after its consumers ran) changes nothing.
    await database.db
      .updateTable('outbox')
      .set({ deliveredAt: null, availableAt: new Date(0).toISOString() })
      .execute();
    await expect.poll(pending, { timeout: 20_000 }).toEqual([]);
    expect(await messages('payment-receipt')).toHaveLength(1);
    expect(await messages('delivered')).toHaveLength(1);
    expect(await rewards()).toHaveLength(1);
  }, 120_000);
});

import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Message, MessagePage } from '@laundry/shared/contracts/messages';
import type { Order } from '@laundry/shared/contracts/orders';
import type { PushPayload } from '@laundry/shared/contracts/push';
import { FakeMsg91 } from '../../test/fake-msg91';
import { FakePushService, type FakeBrowser } from '../../test/fake-push-service';
import {
  call,
  createAdminSession,
  expectError,
  expectInvalid,
  orderBody,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';
import { PushRepository } from './push.repository';
import { PushService } from './push.service';
import { WebPushSender } from './web-push-sender';

/** Web Push against a local stand-in push service that checks VAPID and decrypts (docs/decisions/0081). */

const vapid = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:shop@example.com';
let wamid = 0;

describe('Web Push', () => {
  let server: TestServer;
  let admin: Session;
  const pushService = new FakePushService(vapid.publicKey);
  const whatsapp = new FakeMsg91(() => ({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.P${++wamid}` }] } }));
  let adminBrowser: FakeBrowser;

  beforeAll(async () => {
    await Promise.all([pushService.start(), whatsapp.start()]);
    server = await startTestServer(
      {
        push: { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: SUBJECT },
        whatsapp: { token: 'tok', phoneNumberId: '1098765', apiBase: `${whatsapp.baseUrl}/v21.0`, appSecret: 'secret', verifyToken: null },
      },
      { messageWorker: false },
    );
    admin = await createAdminSession(server);
    await call(server, 'PATCH', '/profile', { token: admin.token, body: { language: 'hi' } });
    adminBrowser = pushService.browser();
    expect((await subscribe(admin, adminBrowser)).status).toBe(201);
  });
  afterEach(() => {
    whatsapp.requests.length = 0;
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([pushService.stop(), whatsapp.stop()]);
  });

  const subscribe = (who: Session, browser: FakeBrowser | { json: unknown }) =>
    call<{ subscribed: boolean }>(server, 'POST', '/push/subscriptions', { token: who.token, body: browser.json });
  const stored = () => server.database.db.selectFrom('pushSubscriptions').select(['userId', 'endpoint']).execute();

  async function book(customer: Session): Promise<Order> {
    const res = await call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody({ phone: customer.user.phone }) });
    expect(res.status).toBe(201);
    return res.body;
  }

  async function send(): Promise<void> {
    await server.outbox.idle();
    await server.push.alerts.settled();
    await server.messages.worker.tick();
  }

  async function messagesOf(orderId: string): Promise<Message[]> {
    await server.outbox.idle();
    await server.push.alerts.settled();
    return (await call<MessagePage>(server, 'GET', `/admin/messages?orderId=${orderId}`, { token: admin.token })).body.messages;
  }

  it('answers the public key', async () => {
    const res = await call<{ publicKey: string }>(server, 'GET', '/push/key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: vapid.publicKey });
  });

  it('stores each browser under the account that subscribed it', async () => {
    const [a, b] = [await signupCustomer(server), await signupCustomer(server)];
    const [browserA, browserB] = [pushService.browser(), pushService.browser()];
    expect((await subscribe(a, browserA)).body).toEqual({ subscribed: true });
    expect((await subscribe(b, browserB)).status).toBe(201);
    // The same browser again: one row, still its own.
    expect((await subscribe(a, browserA)).status).toBe(201);
    const rows = await stored();
    expect(rows.filter((r) => r.endpoint === browserA.endpoint)).toEqual([{ userId: a.user._id, endpoint: browserA.endpoint }]);
    expect(rows.filter((r) => r.endpoint === browserB.endpoint)).toEqual([{ userId: b.user._id, endpoint: browserB.endpoint }]);
  });

  it('refuses a bad subscription with 400 and writes nothing', async () => {
    const customer = await signupCustomer(server);
    const good = pushService.browser().json;
    const before = (await stored()).length;
    expectInvalid(await subscribe(customer, { json: { ...good, endpoint: 'http://push.example.com/send/1' } }), 'endpoint', /https/);
    expectInvalid(await subscribe(customer, { json: { ...good, endpoint: 'ftp://127.0.0.1/send/1' } }), 'endpoint', /https/);
    expectInvalid(
      await subscribe(customer, { json: { ...good, endpoint: `https://push.example.com/${'a'.repeat(10 * 1024)}` } }),
      'endpoint',
      /at most/,
    );
    expectInvalid(await subscribe(customer, { json: { endpoint: good.endpoint } }), 'keys', /keys is required/);
    expectInvalid(await subscribe(customer, { json: { ...good, keys: { auth: good.keys.auth } } }), 'keys.p256dh', /required/);
    expectInvalid(await subscribe(customer, { json: { ...good, keys: { ...good.keys, auth: 'short' } } }), 'keys.auth', /16-byte/);
    expectInvalid(await subscribe(customer, { json: { ...good, endpoint: 'not a url' } }), 'endpoint', /URL/);
    expectError(await call(server, 'POST', '/push/subscriptions', { body: good }), 401, undefined, 'auth_required');
    expect((await stored()).length).toBe(before);
  });

  it('takes loopback endpoints outside production only', async () => {
    const prod = new PushService(new PushRepository(server.database.db), null, { publicKey: '', production: true, webOrigin: '' }, console);
    // Off (no sender): refused before the endpoint is even read.
    await expect(prod.subscribe('u', pushService.browser().json)).rejects.toMatchObject({ code: 'not_found' });
    const strict = new PushService(
      new PushRepository(server.database.db),
      new WebPushSender({ publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: SUBJECT }),
      { publicKey: vapid.publicKey, production: true, webOrigin: '' },
      console,
    );
    await expect(strict.subscribe('u', pushService.browser().json)).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('lets one account remove only its own browser', async () => {
    const [a, b] = [await signupCustomer(server), await signupCustomer(server)];
    const browserA = pushService.browser();
    await subscribe(a, browserA);
    expectError(
      await call(server, 'DELETE', `/push/subscriptions?endpoint=${encodeURIComponent(browserA.endpoint)}`, { token: b.token }),
      404,
      undefined,
      'not_found',
    );
    expect((await stored()).some((r) => r.endpoint === browserA.endpoint)).toBe(true);
    const removed = await call(server, 'DELETE', `/push/subscriptions?endpoint=${encodeURIComponent(browserA.endpoint)}`, { token: a.token });
    expect(removed).toMatchObject({ status: 200, body: { subscribed: false } });
    expect((await stored()).some((r) => r.endpoint === browserA.endpoint)).toBe(false);
  });

  it('sends each order message as one push in the customer language, and no WhatsApp when the push was taken', async () => {
    const customer = await signupCustomer(server, 'Lakshmi Devi');
    await call(server, 'PATCH', '/profile', { token: customer.token, body: { language: 'te' } });
    const browser = pushService.browser();
    await subscribe(customer, browser);
    const order = await book(customer);
    await send();
    expect(pushService.for(browser.endpoint)).toHaveLength(1);

    expect((await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'In Progress' } })).status).toBe(
      200,
    );
    await send();
    const pushes = pushService.for(browser.endpoint);
    expect(pushes).toHaveLength(2);
    const payload = pushes[1]!.payload as PushPayload;
    expect(payload.url).toBe(`http://localhost:3000/my-orders?order=${encodeURIComponent(order._id)}`);
    expect(payload.tag).toBe(`order:${order._id}`);
    expect(payload.body).toContain('నమస్తే Lakshmi');
    expect(payload.body).toContain(order.orderNumber);
    expect(pushes[1]!.claims).toMatchObject({ aud: pushService.baseUrl, sub: SUBJECT });
    expect(whatsapp.requests).toHaveLength(0);
    expect((await messagesOf(order._id)).map((m) => [m.event, m.status, m.channel]).sort()).toEqual([
      ['booked', 'sent', 'push'],
      ['picked-up', 'sent', 'push'],
    ]);
    expect(pushService.refused).toEqual([]);
  });

  it('removes a subscription the push service calls gone (404, 410) and sends on WhatsApp instead', async () => {
    for (const status of [404, 410]) {
      const customer = await signupCustomer(server);
      const browser = pushService.browser();
      await subscribe(customer, browser);
      pushService.answer(browser.endpoint, status);
      const order = await book(customer);
      await send();
      expect((await stored()).some((r) => r.endpoint === browser.endpoint)).toBe(false);
      expect(whatsapp.requests).toHaveLength(1);
      expect((await messagesOf(order._id))[0]).toMatchObject({ event: 'booked', status: 'sent', channel: 'whatsapp' });
      whatsapp.requests.length = 0;
    }
  });

  it('keeps a subscription through an outage of the push service, and the message goes another way', async () => {
    const customer = await signupCustomer(server);
    const browser = pushService.browser();
    await subscribe(customer, browser);
    pushService.answer(browser.endpoint, 503);
    const order = await book(customer);
    await send();
    expect((await stored()).some((r) => r.endpoint === browser.endpoint)).toBe(true);
    expect((await messagesOf(order._id))[0]).toMatchObject({ status: 'sent', channel: 'whatsapp' });
  });

  it('alerts the admins of a new booking, a reported payment and a late order, once each, in their language', async () => {
    const customer = await signupCustomer(server, 'Ravi Kumar');
    const before = pushService.for(adminBrowser.endpoint).length;
    const order = await book(customer);
    await server.outbox.idle();
    await server.push.alerts.settled();
    const alerts = () =>
      pushService
        .for(adminBrowser.endpoint)
        .slice(before)
        .map((r) => r.payload as PushPayload);
    expect(alerts()).toEqual([
      { title: 'नई बुकिंग', body: `${order.orderNumber} · Ravi Kumar`, url: 'http://localhost:3000/admin', tag: `new-booking:${order._id}` },
    ]);

    const priced = await call<Order>(server, 'POST', `/admin/orders/${order._id}/pickup`, {
      token: admin.token,
      body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: 100 }] },
    });
    expect(priced.status).toBe(200);
    const reported = await call(server, 'POST', `/orders/${order._id}/payment-reports`, {
      token: customer.token,
      body: { reference: '412345678901' },
    });
    expect(reported.status).toBe(200);
    await server.outbox.idle();
    await server.push.alerts.settled();
    expect(alerts().map((a) => a.title)).toEqual(['नई बुकिंग', 'ग्राहक ने भुगतान की सूचना दी']);
    expect(alerts()[1]!.url).toBe('http://localhost:3000/admin?tab=payments');

    const past = new Date(Date.now() - 10 * 60_000).toISOString();
    await server.database.db.updateTable('orders').set({ readyBy: past }).where('id', '=', order._id).execute();
    expect(await server.push.alerts.checkLate()).toBe(1);
    expect(await server.push.alerts.checkLate()).toBe(0);
    expect(alerts().map((a) => a.title)).toEqual(['नई बुकिंग', 'ग्राहक ने भुगतान की सूचना दी', 'ऑर्डर में देरी']);
  });
});

describe('Web Push switched off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { messageWorker: false });
  });
  afterAll(async () => server?.close());

  it('answers 404 for the key and for a subscription', async () => {
    expectError(await call(server, 'GET', '/push/key'), 404, undefined, 'not_found');
    const customer = await signupCustomer(server);
    const body = { endpoint: 'https://push.example.com/send/1', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };
    expectError(await call(server, 'POST', '/push/subscriptions', { token: customer.token, body }), 404, undefined, 'not_found');
    expect(await server.database.db.selectFrom('pushSubscriptions').selectAll().execute()).toEqual([]);
  });
});

import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@laundry/shared/constants';
import { MESSAGE_EVENTS, type Message, type MessagePage } from '@laundry/shared/contracts/messages';
import type { Order } from '@laundry/shared/contracts/orders';
import { FakeMsg91 } from '../../test/fake-msg91';
import {
  call,
  createAdminSession,
  expectError,
  istDayFromToday,
  orderBody,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';
import { MessagesRepository } from './messages.repository';
import { MessageWorker } from './message-worker';
import { MAX_ATTEMPTS } from './messages.service';

/** The outbox, its channels and WhatsApp's webhook, over real HTTP (docs/decisions/0055). */

const APP_SECRET = 'test-app-secret';
const TOKEN = 'EAAG-test-token-never-logged';
let wamid = 0;
const graphSuccess = () => ({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.TEST${++wamid}` }] } });

async function messagesOf(server: TestServer, admin: Session, orderId: string): Promise<Message[]> {
  await server.outbox.idle();
  const res = await call<MessagePage>(server, 'GET', `/admin/messages?orderId=${orderId}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.messages;
}

async function book(server: TestServer, customer: Session, overrides: Record<string, unknown> = {}): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody({ phone: customer.user.phone, ...overrides }) });
  expect(res.status).toBe(201);
  return res.body;
}

function signed(body: unknown, secret = APP_SECRET): { raw: string; signature: string } {
  const raw = JSON.stringify(body);
  return { raw, signature: `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` };
}

async function postWebhook(server: TestServer, raw: string, signature?: string): Promise<Response> {
  return fetch(`${server.baseUrl}/webhooks/whatsapp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    body: raw,
  });
}

function statusCallback(id: string, status: string, timestamp = '1795700000') {
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id, status, timestamp, recipient_id: '919876500000' }] } }] }],
  };
}

describe('with no provider configured (click to send)', () => {
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer({}, { messageWorker: false });
    admin = await createAdminSession(server);
  });
  afterAll(async () => server?.close());

  it('writes the booking message in the customer language, ready to send from the shop phone, and the tap marks it sent once', async () => {
    const customer = await signupCustomer(server, 'Lakshmi Devi');
    await call(server, 'PATCH', '/profile', { token: customer.token, body: { language: 'te' } });
    const order = await book(server, customer);
    // Written with the booking itself, before any worker ran.
    const [pending] = await messagesOf(server, admin, order._id);
    expect(pending).toMatchObject({ event: 'booked', status: 'pending' });

    await server.messages.worker.tick();
    const [ready] = await messagesOf(server, admin, order._id);
    expect(ready).toMatchObject({ event: 'booked', status: 'to-send', language: 'te', phone: customer.user.phone, orderNumber: order.orderNumber });
    expect(ready!.text).toContain('నమస్తే Lakshmi');
    expect(ready!.text).toContain(order.orderNumber);
    expect(ready!.waLink).toBe(`https://wa.me/91${customer.user.phone}?text=${encodeURIComponent(ready!.text)}`);
    const toSend = await call<MessagePage>(server, 'GET', '/admin/messages?status=to-send', { token: admin.token });
    expect(toSend.body.messages.map((m) => m._id)).toContain(ready!._id);

    const clicked = await call<Message>(server, 'POST', `/admin/messages/${ready!._id}/clicked`, { token: admin.token });
    expect(clicked.status).toBe(200);
    expect(clicked.body).toMatchObject({ status: 'sent', channel: 'click', waLink: '' });
    expect(clicked.body.sentAt).toEqual(expect.any(String));
    expectError(await call(server, 'POST', `/admin/messages/${ready!._id}/clicked`, { token: admin.token }), 409, undefined, 'message_not_to_send');
    expectError(await call(server, 'POST', '/admin/messages/nope/clicked', { token: admin.token }), 404, undefined, 'not_found');
  });

  it('writes one message per step, whoever makes the change, in the transaction of the change', async () => {
    const customer = await signupCustomer(server);
    const order = await book(server, customer);
    for (const status of ['In Progress', 'Delivering', 'Completed']) {
      expect((await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status } })).status).toBe(200);
    }
    // The same status again is no step: no second message.
    await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'Completed' } });
    const events = (await messagesOf(server, admin, order._id)).map((m) => m.event).sort();
    expect(events).toEqual(['booked', 'delivered', 'out-for-delivery', 'picked-up']);
  });

  it('skips a cancelled order and a customer who turned messages off, saying why', async () => {
    const customer = await signupCustomer(server);
    const cancelled = await book(server, customer);
    expect((await call(server, 'POST', `/orders/${cancelled._id}/cancel`, { token: customer.token })).status).toBe(200);
    await server.messages.worker.tick();
    expect(await messagesOf(server, admin, cancelled._id)).toEqual([
      expect.objectContaining({ event: 'booked', status: 'skipped', error: 'the order was cancelled' }),
    ]);

    const quiet = await signupCustomer(server);
    const patched = await call<{ messageChannel: string }>(server, 'PATCH', '/profile', { token: quiet.token, body: { messageChannel: 'none' } });
    expect(patched.body.messageChannel).toBe('none');
    const order = await book(server, quiet);
    await server.messages.worker.tick();
    expect(await messagesOf(server, admin, order._id)).toEqual([
      expect.objectContaining({ status: 'skipped', error: 'the customer turned messages off' }),
    ]);
    expectInvalidChannel(await call(server, 'PATCH', '/profile', { token: quiet.token, body: { messageChannel: 'pigeon' } }));
  });

  it('uses the shop edited words, and refuses a field the event does not have', async () => {
    const texts = await call<{ texts: { event: string; language: string; text: string; edited: boolean }[] }>(server, 'GET', '/admin/message-texts', {
      token: admin.token,
    });
    expect(texts.body.texts).toHaveLength(MESSAGE_EVENTS.length * LANGUAGES.length);
    expect(texts.body.texts.every((t) => !t.edited)).toBe(true);
    const bad = await call(server, 'PUT', '/admin/message-texts', {
      token: admin.token,
      body: { texts: [{ event: 'booked', language: 'en', text: 'Hi {name}, your bill is {total}' }] },
    });
    expectError(bad, 400, /\{total\}/, 'validation_failed');
    const saved = await call<{ texts: { event: string; language: string; text: string; edited: boolean }[] }>(server, 'PUT', '/admin/message-texts', {
      token: admin.token,
      body: { texts: [{ event: 'booked', language: 'en', text: 'Namaste {name}! Pickup {order} is booked, {window}. – {shop}' }] },
    });
    expect(saved.body.texts.find((t) => t.event === 'booked' && t.language === 'en')).toMatchObject({ edited: true });

    const customer = await signupCustomer(server, 'Ravi Kumar');
    const order = await book(server, customer);
    await server.messages.worker.tick();
    const [message] = await messagesOf(server, admin, order._id);
    expect(message!.text).toMatch(new RegExp(`^Namaste Ravi! Pickup ${order.orderNumber} is booked, .+ – Sri Lakshmi Laundry$`));
  });

  it('resends a message as a new one, never one still on its way', async () => {
    const customer = await signupCustomer(server);
    const order = await book(server, customer);
    const [pending] = await messagesOf(server, admin, order._id);
    expectError(
      await call(server, 'POST', `/admin/messages/${pending!._id}/resend`, { token: admin.token }),
      409,
      undefined,
      'message_not_resendable',
    );
    await server.messages.worker.tick();
    const again = await call<Message>(server, 'POST', `/admin/messages/${pending!._id}/resend`, { token: admin.token });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ event: 'booked', status: 'pending', orderNumber: order.orderNumber });
    expect(again.body._id).not.toBe(pending!._id);
    expect(await messagesOf(server, admin, order._id)).toHaveLength(2);
  });

  it('pages the Messages view newest first and refuses a bad cursor', async () => {
    const page = await call<MessagePage>(server, 'GET', '/admin/messages', { token: admin.token });
    expect(page.status).toBe(200);
    const times = page.body.messages.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expectError(await call(server, 'GET', '/admin/messages?cursor=garbage', { token: admin.token }), 400, undefined, 'invalid_cursor');
    expectError(await call(server, 'GET', '/admin/messages?status=lost', { token: admin.token }), 400, undefined, 'validation_failed');
  });
});

function expectInvalidChannel(res: { status: number; body: unknown }): void {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 'validation_failed', field: 'messageChannel' });
}

describe('with WhatsApp and MSG91 configured', () => {
  let server: TestServer;
  let admin: Session;
  const whatsapp = new FakeMsg91(graphSuccess);
  const msg91 = new FakeMsg91();
  beforeAll(async () => {
    await Promise.all([whatsapp.start(), msg91.start()]);
    server = await startTestServer(
      {
        whatsapp: { token: TOKEN, phoneNumberId: '1098765', apiBase: `${whatsapp.baseUrl}/v21.0`, appSecret: APP_SECRET, verifyToken: 'verify-me' },
        sms: { provider: 'msg91', authKey: 'msg91-key', templateId: 'otp-template', senderId: null, baseUrl: msg91.baseUrl },
        msg91EventTemplates: { 'out-for-delivery': 'dlt-out-1', booked: 'dlt-booked-1' },
      },
      { messageWorker: false },
    );
    admin = await createAdminSession(server);
  });
  afterEach(() => {
    whatsapp.requests.length = 0;
    msg91.requests.length = 0;
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([whatsapp.stop(), msg91.stop()]);
  });

  it('sends the approved template for the step, in the customer language, with its variables', async () => {
    const customer = await signupCustomer(server, 'Anil Varma');
    await call(server, 'PATCH', '/profile', { token: customer.token, body: { language: 'hi' } });
    const order = await book(server, customer);
    await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'Delivering' } });
    await server.messages.worker.tick();

    // Pending straight to Delivering: no pickup step, so two messages.
    expect(whatsapp.requests).toHaveLength(2);
    const out = whatsapp.requests.find((r) => (r.body as { template: { name: string } }).template.name === 'sl_out_for_delivery')!;
    expect(out.path).toBe('/v21.0/1098765/messages');
    expect(out.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(out.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `91${customer.user.phone}`,
      type: 'template',
      template: {
        name: 'sl_out_for_delivery',
        language: { code: 'hi' },
        components: [{ type: 'body', parameters: ['Anil', order.orderNumber, '₹0'].map((text) => ({ type: 'text', text })) }],
      },
    });
    const messages = await messagesOf(server, admin, order._id);
    expect(messages.map((m) => [m.event, m.status, m.channel]).sort()).toEqual([
      ['booked', 'sent', 'whatsapp'],
      ['out-for-delivery', 'sent', 'whatsapp'],
    ]);
    expect(msg91.requests).toHaveLength(0);
  });

  it('follows WhatsApp status callbacks signed with the app secret, never backwards, and ignores unsigned ones', async () => {
    const customer = await signupCustomer(server);
    const order = await book(server, customer);
    await server.messages.worker.tick();
    // The stand-in numbers its answers: the last one is this booking's.
    const sentAs = `wamid.TEST${wamid}`;
    const statusOf = async () => (await messagesOf(server, admin, order._id))[0]!.status;
    expect(await statusOf()).toBe('sent');

    const forged = signed(statusCallback(sentAs, 'read'), 'not-the-secret');
    const refused = await postWebhook(server, forged.raw, forged.signature);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'invalid_signature' });
    expect((await postWebhook(server, forged.raw)).status).toBe(401);
    const tampered = signed(statusCallback(sentAs, 'delivered'));
    expect((await postWebhook(server, tampered.raw.replace('delivered', 'read'), tampered.signature)).status).toBe(401);
    expect(await statusOf()).toBe('sent');

    const read = signed(statusCallback(sentAs, 'read'));
    expect((await postWebhook(server, read.raw, read.signature)).status).toBe(200);
    expect(await statusOf()).toBe('read');
    const late = signed(statusCallback(sentAs, 'delivered'));
    expect((await postWebhook(server, late.raw, late.signature)).status).toBe(200);
    expect(await statusOf()).toBe('read');
  });

  it("answers Meta's verify handshake only with the verify token", async () => {
    const ok = await fetch(`${server.baseUrl}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(`${server.baseUrl}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`);
    expect(wrong.status).toBe(401);
  });

  it('turns messages off for a customer who replies STOP', async () => {
    const customer = await signupCustomer(server);
    const stop = signed({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ value: { messages: [{ from: `91${customer.user.phone}`, type: 'text', text: { body: 'STOP' } }] } }] }],
    });
    expect((await postWebhook(server, stop.raw, stop.signature)).status).toBe(200);
    const profile = await call<{ messageChannel: string }>(server, 'GET', '/profile', { token: customer.token });
    expect(profile.body.messageChannel).toBe('none');
    const order = await book(server, customer);
    await server.messages.worker.tick();
    expect(whatsapp.requests).toHaveLength(0);
    expect((await messagesOf(server, admin, order._id))[0]).toMatchObject({ status: 'skipped' });
  });

  it('falls back to the SMS template when WhatsApp refuses the number, and to click to send without one', async () => {
    const customer = await signupCustomer(server, 'Sita Rao');
    whatsapp.answerNext({ status: 400, body: { error: { message: 'Message undeliverable', code: 131026 } } });
    const order = await book(server, customer);
    await server.messages.worker.tick();
    expect(msg91.requests).toHaveLength(1);
    expect(msg91.requests[0]!.headers.authkey).toBe('msg91-key');
    expect(msg91.requests[0]!.body).toMatchObject({
      template_id: 'dlt-booked-1',
      recipients: [{ mobiles: `91${customer.user.phone}`, var1: 'Sita', var2: order.orderNumber }],
    });
    expect((await messagesOf(server, admin, order._id))[0]).toMatchObject({ status: 'sent', channel: 'sms' });

    // An SMS-only customer, and an event with no DLT template: nothing can carry it but the shop's phone.
    await call(server, 'PATCH', '/profile', { token: customer.token, body: { messageChannel: 'sms' } });
    await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'In Progress' } });
    await server.messages.worker.tick();
    expect((await messagesOf(server, admin, order._id)).find((m) => m.event === 'picked-up')).toMatchObject({ status: 'to-send' });
  });

  it('retries a provider outage with backoff, then gives up as dead, keeping the error without the token', async () => {
    const customer = await signupCustomer(server);
    whatsapp.answerNext({ status: 503, body: { error: { message: `Service unavailable for ${TOKEN}`, code: 2 } } });
    const order = await book(server, customer);
    const started = Date.now();
    await server.messages.worker.tick();
    const [first] = await messagesOf(server, admin, order._id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first!.error).toMatch(/^whatsapp: HTTP 503/);
    expect(first!.error).not.toContain(TOKEN);
    const row = await server.database.db.selectFrom('messages').selectAll().where('id', '=', first!._id).executeTakeFirstOrThrow();
    expect(Date.parse(row.nextAttemptAt) - started).toBeGreaterThanOrEqual(29_000);

    // Every later try fails too: the row is dead after the last, and never sent.
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      whatsapp.answerNext({ status: 500, body: {} });
      await server.database.db
        .updateTable('messages')
        .set({ nextAttemptAt: new Date(0).toISOString() })
        .where('id', '=', first!._id)
        .execute();
      await server.messages.worker.tick();
    }
    const [dead] = await messagesOf(server, admin, order._id);
    expect(dead).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
  });

  it('sends again a message whose process died mid-send, and says so', async () => {
    const customer = await signupCustomer(server);
    const order = await book(server, customer);
    await server.outbox.idle();
    // What a killed process leaves: the row claimed, its lease run out.
    await server.database.db
      .updateTable('messages')
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('orderId', '=', order._id)
      .execute();
    await server.messages.worker.tick();
    const [message] = await messagesOf(server, admin, order._id);
    expect(message).toMatchObject({ status: 'sent', attempts: 2, error: 'resent after an interrupted send' });
    expect(whatsapp.requests).toHaveLength(1);
  });
});

describe('reminders and several processes', () => {
  let server: TestServer;
  let admin: Session;
  const whatsapp = new FakeMsg91(graphSuccess);
  beforeAll(async () => {
    await whatsapp.start();
    server = await startTestServer(
      { whatsapp: { token: TOKEN, phoneNumberId: '55', apiBase: whatsapp.baseUrl, appSecret: APP_SECRET, verifyToken: null } },
      { messageWorker: false },
    );
    admin = await createAdminSession(server);
  });
  afterAll(async () => {
    await server?.close();
    await whatsapp.stop();
  });

  it('sends the evening reminder for tomorrow once, however many processes run, and none for a cancelled pickup', async () => {
    const customer = await signupCustomer(server);
    const tomorrow = istDayFromToday(1);
    const kept = await book(server, customer, { pickupDate: tomorrow });
    const cancelled = await book(server, customer, { pickupDate: tomorrow });
    await call(server, 'POST', `/orders/${cancelled._id}/cancel`, { token: customer.token });
    // Counted from here, not cleared after the server's own round: run after 7 PM IST, that round
    // (on the real clock) already sends the reminder, and the five workers below must add none.
    const from = whatsapp.requests.length;
    await server.messages.worker.tick();

    // Five workers, as five API processes would run them, at 7:30 PM IST today.
    const evening = new Date(`${istDayFromToday(0)}T19:30:00+05:30`);
    const repo = new MessagesRepository(server.database.db, server.database.dialect);
    const workers = Array.from({ length: 5 }, () => new MessageWorker(repo, server.messages.service, console, { now: () => evening }));
    await Promise.all(workers.flatMap((w) => [w.tick(), w.tick()]));
    await Promise.all(workers.map((w) => w.tick()));

    const reminders = whatsapp.requests
      .slice(from)
      .filter((r) => (r.body as { to: string }).to === `91${customer.user.phone}`)
      .filter((r) => (r.body as { template: { name: string } }).template.name === 'sl_pickup_reminder');
    expect(reminders).toHaveLength(1);
    expect((await messagesOf(server, admin, kept._id)).filter((m) => m.event === 'pickup-reminder')).toEqual([
      expect.objectContaining({ status: 'sent' }),
    ]);
    expect((await messagesOf(server, admin, cancelled._id)).filter((m) => m.event === 'pickup-reminder')).toEqual([]);
  });

  it('before 7 PM IST adds no reminder', async () => {
    const customer = await signupCustomer(server);
    const order = await book(server, customer, { pickupDate: istDayFromToday(1) });
    const morning = new Date(`${istDayFromToday(0)}T10:00:00+05:30`);
    const repo = new MessagesRepository(server.database.db, server.database.dialect);
    await new MessageWorker(repo, server.messages.service, console, { now: () => morning }).tick();
    expect((await messagesOf(server, admin, order._id)).map((m) => m.event)).toEqual(['booked']);
  });

  it('delivers after a restart what a process wrote but never sent', async () => {
    const customer = await signupCustomer(server);
    const order = await book(server, customer);
    whatsapp.requests.length = 0;
    await server.outbox.idle();
    // The process "dies" here: its worker never runs. A new process on the same database sends it.
    const repo = new MessagesRepository(server.database.db, server.database.dialect);
    const next = new MessageWorker(repo, server.messages.service, console);
    await next.tick();
    // Only this customer's: an earlier test's message, left unsent by its clock, may go in the same round.
    expect(whatsapp.requests.filter((r) => (r.body as { to: string }).to === `91${customer.user.phone}`)).toHaveLength(1);
    expect((await messagesOf(server, admin, order._id))[0]).toMatchObject({ status: 'sent' });
  });
});

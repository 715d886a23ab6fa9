import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, MessagePage, MessageSetup, TestMessageResult } from '@laundry/shared/contracts/messages';
import type { Order } from '@laundry/shared/contracts/orders';
import { FakeMsg91 } from '../../test/fake-msg91';
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

/** The click-to-send queue without hand work: stale messages skipped by rule, the shop's own skips, the setup card (docs/decisions/0081). */

describe('the click-to-send queue', () => {
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer({}, { messageWorker: false });
    admin = await createAdminSession(server);
  });
  afterAll(async () => server?.close());

  async function book(customer: Session): Promise<Order> {
    const res = await call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody({ phone: customer.user.phone }) });
    expect(res.status).toBe(201);
    return res.body;
  }
  async function messagesOf(orderId: string): Promise<Message[]> {
    await server.outbox.idle();
    return (await call<MessagePage>(server, 'GET', `/admin/messages?orderId=${orderId}`, { token: admin.token })).body.messages;
  }
  const setStatus = (orderId: string, status: string) =>
    call(server, 'PATCH', `/admin/orders/${orderId}/status`, { token: admin.token, body: { status } });
  const skip = (id: string, body: unknown, token = admin.token) => call<Message>(server, 'POST', `/admin/messages/${id}/skip`, { token, body });

  it('skips a waiting "Booked" message once its order moved on, saying why', async () => {
    const order = await book(await signupCustomer(server));
    await server.messages.worker.tick();
    expect((await messagesOf(order._id))[0]).toMatchObject({ event: 'booked', status: 'to-send', skipReason: '' });

    expect((await setStatus(order._id, 'In Progress')).status).toBe(200);
    await server.messages.worker.tick();
    const byEvent = Object.fromEntries((await messagesOf(order._id)).map((m) => [m.event, m]));
    expect(byEvent.booked).toMatchObject({ status: 'skipped', skipReason: 'moved-on', waLink: '' });
    expect(byEvent['picked-up']).toMatchObject({ status: 'to-send', skipReason: '' });
  });

  it('skips a waiting message in the delivery of its order’s change, before any worker round', async () => {
    const order = await book(await signupCustomer(server));
    await server.messages.worker.tick();
    expect((await messagesOf(order._id))[0]).toMatchObject({ event: 'booked', status: 'to-send' });

    expect((await setStatus(order._id, 'In Progress')).status).toBe(200);
    const byEvent = Object.fromEntries((await messagesOf(order._id)).map((m) => [m.event, m]));
    expect(byEvent.booked).toMatchObject({ status: 'skipped', skipReason: 'moved-on' });
    expect(byEvent['picked-up']).toMatchObject({ status: 'pending' });
  });

  it('does not queue a "Booked" message of an order that moved on before it was sent', async () => {
    const order = await book(await signupCustomer(server));
    expect((await setStatus(order._id, 'In Progress')).status).toBe(200);
    await server.messages.worker.tick();
    const byEvent = Object.fromEntries((await messagesOf(order._id)).map((m) => [m.event, m]));
    expect(byEvent.booked).toMatchObject({ status: 'skipped', skipReason: 'moved-on' });
    expect(byEvent['picked-up']).toMatchObject({ status: 'to-send' });
  });

  it('skips what waited more than a day, unless it is about money', async () => {
    const order = await book(await signupCustomer(server));
    expect(
      (
        await call(server, 'POST', `/admin/orders/${order._id}/pickup`, {
          token: admin.token,
          body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: 100 }] },
        })
      ).status,
    ).toBe(200);
    await server.messages.worker.tick();
    const waiting = await messagesOf(order._id);
    expect(
      waiting
        .filter((m) => m.status === 'to-send')
        .map((m) => m.event)
        .sort(),
    ).toEqual(['picked-up', 'priced']);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await server.database.db.updateTable('messages').set({ createdAt: dayAgo }).where('orderId', '=', order._id).execute();
    await server.messages.worker.tick();
    const byEvent = Object.fromEntries((await messagesOf(order._id)).map((m) => [m.event, m]));
    expect(byEvent['picked-up']).toMatchObject({ status: 'skipped', skipReason: 'too-old' });
    expect(byEvent.priced).toMatchObject({ status: 'to-send', skipReason: '' });
  });

  it('lets the shop skip any unsent message with its reason, once', async () => {
    const customer = await signupCustomer(server);
    const order = await book(customer);
    await server.messages.worker.tick();
    const [message] = await messagesOf(order._id);
    expectInvalid(await skip(message!._id, { reason: '   ' }), 'reason', /Say why/);
    expectInvalid(await skip(message!._id, { reason: 'x'.repeat(201) }), 'reason', /200/);
    expectInvalid(await skip(message!._id, {}), 'reason', /required/);
    expect((await messagesOf(order._id))[0]).toMatchObject({ status: 'to-send' });
    expectError(await skip(message!._id, { reason: 'Told her at the door' }, customer.token), 403, undefined, 'admin_only');

    const skipped = await skip(message!._id, { reason: ' Told her at the door ' });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ status: 'skipped', skipReason: 'by-shop', skipNote: 'Told her at the door', waLink: '' });
    expectError(await skip(message!._id, { reason: 'again' }), 409, undefined, 'message_not_skippable');
    expectError(await skip('nope', { reason: 'why' }), 404, undefined, 'not_found');
  });

  it('cannot skip a message already sent', async () => {
    const order = await book(await signupCustomer(server));
    await server.messages.worker.tick();
    const [message] = await messagesOf(order._id);
    expect((await call(server, 'POST', `/admin/messages/${message!._id}/clicked`, { token: admin.token })).status).toBe(200);
    expectError(await skip(message!._id, { reason: 'late' }), 409, undefined, 'message_not_skippable');
  });

  it('has no provider to test', async () => {
    const setup = await call<MessageSetup>(server, 'GET', '/admin/messages/setup', { token: admin.token });
    expect(setup.body).toEqual({ whatsapp: false, sms: false, push: false });
    expectError(
      await call(server, 'POST', '/admin/messages/test', { token: admin.token, body: { channel: 'whatsapp', phone: '9876500001' } }),
      409,
      undefined,
      'channel_not_configured',
    );
  });
});

describe('the whole click-to-send queue, swept once a minute', () => {
  let server: TestServer;
  let admin: Session;
  let clock = new Date();
  beforeAll(async () => {
    server = await startTestServer({}, { messageWorker: { everyMs: 3_600_000, now: () => clock } });
    admin = await createAdminSession(server);
  });
  afterAll(async () => server?.close());

  it('catches a stale message no change announced, within the minute', async () => {
    const customer = await signupCustomer(server);
    const booked = await call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody({ phone: customer.user.phone }) });
    expect(booked.status).toBe(201);
    const orderId = booked.body._id;
    expect((await call(server, 'PATCH', `/admin/orders/${orderId}/status`, { token: admin.token, body: { status: 'In Progress' } })).status).toBe(
      200,
    );
    // Past the messages' times, so they are due; the start's full sweep was moments ago.
    clock = new Date(Date.now() + 1_000);
    await server.messages.worker.tick();
    const statusOf = async () =>
      (
        await server.database.db
          .selectFrom('messages')
          .select('status')
          .where('orderId', '=', orderId)
          .where('event', '=', 'booked')
          .executeTakeFirstOrThrow()
      ).status;
    expect(await statusOf()).toBe('skipped');

    // As if a worker on another process composed it from a read taken before the change.
    await server.database.db
      .updateTable('messages')
      .set({ status: 'to-send', skipReason: '' })
      .where('orderId', '=', orderId)
      .where('event', '=', 'booked')
      .execute();
    clock = new Date(clock.getTime() + 30_000);
    await server.messages.worker.tick();
    expect(await statusOf()).toBe('to-send');
    clock = new Date(clock.getTime() + 31_000);
    await server.messages.worker.tick();
    expect(await statusOf()).toBe('skipped');
  });
});

describe('the setup card with WhatsApp and MSG91 configured', () => {
  let server: TestServer;
  let admin: Session;
  const whatsapp = new FakeMsg91(() => ({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.TEST' }] } }));
  const msg91 = new FakeMsg91();
  beforeAll(async () => {
    await Promise.all([whatsapp.start(), msg91.start()]);
    server = await startTestServer(
      {
        whatsapp: { token: 'tok', phoneNumberId: '1098765', apiBase: `${whatsapp.baseUrl}/v21.0`, appSecret: 'secret', verifyToken: null },
        sms: { provider: 'msg91', authKey: 'msg91-key', templateId: 'otp', senderId: null, baseUrl: msg91.baseUrl },
        msg91EventTemplates: { delivered: 'dlt-delivered-1' },
      },
      { messageWorker: false },
    );
    admin = await createAdminSession(server);
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([whatsapp.stop(), msg91.stop()]);
  });
  const test = (body: unknown) => call<TestMessageResult>(server, 'POST', '/admin/messages/test', { token: admin.token, body });

  it('sends one test message through each and shows what the provider answered', async () => {
    expect((await call<MessageSetup>(server, 'GET', '/admin/messages/setup', { token: admin.token })).body).toEqual({
      whatsapp: true,
      sms: true,
      push: false,
    });

    expect((await test({ channel: 'whatsapp', phone: '98765 00001' })).body).toEqual({ ok: true, channel: 'whatsapp', problem: '' });
    expect(whatsapp.requests).toHaveLength(1);
    expect(whatsapp.requests[0]!.body).toMatchObject({ to: '919876500001', template: { name: 'sl_booked', language: { code: 'en' } } });

    expect((await test({ channel: 'sms', phone: '9876500002' })).body).toEqual({ ok: true, channel: 'sms', problem: '' });
    expect(msg91.requests).toHaveLength(1);
    expect(JSON.stringify(msg91.requests[0]!.body)).toContain('dlt-delivered-1');

    whatsapp.answerNext({ status: 400, body: { error: { message: 'Template name does not exist in the translation', code: 132001 } } });
    const refused = await test({ channel: 'whatsapp', phone: '9876500001' });
    expect(refused.body.ok).toBe(false);
    expect(refused.body.problem).toContain('Template name does not exist');
    expect(refused.body.problem).not.toContain('tok');

    expectInvalid(await test({ channel: 'whatsapp', phone: '12' }), 'phone', /10-digit/);
    expectInvalid(await test({ channel: 'email', phone: '9876500001' }), 'channel', /whatsapp or sms/);
    // No message row is written for a test.
    expect(await server.database.db.selectFrom('messages').select('id').execute()).toEqual([]);
  });
});

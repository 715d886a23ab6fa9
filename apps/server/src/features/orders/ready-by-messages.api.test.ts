import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@laundry/shared/constants';
import type { MessagePage } from '@laundry/shared/contracts/messages';
import type { Order } from '@laundry/shared/contracts/orders';
import { MESSAGE_VARIABLES } from '@laundry/shared/rules/message-texts';
import { FakeMsg91 } from '../../test/fake-msg91';
import { call, createAdminSession, orderBody, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';
import { templateName } from '../messages/whatsapp-cloud-sender';

/** The ready-by-moved message (docs/decisions/0059): the new time in the customer's language, and the shop's reason. */

const LOCALES: Record<Language, string> = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' };
/** The new time as the customer reads it: the other messages' date and time, in IST. */
const timeIn = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );
/** Tomorrow a little after now, to the minute, as the admin's dialog sends it. */
const newTime = () => new Date(Math.floor((Date.now() + 26 * 3_600_000) / 60_000) * 60_000).toISOString();

async function customerIn(server: TestServer, language: Language, name: string, channel?: 'sms'): Promise<Session> {
  const who = await signupCustomer(server, name);
  await call(server, 'PATCH', '/profile', { token: who.token, body: { language, ...(channel ? { messageChannel: channel } : {}) } });
  return who;
}

/** Booked by the customer, its promise moved by the shop. */
async function movedOrder(server: TestServer, admin: Session, who: Session, readyBy: string, note?: string): Promise<Order> {
  const booked = await call<Order>(server, 'POST', '/orders', { token: who.token, body: orderBody({ phone: who.user.phone }) });
  expect(booked.status).toBe(201);
  const moved = await call<Order>(server, 'POST', `/admin/orders/${booked.body._id}/ready-by`, { token: admin.token, body: { readyBy, note } });
  expect(moved.status).toBe(200);
  return moved.body;
}

describe('with no provider (click to send)', () => {
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer({}, { messageWorker: false });
    admin = await createAdminSession(server);
  });
  afterAll(async () => server?.close());

  async function movedText(orderId: string): Promise<string> {
    await server.messages.worker.tick();
    const page = await call<MessagePage>(server, 'GET', `/admin/messages?orderId=${orderId}`, { token: admin.token });
    const found = page.body.messages.filter((m) => m.event === 'ready-by-moved');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ status: 'to-send' });
    return found[0]!.text;
  }

  it('says sorry in Telugu with the new time and the reason', async () => {
    const ravi = await customerIn(server, 'te', 'Ravi Teja');
    const readyBy = newTime();
    const order = await movedOrder(server, admin, ravi, readyBy, 'వర్షం వల్ల చీరలు ఆరలేదు');
    const text = await movedText(order._id);
    expect(text).toBe(
      `నమస్తే Ravi, క్షమించండి: ఆర్డర్ ${order.orderNumber} మేము చెప్పిన దానికంటే ఆలస్యం అవుతోంది. ఇది ${timeIn(readyBy, 'te')}కి సిద్ధంగా ఉంటుంది. వర్షం వల్ల చీరలు ఆరలేదు Sri Lakshmi Laundry`,
    );
  });

  it('leaves no gap where no reason was given', async () => {
    const asha = await customerIn(server, 'en', 'Asha Kiran');
    const readyBy = newTime();
    const order = await movedOrder(server, admin, asha, readyBy);
    expect(await movedText(order._id)).toBe(
      `Hello Asha, sorry: order ${order.orderNumber} is taking longer than we promised. It will be ready by ${timeIn(readyBy, 'en')}. Sri Lakshmi Laundry`,
    );
  });
});

describe('with WhatsApp and MSG91 configured', () => {
  let server: TestServer;
  let admin: Session;
  let wamid = 0;
  const whatsapp = new FakeMsg91(() => ({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.READY${++wamid}` }] } }));
  const msg91 = new FakeMsg91();
  beforeAll(async () => {
    await Promise.all([whatsapp.start(), msg91.start()]);
    server = await startTestServer(
      {
        whatsapp: { token: 'EAAG-ready-by', phoneNumberId: '4242', apiBase: whatsapp.baseUrl, appSecret: 'secret', verifyToken: null },
        sms: { provider: 'msg91', authKey: 'msg91-key', templateId: 'otp-template', senderId: null, baseUrl: msg91.baseUrl },
        msg91EventTemplates: { 'ready-by-moved': 'dlt-ready-by-1' },
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

  const sentTemplates = () =>
    whatsapp.requests
      .map((r) => (r.body as { template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] } }).template)
      .filter((t) => t.name === 'sl_ready_by_moved');

  it('sends sl_ready_by_moved in Hindi with name, order, time and reason, and a dash for no reason', async () => {
    expect(templateName('ready-by-moved')).toBe('sl_ready_by_moved');
    expect(MESSAGE_VARIABLES['ready-by-moved']).toEqual(['name', 'order', 'time', 'note']);
    const meena = await customerIn(server, 'hi', 'Meena Kumari');
    const readyBy = newTime();
    const order = await movedOrder(server, admin, meena, readyBy, 'बिजली गई थी\nमशीन रुकी');
    await server.messages.worker.tick();
    const [sent] = sentTemplates();
    expect(sent!.language).toEqual({ code: 'hi' });
    // The reason on one line: Graph refuses a parameter with a line break.
    expect(sent!.components[0]!.parameters.map((p) => p.text)).toEqual(['Meena', order.orderNumber, timeIn(readyBy, 'hi'), 'बिजली गई थी मशीन रुकी']);

    whatsapp.requests.length = 0;
    const quiet = await movedOrder(server, admin, meena, readyBy);
    await server.messages.worker.tick();
    expect(sentTemplates()[0]!.components[0]!.parameters.map((p) => p.text)).toEqual(['Meena', quiet.orderNumber, timeIn(readyBy, 'hi'), '-']);
  });

  it('sends it by its DLT template to a customer who chose SMS', async () => {
    const sita = await customerIn(server, 'en', 'Sita Rao', 'sms');
    const readyBy = newTime();
    const order = await movedOrder(server, admin, sita, readyBy, 'Rain');
    await server.messages.worker.tick();
    const sms = msg91.requests.map((r) => r.body as { template_id: string; recipients: Record<string, string>[] });
    expect(sms.find((b) => b.template_id === 'dlt-ready-by-1')!.recipients[0]).toEqual({
      mobiles: `91${sita.user.phone}`,
      var1: 'Sita',
      var2: order.orderNumber,
      var3: timeIn(readyBy, 'en'),
      var4: 'Rain',
    });
  });
});

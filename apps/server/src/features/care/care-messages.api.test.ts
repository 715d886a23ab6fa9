import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageEvent } from '@laundry/shared/contracts/messages';
import { MESSAGE_VARIABLES } from '@laundry/shared/rules/message-texts';
import { call, createAdminSession, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';
import { templateName } from '../messages/whatsapp-cloud-sender';
import { claimed, deliveredOrder, flagged, pricedOrder, resolve } from './care-test-kit';

/** The two outbox events of docs/decisions/0057, written with the change and worded in the customer's language. */
let server: TestServer;
let admin: Session;
beforeAll(async () => {
  // No provider: each message waits for the shop's tap, its words written out (click to send).
  server = await startTestServer({}, { messageWorker: false });
  admin = await createAdminSession(server);
});
afterAll(async () => server?.close());

async function customerIn(language: 'en' | 'te' | 'hi', name: string): Promise<Session> {
  const who = await signupCustomer(server, name);
  await call(server, 'PATCH', '/profile', { token: who.token, body: { language } });
  return who;
}

/** The order's messages once the worker has written them out, oldest first. */
async function messagesOf(orderId: string): Promise<{ event: MessageEvent; text: string; status: string }[]> {
  await server.messages.worker.tick();
  return server.database.db
    .selectFrom('messages')
    .select(['event', 'text', 'status'])
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

describe('stain and claim messages', () => {
  it('tells the customer of a flagged stain in Telugu, with the piece, the note, the charge and the link to My Orders', async () => {
    const ravi = await customerIn('te', 'Ravi Teja');
    const order = await pricedOrder(server, admin, ravi);
    const tag = order.pieces[0]!.tag;
    await flagged(server, admin, order, tag, 120);
    const stain = (await messagesOf(order._id)).find((m) => m.event === 'stain-flagged');
    expect(stain).toMatchObject({ status: 'to-send' });
    expect(stain!.text).toContain('నమస్తే Ravi');
    expect(stain!.text).toContain(`Shirt (${tag})`);
    expect(stain!.text).toContain('Oil stain on the collar');
    expect(stain!.text).toContain('₹120');
    // The link opens this order's card, where Approve and Decline are.
    expect(stain!.text).toContain(`http://localhost:3000/my-orders?order=${order._id}`);
    expect(stain!.text).not.toMatch(/\{\w+\}/);
  });

  it('words each outcome, and a claim’s ledger entries are never announced as a payment received', async () => {
    const asha = await customerIn('en', 'Asha Kiran');
    const credited = await deliveredOrder(server, admin, asha);
    const creditId = await claimed(server, asha, credited, credited.pieces[0]!.tag);
    await resolve(server, admin, creditId, { outcome: 'credit', amount: 40 });
    const refundId = await claimed(server, asha, credited, credited.pieces[1]!.tag);
    await resolve(server, admin, refundId, { outcome: 'refund', amount: 15, method: 'upi' });
    const sent = await messagesOf(credited._id);
    expect(sent.map((m) => m.event)).not.toContain('payment-receipt');
    const outcomes = sent.filter((m) => m.event === 'claim-resolved').map((m) => m.text);
    expect(outcomes).toEqual([
      `Hello Asha, about your complaint on Shirt (${credited.pieces[0]!.tag}) of order ${credited.orderNumber}: ₹40 is added to your store credit. Sri Lakshmi Laundry`,
      `Hello Asha, about your complaint on Shirt (${credited.pieces[1]!.tag}) of order ${credited.orderNumber}: we are returning ₹15 to you by UPI. Sri Lakshmi Laundry`,
    ]);

    const meena = await customerIn('hi', 'Meena Kumari');
    const rewashed = await deliveredOrder(server, admin, meena);
    const rewashId = await claimed(server, meena, rewashed, rewashed.pieces[0]!.tag);
    const rewash = (await resolve(server, admin, rewashId, { outcome: 'rewash' })).body;
    const [said] = (await messagesOf(rewashed._id)).filter((m) => m.event === 'claim-resolved');
    expect(said!.text).toContain('नमस्ते Meena');
    expect(said!.text).toContain(`ऑर्डर ${rewash.rewashOrderNumber}`);
    // The free order is announced as a booked pickup, not as a ₹0 bill to pay.
    // (After 7 PM IST tomorrow's pickup reminder joins it, as for any pickup booked for tomorrow.)
    const rewashEvents = (await messagesOf(rewash.rewashOrderId!)).map((m) => m.event).filter((event) => event !== 'pickup-reminder');
    expect(rewashEvents).toEqual(['booked']);

    const rejectedId = await claimed(server, meena, rewashed, rewashed.pieces[1]!.tag);
    await resolve(server, admin, rejectedId, { outcome: 'rejected', reason: 'Noted at pickup' });
    const rejected = (await messagesOf(rewashed._id)).filter((m) => m.event === 'claim-resolved').at(-1);
    expect(rejected!.text).toContain('माफ़ कीजिए, हम इसे स्वीकार नहीं कर पाए: Noted at pickup');
  });

  it('names the WhatsApp templates and their variables', () => {
    expect(templateName('stain-flagged')).toBe('sl_stain_flagged');
    expect(templateName('claim-resolved')).toBe('sl_claim_resolved');
    expect(MESSAGE_VARIABLES['stain-flagged']).toEqual(['name', 'order', 'piece', 'note', 'charge', 'link']);
    expect(MESSAGE_VARIABLES['claim-resolved']).toEqual(['name', 'order', 'piece', 'outcome']);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OnlinePaymentLink } from '@laundry/shared/contracts/gateway';
import type { Order } from '@laundry/shared/contracts/orders';
import { FakeRazorpay } from '../../test/fake-razorpay';
import { call, createAdminSession, expectError, orderBody, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';

/** Online payments through a stand-in Razorpay (docs/decisions/0085): links, signed webhooks, the ledger once. */
const KEYS = { keyId: 'rzp_test_shop', keySecret: 'key-secret-1', webhookSecret: 'hook-secret-1' };
let rzp: FakeRazorpay;
let server: TestServer;
let admin: Session;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  rzp = await new FakeRazorpay(KEYS).start();
  server = await startTestServer({ razorpay: { ...KEYS, apiBase: rzp.baseUrl } }, { messageWorker: false });
  [admin, alice, bob] = await Promise.all([
    createAdminSession(server, 'Ravi Admin'),
    signupCustomer(server, 'Alice Rao'),
    signupCustomer(server, 'Bob'),
  ]);
});
afterAll(async () => {
  await server?.close();
  await rzp?.stop();
});

async function pricedOrder(rupees: number, who: Session = alice): Promise<Order> {
  const placed = await call<Order>(server, 'POST', '/orders', { token: who.token, body: orderBody() });
  const res = await call<Order>(server, 'POST', `/admin/orders/${placed.body._id}/pickup`, {
    token: admin.token,
    body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: rupees }] },
  });
  if (res.status !== 200) throw new Error(`pickup: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const linkFor = (orderId: string, token = alice.token) =>
  call<OnlinePaymentLink>(server, 'POST', `/orders/${orderId}/online-payments`, { token, body: {} });
const linkIdOf = (url: string) => /\/pay\/(plink_[A-Za-z0-9]+)$/.exec(url)![1]!;
const deliver = (body: string, signature = rzp.sign(body)) =>
  call(server, 'POST', '/webhooks/razorpay', { rawBody: body, headers: { 'x-razorpay-signature': signature } });
const entriesOf = (orderId: string) =>
  server.database.db
    .selectFrom('payments')
    .select(['amount', 'method', 'source', 'reference', 'receiptNumber'])
    .where('orderId', '=', orderId)
    .execute();
const order = async (id: string) => (await call<Order>(server, 'GET', `/orders/${id}`, { token: alice.token })).body;

describe('a payment link for what is due', () => {
  it('is made with the key pair, the due in paise, INR, the invoice number and the customer, and reused while open', async () => {
    const o = await pricedOrder(612.5);
    const first = await linkFor(o._id);
    expect(first.status).toBe(200);
    const made = rzp.requests.filter((r) => r.path === '/v1/payment_links');
    expect(made).toHaveLength(1);
    expect(made[0]!.body).toMatchObject({
      amount: 61_250,
      currency: 'INR',
      reference_id: o.invoiceNumber,
      customer: { name: 'Alice Rao', contact: `+91${o.phone}` },
      callback_url: `http://localhost:3000/my-orders?order=${o._id}`,
    });
    expect(first.body.url).toBe(`${rzp.baseUrl}/pay/${linkIdOf(first.body.url)}`);
    expect((await linkFor(o._id)).body).toEqual(first.body);
    expect(rzp.requests.filter((r) => r.path === '/v1/payment_links')).toHaveLength(1);
  });

  it('is another customer’s order: 404 as a missing one; nothing due: 409; a gateway outage: 502', async () => {
    const o = await pricedOrder(100);
    expectError(await linkFor(o._id, bob.token), 404, 'Order not found.', 'not_found');
    expectError(await linkFor(o._id, admin.token), 404, 'Order not found.', 'not_found');
    expectError(await call(server, 'POST', `/orders/${o._id}/online-payments`, { body: {} }), 401, undefined, 'auth_required');
    const unpriced = await call<Order>(server, 'POST', '/orders', { token: alice.token, body: orderBody() });
    expectError(await linkFor(unpriced.body._id), 409, undefined, 'nothing_due');
    rzp.failNext = 1;
    expectError(await linkFor(o._id), 502, /could not be reached/, 'gateway_failed');
  });
});

describe('the webhook', () => {
  it('records one entry, by card, with its receipt, for one payment_link.paid delivered five times at once', async () => {
    const o = await pricedOrder(450);
    const url = (await linkFor(o._id)).body.url;
    const linkId = linkIdOf(url);
    const payment = rzp.pay(linkId, 'card');
    const body = rzp.event('payment_link.paid', linkId, payment);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const entries = await entriesOf(o._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 45_000, method: 'card', source: 'gateway', reference: payment.id });
    expect(entries[0]!.receiptNumber).toMatch(/^R\//);
    expect((await order(o._id)).paymentStatus).toBe('paid');
    await server.outbox.idle();
    const receipts = await server.database.db
      .selectFrom('messages')
      .select('event')
      .where('orderId', '=', o._id)
      .where('event', '=', 'payment-receipt')
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it('records one entry when payment.captured comes before payment_link.paid (net banking)', async () => {
    const o = await pricedOrder(300);
    const linkId = linkIdOf((await linkFor(o._id)).body.url);
    const payment = rzp.pay(linkId, 'netbanking');
    expect((await deliver(rzp.event('payment.captured', linkId, payment))).status).toBe(200);
    expect((await deliver(rzp.event('payment_link.paid', linkId, payment))).status).toBe(200);
    const entries = await entriesOf(o._id);
    expect(entries.map((e) => [e.amount, e.method])).toEqual([[30_000, 'netbanking']]);
  });

  it('refuses a wrong signature (400) and records nothing for an unknown link or another amount, saying why', async () => {
    const o = await pricedOrder(200);
    const linkId = linkIdOf((await linkFor(o._id)).body.url);
    const payment = rzp.pay(linkId, 'upi');
    const body = rzp.event('payment_link.paid', linkId, payment);
    expectError(await deliver(body, rzp.sign(body, 'not-the-secret')), 400, undefined, 'webhook_signature_invalid');
    expectError(await deliver(body, ''), 400, undefined, 'webhook_signature_invalid');
    // Signed over other bytes: the same JSON re-spaced is not what was signed.
    expectError(await deliver(JSON.stringify(JSON.parse(body), null, 1), rzp.sign(body)), 400, undefined, 'webhook_signature_invalid');

    const warn = vi.spyOn(server.app.log, 'warn');
    const other = await pricedOrder(200);
    const otherLink = linkIdOf((await linkFor(other._id)).body.url);
    rzp.links.get(otherLink)!.id = 'plink_unknown1';
    rzp.links.set('plink_unknown1', rzp.links.get(otherLink)!);
    const stranger = rzp.pay('plink_unknown1', 'card');
    expect((await deliver(rzp.event('payment_link.paid', 'plink_unknown1', stranger))).status).toBe(200);
    const short = rzp.pay(linkId, 'upi', 10_000);
    expect((await deliver(rzp.event('payment.captured', linkId, short))).status).toBe(200);
    expect(await entriesOf(o._id)).toEqual([]);
    expect(await entriesOf(other._id)).toEqual([]);
    const lines = warn.mock.calls.map((c) => String(c[1] ?? c[0]));
    expect(lines).toContain('razorpay payment not recorded: it was not made through a payment link of this shop');
    expect(lines).toContain('razorpay payment not recorded: its amount is not the payment link’s');
    warn.mockRestore();
  });
});

describe('the out-for-delivery message', () => {
  it('carries the link to pay online while something is due, and stays the plain one when paid', async () => {
    const owing = await pricedOrder(260);
    const paid = await pricedOrder(90);
    await call(server, 'POST', `/admin/orders/${paid._id}/payments`, { token: admin.token, body: { method: 'cash', amount: 90 } });
    for (const o of [owing, paid]) {
      const res = await call(server, 'PATCH', `/admin/orders/${o._id}/status`, { token: admin.token, body: { status: 'Delivering' } });
      expect(res.status).toBe(200);
    }
    await server.outbox.idle();
    await server.messages.worker.tick();
    const sent = async (orderId: string) =>
      server.database.db
        .selectFrom('messages')
        .select(['event', 'text'])
        .where('orderId', '=', orderId)
        .where('event', 'in', ['out-for-delivery', 'out-for-delivery-pay'])
        .execute();
    expect(await sent(owing._id)).toEqual([
      {
        event: 'out-for-delivery-pay',
        text: `Hello Alice, your order ${owing.orderNumber} is out for delivery. Amount due: ₹260. Pay now by UPI, card or net banking: http://localhost:3000/my-orders?order=${owing._id}&pay=online`,
      },
    ]);
    expect((await sent(paid._id)).map((m) => m.event)).toEqual(['out-for-delivery']);
  });
});

describe('coming back from the gateway', () => {
  it('asks the gateway for the link and records its payment, whatever the query string said', async () => {
    const o = await pricedOrder(150);
    const linkId = linkIdOf((await linkFor(o._id)).body.url);
    const check = (token = alice.token) => call<Order>(server, 'POST', `/orders/${o._id}/online-payments/check`, { token, body: { linkId } });
    // Not paid yet: nothing recorded.
    expect((await check()).body.paymentStatus).toBe('unpaid');
    rzp.pay(linkId, 'wallet');
    const checked = await check();
    expect(checked.status).toBe(200);
    expect(checked.body.paymentStatus).toBe('paid');
    expect(checked.body.payments.map((p) => p.method)).toEqual(['wallet']);
    expect((await check()).body.payments).toHaveLength(1);
    expect(rzp.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_links/${linkId}`).length).toBeGreaterThanOrEqual(3);
    expectError(await check(bob.token), 404, 'Order not found.', 'not_found');
  });
});

describe('refunds', () => {
  it('gives back part of a gateway payment through the gateway, never above what is left (409)', async () => {
    const o = await pricedOrder(500);
    const linkId = linkIdOf((await linkFor(o._id)).body.url);
    const payment = rzp.pay(linkId, 'card');
    await deliver(rzp.event('payment_link.paid', linkId, payment));
    const entry = (await order(o._id)).payments[0]!;
    const refund = (amount: number, token = admin.token) =>
      call<Order>(server, 'POST', `/admin/orders/${o._id}/refunds`, {
        token,
        body: { paymentId: entry._id, amount, reason: 'Shirt returned unwashed' },
      });
    expectError(await refund(500.01), 409, 'At most ₹500 of this payment can be refunded.', 'refund_too_large');
    const part = await refund(200);
    expect(part.status).toBe(200);
    expect(rzp.refunds).toEqual([{ id: expect.stringMatching(/^rfnd_/), paymentId: payment.id, amount: 20_000 }]);
    const negative = part.body.payments.find((p) => p.source === 'refund')!;
    expect(negative).toMatchObject({
      amount: -200,
      method: 'card',
      refundsId: entry._id,
      reference: rzp.refunds[0]!.id,
      note: 'Shirt returned unwashed',
    });
    expectError(await refund(300.01), 409, 'At most ₹300 of this payment can be refunded.', 'refund_too_large');
    expect(rzp.refunds).toHaveLength(1);
    expectError(await refund(100, alice.token), 403, undefined, 'admin_only');
  });

  it('records a cash payment’s refund as cash without the gateway; a failed gateway refund writes nothing', async () => {
    const o = await pricedOrder(120);
    const paid = await call<Order>(server, 'POST', `/admin/orders/${o._id}/payments`, { token: admin.token, body: { method: 'cash', amount: 120 } });
    const cash = paid.body.payments[0]!;
    const before = rzp.refunds.length;
    const res = await call<Order>(server, 'POST', `/admin/orders/${o._id}/refunds`, {
      token: admin.token,
      body: { paymentId: cash._id, amount: 120, reason: 'Order cancelled' },
    });
    expect(res.body.payments.map((p) => [p.amount, p.method, p.source])).toEqual([
      [120, 'cash', 'counter'],
      [-120, 'cash', 'refund'],
    ]);
    expect(rzp.refunds.length).toBe(before);

    const g = await pricedOrder(80);
    const linkId = linkIdOf((await linkFor(g._id)).body.url);
    await deliver(rzp.event('payment_link.paid', linkId, rzp.pay(linkId, 'upi')));
    const entry = (await order(g._id)).payments[0]!;
    rzp.failNext = 1;
    expectError(
      await call(server, 'POST', `/admin/orders/${g._id}/refunds`, {
        token: admin.token,
        body: { paymentId: entry._id, amount: 80, reason: 'Duplicate' },
      }),
      502,
      undefined,
      'gateway_failed',
    );
    expect(await entriesOf(g._id)).toHaveLength(1);
  });
});

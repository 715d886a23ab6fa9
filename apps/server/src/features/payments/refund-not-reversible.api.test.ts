import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlinePaymentLink } from '@laundry/shared/contracts/gateway';
import type { Order } from '@laundry/shared/contracts/orders';
import { FakeRazorpay } from '../../test/fake-razorpay';
import { call, createAdminSession, expectError, orderBody, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';

/** A refund is final (docs/decisions/0088): neither reversed nor refunded again, by the counter's or the gateway's way. */
const KEYS = { keyId: 'rzp_test_final', keySecret: 'final-secret', webhookSecret: 'final-hook' };
let rzp: FakeRazorpay;
let server: TestServer;
let admin: Session;
let alice: Session;

beforeAll(async () => {
  rzp = await new FakeRazorpay(KEYS).start();
  server = await startTestServer({ razorpay: { ...KEYS, apiBase: rzp.baseUrl } }, { messageWorker: false });
  [admin, alice] = await Promise.all([createAdminSession(server, 'Ravi Admin'), signupCustomer(server, 'Alice Rao')]);
});
afterAll(async () => {
  await server?.close();
  await rzp?.stop();
});

async function pricedOrder(rupees: number): Promise<Order> {
  const placed = await call<Order>(server, 'POST', '/orders', { token: alice.token, body: orderBody() });
  const res = await call<Order>(server, 'POST', `/admin/orders/${placed.body._id}/pickup`, {
    token: admin.token,
    body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: rupees }] },
  });
  if (res.status !== 200) throw new Error(`pickup: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const refund = (orderId: string, paymentId: string, amount: number) =>
  call<Order>(server, 'POST', `/admin/orders/${orderId}/refunds`, { token: admin.token, body: { paymentId, amount, reason: 'Shirt damaged' } });
const reverse = (orderId: string, paymentId: string) =>
  call<Order>(server, 'POST', `/admin/orders/${orderId}/payments/${paymentId}/reverse`, { token: admin.token, body: { reason: 'Put it back' } });
const ledger = (orderId: string) =>
  server.database.db.selectFrom('payments').select(['source', 'amount']).where('orderId', '=', orderId).orderBy('createdAt').execute();

describe('a refund entry', () => {
  it('of a cash payment cannot be reversed (409 refund_not_reversible) nor refunded (409 not_refundable); the ledger stays as it was', async () => {
    const order = await pricedOrder(400);
    const paid = await call<Order>(server, 'POST', `/admin/orders/${order._id}/payments`, {
      token: admin.token,
      body: { method: 'cash', amount: 400, reference: '' },
    });
    const refunded = await refund(order._id, paid.body.payments[0]!._id, 150);
    expect(refunded.status).toBe(200);
    const entry = refunded.body.payments.find((p) => p.source === 'refund')!;
    expect(entry.amount).toBe(-150);

    expectError(await reverse(order._id, entry._id), 409, /A refund cannot be reversed/, 'refund_not_reversible');
    expectError(await refund(order._id, entry._id, 50), 409, undefined, 'not_refundable');
    expect(await ledger(order._id)).toEqual([
      { source: 'counter', amount: 40_000 },
      { source: 'refund', amount: -15_000 },
    ]);
    expect((await call<Order>(server, 'GET', `/orders/${order._id}`, { token: alice.token })).body).toMatchObject({ paid: 250, due: 150 });
  });

  it('of a gateway payment cannot be reversed either, even by two admins at once', async () => {
    const order = await pricedOrder(620);
    const link = await call<OnlinePaymentLink>(server, 'POST', `/orders/${order._id}/online-payments`, { token: alice.token, body: {} });
    const linkId = /\/pay\/(plink_[A-Za-z0-9]+)$/.exec(link.body.url)![1]!;
    const payment = rzp.pay(linkId, 'card');
    const body = rzp.event('payment_link.paid', linkId, payment);
    expect((await call(server, 'POST', '/webhooks/razorpay', { rawBody: body, headers: { 'x-razorpay-signature': rzp.sign(body) } })).status).toBe(
      200,
    );
    const paidEntry = (await call<Order>(server, 'GET', `/orders/${order._id}`, { token: alice.token })).body.payments[0]!;
    const refunded = await refund(order._id, paidEntry._id, 620);
    expect(refunded.status).toBe(200);
    expect(rzp.refunds.map((r) => r.paymentId)).toContain(payment.id);
    const entry = refunded.body.payments.find((p) => p.source === 'refund')!;

    const both = await Promise.all([reverse(order._id, entry._id), reverse(order._id, entry._id)]);
    for (const res of both) expectError(res, 409, undefined, 'refund_not_reversible');
    expect((await ledger(order._id)).map((e) => e.source)).toEqual(['gateway', 'refund']);
    // The refund is what stops a second refund of the payment, not the guard on refund entries.
    expectError(await refund(order._id, paidEntry._id, 1), 409, undefined, 'refund_too_large');
  });
});

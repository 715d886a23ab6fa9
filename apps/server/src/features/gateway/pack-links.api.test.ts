import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlinePaymentLink } from '@laundry/shared/contracts/gateway';
import type { PackOffer, PackPurchase } from '@laundry/shared/contracts/packs';
import type { Wallet } from '@laundry/shared/contracts/payments';
import { FakeRazorpay } from '../../test/fake-razorpay';
import { call, createAdminSession, expectError, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';

/** A prepaid pack bought online through a stand-in Razorpay (docs/decisions/0087): paid once, however delivered. */
const KEYS = { keyId: 'rzp_test_shop', keySecret: 'key-secret-1', webhookSecret: 'hook-secret-1' };
let rzp: FakeRazorpay;
let server: TestServer;
let admin: Session;
let alice: Session;
let bob: Session;
let pack: PackOffer;

beforeAll(async () => {
  rzp = await new FakeRazorpay(KEYS).start();
  server = await startTestServer({ razorpay: { ...KEYS, apiBase: rzp.baseUrl } }, { messageWorker: false });
  [admin, alice, bob] = await Promise.all([
    createAdminSession(server, 'Ravi Admin'),
    signupCustomer(server, 'Alice Rao'),
    signupCustomer(server, 'Bob'),
  ]);
  pack = (await call<PackOffer>(server, 'POST', '/admin/packs', { token: admin.token, body: { price: 1000, credit: 1100, validDays: 90 } })).body;
});
afterAll(async () => {
  await server?.close();
  await rzp?.stop();
});

const buy = (who: Session, offerId = pack._id) => call<OnlinePaymentLink>(server, 'POST', '/wallet/packs', { token: who.token, body: { offerId } });
const linkIdOf = (url: string) => /\/pay\/(plink_[A-Za-z0-9]+)$/.exec(url)![1]!;
const deliver = (body: string, signature = rzp.sign(body)) =>
  call(server, 'POST', '/webhooks/razorpay', { rawBody: body, headers: { 'x-razorpay-signature': signature } });
const purchaseOf = (linkId: string) =>
  server.database.db.selectFrom('packPurchases').selectAll().where('gatewayLinkId', '=', linkId).executeTakeFirstOrThrow();
const creditOf = async (who: Session) => (await call<Wallet>(server, 'GET', '/wallet', { token: who.token })).body.credit;

describe('buying a pack online', () => {
  it('makes a link for the price and marks the purchase paid once for five deliveries at once', async () => {
    const res = await buy(alice);
    expect(res.status).toBe(200);
    const linkId = linkIdOf(res.body.url);
    const made = rzp.requests.filter((r) => r.path === '/v1/payment_links').at(-1)!;
    expect(made.body).toMatchObject({ amount: 100_000, currency: 'INR', customer: { name: 'Alice Rao' } });
    expect((made.body as { callback_url: string }).callback_url).toMatch(/\/wallet\?purchase=/);
    expect(await purchaseOf(linkId)).toMatchObject({ status: 'pending', price: 100_000 });
    expect(await creditOf(alice)).toBe(0);

    const body = rzp.event('payment_link.paid', linkId, rzp.pay(linkId, 'upi'));
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const paid = await purchaseOf(linkId);
    expect(paid).toMatchObject({ status: 'paid', method: 'upi' });
    expect(paid.expiresOn).not.toBeNull();
    expect(await creditOf(alice)).toBe(1100);
    // A captured event for the same payment later changes nothing either; no order entry is made.
    const captured = rzp.event('payment.captured', linkId, rzp.links.get(linkId)!.payments[0]!);
    expect((await deliver(captured)).status).toBe(200);
    expect(await creditOf(alice)).toBe(1100);
    expect(await server.database.db.selectFrom('payments').select('id').where('gatewayPaymentId', '=', paid.gatewayPaymentId).execute()).toEqual([]);
  });

  it('pays nothing for an amount other than the price; the callback page’s check asks the gateway', async () => {
    const res = await buy(bob);
    const linkId = linkIdOf(res.body.url);
    expect((await deliver(rzp.event('payment_link.paid', linkId, rzp.pay(linkId, 'card', 500)))).status).toBe(200);
    expect((await purchaseOf(linkId)).status).toBe('pending');

    const again = linkIdOf((await buy(bob)).body.url);
    rzp.pay(again, 'netbanking');
    const purchase = await purchaseOf(again);
    expectError(await call(server, 'POST', `/wallet/packs/${purchase.id}/check`, { token: alice.token, body: {} }), 404, undefined, 'not_found');
    const checked = await call<PackPurchase>(server, 'POST', `/wallet/packs/${purchase.id}/check`, { token: bob.token, body: {} });
    expect(checked.body).toMatchObject({ status: 'paid', method: 'netbanking', credit: 1100 });
    expect(await creditOf(bob)).toBe(1100);
  });

  it('refuses an offer no longer sold, and says so when the gateway is down', async () => {
    const old = (await call<PackOffer>(server, 'POST', '/admin/packs', { token: admin.token, body: { price: 10, credit: 10, validDays: null } }))
      .body;
    await call(server, 'PATCH', `/admin/packs/${old._id}`, { token: admin.token, body: { active: false } });
    expectError(await buy(alice, old._id), 409, undefined, 'pack_inactive');
    rzp.failNext = 1;
    expectError(await buy(alice), 502, undefined, 'gateway_failed');
  });
});

describe('without a gateway', () => {
  it('offers no online purchase: 409 gateway_off', async () => {
    const plain = await startTestServer({}, { messageWorker: false });
    try {
      const who = await signupCustomer(plain, 'Chitra');
      const boss = await createAdminSession(plain, 'Owner');
      const offer = (await call<PackOffer>(plain, 'POST', '/admin/packs', { token: boss.token, body: { price: 100, credit: 110, validDays: null } }))
        .body;
      expectError(await call(plain, 'POST', '/wallet/packs', { token: who.token, body: { offerId: offer._id } }), 409, undefined, 'gateway_off');
      expect(await plain.database.db.selectFrom('packPurchases').select('id').execute()).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

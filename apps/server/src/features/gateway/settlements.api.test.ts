import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlinePaymentLink } from '@laundry/shared/contracts/gateway';
import type { Order } from '@laundry/shared/contracts/orders';
import type { FetchedSettlements, GatewaySettlements } from '@laundry/shared/contracts/settlements';
import type { OpenStatementLines, Statement } from '@laundry/shared/contracts/statements';
import type { Takings } from '@laundry/shared/contracts/takings';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { FakeRazorpay } from '../../test/fake-razorpay';
import { call, createAdminSession, expectError, orderBody, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';

/** The gateway's settlements (docs/decisions/0088): fetched, stored once, matched with the bank's credits, in the takings. */
const KEYS = { keyId: 'rzp_test_settle', keySecret: 'settle-secret', webhookSecret: 'settle-hook' };
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

/** An order paid online in full: its gateway payment, as the stand-in keeps it. */
async function paidOnline(rupees: number) {
  const order = await pricedOrder(rupees);
  const link = await call<OnlinePaymentLink>(server, 'POST', `/orders/${order._id}/online-payments`, { token: alice.token, body: {} });
  const linkId = /\/pay\/(plink_[A-Za-z0-9]+)$/.exec(link.body.url)![1]!;
  const payment = rzp.pay(linkId, 'upi');
  const body = rzp.event('payment_link.paid', linkId, payment);
  const res = await call(server, 'POST', '/webhooks/razorpay', { rawBody: body, headers: { 'x-razorpay-signature': rzp.sign(body) } });
  expect(res.status).toBe(200);
  return { order, payment };
}

const list = async () => (await call<GatewaySettlements>(server, 'GET', '/admin/gateway/settlements', { token: admin.token })).body;
const fetchSettlements = () => call<FetchedSettlements>(server, 'POST', '/admin/gateway/settlements/fetch', { token: admin.token, body: {} });
const takings = async () => (await call<Takings>(server, 'GET', '/admin/takings', { token: admin.token })).body;
const openLines = async () => (await call<OpenStatementLines>(server, 'GET', '/admin/statements/unmatched', { token: admin.token })).body.lines;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const today = () => istDate(new Date());
/** dd/mm/yy, as HDFC writes it. */
const bankDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
const upload = (rows: [date: string, narration: string, reference: string, credit: string][]) =>
  call<Statement>(server, 'POST', '/admin/statements', {
    token: admin.token,
    body: {
      fileName: 'hdfc.csv',
      rows: [
        ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
        ...rows.map(([date, narration, reference, credit]) => [date, narration, reference, date, '', credit, '1,00,000.00']),
      ],
    },
  });
const rupees = (paise: number) => (paise / 100).toFixed(2);

describe('gateway settlements', () => {
  it('fetches with the key pair, stores each settlement once with its payments, and matches its bank credit by UTR, not to an order', async () => {
    const [one, two] = await Promise.all([paidOnline(1250), paidOnline(730)]);
    const before = await list();
    expect(before.awaiting).toEqual({ amount: 1980, count: 2 });
    expect(before.settlements).toEqual([]);

    const made = rzp.settle([one.payment, two.payment], nowSeconds() - 60, 'HDFCR52026120200123');
    // 2% fee, 18% GST on it: 39.60 + 7.13 of 1980, 1933.27 credited.
    expect(made).toMatchObject({ fees: 3960, tax: 713, amount: 193_327 });
    // An unpaid order of exactly the settlement's net: the bank line must not be proposed for it.
    const lookalike = await pricedOrder(1933.27);

    // Two fetches at once store the settlement once.
    const [a, b] = await Promise.all([fetchSettlements(), fetchSettlements()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.added + b.body.added).toBe(1);
    const calls = rzp.requests.filter((r) => r.path.startsWith('/v1/settlements'));
    expect(calls.map((r) => r.path)).toContain('/v1/settlements/recon/combined');
    const basic = `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`;
    expect(calls.every((r) => r.headers.authorization === basic)).toBe(true);
    const fetched = await list();
    expect(fetched.settlements).toEqual([
      {
        _id: made.id,
        utr: 'HDFCR52026120200123',
        status: 'processed',
        settledAt: new Date(made.created_at * 1000).toISOString(),
        gross: 1980,
        fees: 39.6,
        tax: 7.13,
        net: 1933.27,
        payments: 2,
        inBank: null,
      },
    ]);
    expect(fetched.awaiting).toEqual({ amount: 0, count: 0 });
    expect(fetched.totals).toEqual({ gross: 1980, fees: 39.6, tax: 7.13, net: 1933.27, inBank: 0 });
    const items = await server.database.db.selectFrom('gatewaySettlementItems').selectAll().where('settlementId', '=', made.id).execute();
    expect(items.map((i) => i.entityId).sort()).toEqual([one.payment.id, two.payment.id].sort());

    const day = today();
    const uploaded = await upload([
      [bankDate(day), 'NEFT CR-HDFC0000001-RAZORPAY SOFTWARE PVT LTD-HDFCR52026120200123', 'HDFCR52026120200123', '1,933.27'],
    ]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.lines).toEqual([expect.objectContaining({ status: 'settled', settlementId: made.id, match: null, credit: 1933.27 })]);
    expect((await openLines()).map((l) => l.credit)).not.toContain(1933.27);
    const after = await list();
    expect(after.settlements[0]!.inBank).toEqual({ lineId: uploaded.body.lines[0]!._id, valueDate: day });
    expect(after.totals.inBank).toBe(1933.27);
    // No ledger entry came of the line: the orders were paid by the gateway, the lookalike still owes.
    const line = await server.database.db.selectFrom('statementLines').selectAll().where('settlementId', '=', made.id).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ status: 'settled', paymentId: null, orderId: null });
    expect((await call<Order>(server, 'GET', `/orders/${lookalike._id}`, { token: alice.token })).body.due).toBe(1933.27);

    const day1 = await takings();
    expect(day1.gateway).toEqual({
      received: 1980,
      settled: { gross: 1980, fees: 39.6, tax: 7.13, net: 1933.27, inBank: 1933.27 },
      awaiting: { amount: 0, count: 0 },
    });
    // Online money was counted when captured: the fees are apart, not taken from the total.
    expect(day1.total).toBeGreaterThanOrEqual(1980);

    // Fetched again: known, nothing added, nothing doubled.
    const again = await fetchSettlements();
    expect(again.body).toMatchObject({ added: 0, totals: { net: 1933.27 } });
  });

  it('matches a credit uploaded before the fetch by its amount and date when it names no UTR', async () => {
    const { payment } = await paidOnline(512);
    expect((await list()).awaiting).toEqual({ amount: 512, count: 1 });
    const day = today();
    const net = 51_200 - 1024 - 184;
    const early = await upload([[bankDate(addDays(day, 0)), 'NEFT CR-RAZORPAY SOFTWARE PVT LTD', 'N0000000000001', rupees(net)]]);
    expect(early.body.lines[0]!.status).not.toBe('settled');

    const made = rzp.settle([payment], nowSeconds() - 30, '');
    expect(made.amount).toBe(net);
    expect((await fetchSettlements()).body.added).toBe(1);
    const settled = (await list()).settlements.find((s) => s._id === made.id)!;
    expect(settled.inBank).toEqual({ lineId: early.body.lines[0]!._id, valueDate: day });
    expect((await openLines()).find((l) => l._id === early.body.lines[0]!._id)).toBeUndefined();
  });

  it('leaves a credit of another amount alone, even one naming the UTR', async () => {
    const { payment } = await paidOnline(300);
    const made = rzp.settle([payment], nowSeconds() - 10, 'AXISCN0099887766');
    await fetchSettlements();
    const res = await upload([[bankDate(today()), 'NEFT CR RAZORPAY AXISCN0099887766', 'AXISCN0099887766', rupees(made.amount + 100)]]);
    expect(res.body.lines[0]!.status).not.toBe('settled');
    expect((await list()).settlements.find((s) => s._id === made.id)!.inBank).toBeNull();
  });

  it('answers 502 gateway_failed and stores nothing when the gateway fails, and the stand-in refuses calls without the key pair', async () => {
    const { payment } = await paidOnline(99);
    const made = rzp.settle([payment], nowSeconds() - 5);
    rzp.failNext = 1;
    expectError(await fetchSettlements(), 502, undefined, 'gateway_failed');
    expect((await list()).settlements.map((s) => s._id)).not.toContain(made.id);
    for (const path of ['/v1/settlements?count=10', '/v1/settlements/recon/combined?year=2026&month=12&day=2']) {
      expect((await fetch(`${rzp.baseUrl}${path}`)).status).toBe(401);
      const wrong = `Basic ${Buffer.from(`${KEYS.keyId}:guess`).toString('base64')}`;
      expect((await fetch(`${rzp.baseUrl}${path}`, { headers: { authorization: wrong } })).status).toBe(401);
    }
  });
});

describe('without a gateway', () => {
  it('answers 409 gateway_off to a fetch, an empty list, and takings with no online money', async () => {
    const plain = await startTestServer({}, { messageWorker: false });
    try {
      const boss = await createAdminSession(plain);
      expectError(await call(plain, 'POST', '/admin/gateway/settlements/fetch', { token: boss.token, body: {} }), 409, undefined, 'gateway_off');
      const empty = await call<GatewaySettlements>(plain, 'GET', '/admin/gateway/settlements', { token: boss.token });
      expect(empty.body).toEqual({ settlements: [], totals: { gross: 0, fees: 0, tax: 0, net: 0, inBank: 0 }, awaiting: { amount: 0, count: 0 } });
      const day = await call<Takings>(plain, 'GET', '/admin/takings', { token: boss.token });
      expect(day.body.gateway).toEqual({
        received: 0,
        settled: { gross: 0, fees: 0, tax: 0, net: 0, inBank: 0 },
        awaiting: { amount: 0, count: 0 },
      });
    } finally {
      await plain.close();
    }
  });
});

import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@laundry/shared/contracts/errors';
import type { Order } from '@laundry/shared/contracts/orders';
import {
  call,
  createAdminSession,
  expectError,
  orderBody,
  randomUUID,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';
import { connectSocket, waitForEvent } from '../../test/sockets';

let server: TestServer;
let admin: Session;
let alice: Session;
let bob: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, alice, bob] = await Promise.all([createAdminSession(server, 'Ravi Admin'), signupCustomer(server, 'Alice'), signupCustomer(server, 'Bob')]);
});
afterAll(async () => {
  await server?.close();
});

async function placeOrder(who: Session = alice): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: who.token, body: orderBody() });
  if (res.status !== 201) throw new Error(`POST /orders: ${res.status}`);
  return res.body;
}

/** An order of `who`, priced at `rupees` (one item). */
async function pricedOrder(rupees: number, who: Session = alice): Promise<Order> {
  const order = await placeOrder(who);
  const res = await call<Order>(server, 'POST', `/admin/orders/${order._id}/pickup`, {
    token: admin.token,
    body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: rupees }] },
  });
  if (res.status !== 200) throw new Error(`pickup: ${res.status} ${JSON.stringify(res.body)}`);
  expect(res.body.total).toBe(rupees);
  return res.body;
}

const pay = (id: string, body: unknown, token = admin.token) => call<Order>(server, 'POST', `/admin/orders/${id}/payments`, { token, body });
const reverse = (id: string, paymentId: string, body: unknown) =>
  call<Order>(server, 'POST', `/admin/orders/${id}/payments/${paymentId}/reverse`, { token: admin.token, body });
const report = (id: string, body: unknown, token = alice.token) => call<Order>(server, 'POST', `/orders/${id}/payment-reports`, { token, body });
const confirm = (reportId: string, token = admin.token) =>
  call<Order>(server, 'POST', `/admin/payment-reports/${reportId}/confirm`, { token, body: {} });
const reject = (reportId: string, body: unknown, token = admin.token) =>
  call<Order>(server, 'POST', `/admin/payment-reports/${reportId}/reject`, { token, body });

/** The ledger as stored: its entries (paise) and the order's kept sum. */
async function stored(orderId: string) {
  const db = server.database.db;
  const entries = await db.selectFrom('payments').selectAll().where('orderId', '=', orderId).execute();
  const { paid } = await db.selectFrom('orders').select('paid').where('id', '=', orderId).executeTakeFirstOrThrow();
  return { entries, paid: Number(paid), sum: entries.reduce((s, e) => s + Number(e.amount), 0) };
}

const creditOf = async (who: Session) => {
  // Spending ₹10,00,000 of credit is always refused: the refusal names the balance.
  const order = await pricedOrder(1, who);
  const res = await pay(order._id, { method: 'credit', amount: 1_000_000 });
  expectError(res, 409, undefined, 'insufficient_credit');
  return apiErrorSchema.parse(res.body).error;
};

describe('recording payments at the counter', () => {
  it('goes unpaid → part-paid → paid, records who took it, and turns an overpayment into store credit the customer can spend', async () => {
    const carol = await signupCustomer(server, 'Carol');
    const order = await pricedOrder(500, carol);
    expect(order).toMatchObject({ paid: 0, due: 500, paymentStatus: 'unpaid', payments: [] });

    const part = await pay(order._id, { method: 'cash', amount: 200 });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ paid: 200, due: 300, paymentStatus: 'part-paid' });
    expect(part.body.payments).toEqual([
      expect.objectContaining({ method: 'cash', amount: 200, reference: '', source: 'counter', correctsId: null, recordedByName: 'Ravi Admin' }),
    ]);
    expect(part.body.updatedAt > order.updatedAt).toBe(true);

    // ₹350 against ₹300 due: taken, ₹50 becomes store credit
    const over = await pay(order._id, { method: 'upi', amount: 350, reference: '412345678901' });
    expect(over.body).toMatchObject({ paid: 550, due: 0, paymentStatus: 'paid' });
    expect(over.body.payments[1]).toMatchObject({ method: 'upi', amount: 350, reference: '412345678901' });
    const recorded = await server.database.db.selectFrom('payments').select(['recordedBy']).where('orderId', '=', order._id).execute();
    expect(recorded.map((r) => r.recordedBy)).toEqual([admin.user._id, admin.user._id]);

    // nothing is due any more
    expectError(await pay(order._id, { method: 'cash', amount: 1 }), 409, undefined, 'nothing_due');

    // the ₹50 pays part of Carol's next order, and not a paisa more
    const next = await pricedOrder(80, carol);
    expectError(await pay(next._id, { method: 'credit', amount: 50.01 }), 409, /₹50/, 'insufficient_credit');
    const spent = await pay(next._id, { method: 'credit', amount: 50 });
    expect(spent.body).toMatchObject({ paid: 50, due: 30, paymentStatus: 'part-paid' });
    expectError(await pay(next._id, { method: 'credit', amount: 0.01 }), 409, /₹0/, 'insufficient_credit');
    expect(await creditOf(carol)).toMatch(/has ₹0 of store credit/);
  });

  it('refuses a payment on an unpriced or cancelled order, or a missing one', async () => {
    const unpriced = await placeOrder();
    expectError(await pay(unpriced._id, { method: 'cash', amount: 10 }), 409, undefined, 'nothing_due');
    const cancelled = await pricedOrder(100);
    await call(server, 'PATCH', `/admin/orders/${cancelled._id}/status`, { token: admin.token, body: { status: 'Cancelled' } });
    expectError(await pay(cancelled._id, { method: 'cash', amount: 10 }), 409, undefined, 'nothing_due');
    expectError(await pay(randomUUID(), { method: 'cash', amount: 10 }), 404, 'Order not found.', 'not_found');
    expect((await stored(unpriced._id)).entries).toHaveLength(0);
    expect((await stored(cancelled._id)).entries).toHaveLength(0);
  });

  it('answers 400 invalid_amount to a bad amount and writes nothing', async () => {
    const order = await pricedOrder(300);
    for (const amount of [-5, 0, 'NaN', 'abc', '100', null, 10.005, 1_000_000.01, 1e308]) {
      expectError(await pay(order._id, { method: 'cash', amount }), 400, /₹0.01 and ₹10,00,000/, 'invalid_amount');
    }
    expectError(await pay(order._id, { method: 'cash' }), 400, undefined, 'invalid_amount');
    expectError(
      await call(server, 'POST', `/admin/orders/${order._id}/payments`, { token: admin.token, rawBody: '{"method":"cash","amount":NaN}' }),
      400,
      undefined,
      'invalid_json',
    );
    // a good amount with a bad method or reference is refused too
    expectError(await pay(order._id, { method: 'cheque', amount: 10 }), 400, undefined, 'validation_failed');
    expectError(await pay(order._id, { method: 'upi', amount: 10, reference: '<script>' }), 400, undefined, 'validation_failed');
    const after = await stored(order._id);
    expect(after).toMatchObject({ paid: 0, entries: [] });
    const read = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: alice.token });
    expect(read.body.updatedAt).toBe(order.updatedAt);
    // 0.1 + 0.2 rupees and ₹10,00,000 exactly are amounts
    expect((await pay(order._id, { method: 'cash', amount: 0.1 + 0.2 })).body.paid).toBe(0.3);
  });

  it('never loses an entry when 20 payments on one order arrive at once', async () => {
    const order = await pricedOrder(10_000);
    const amounts = Array.from({ length: 20 }, (_, i) => 100 + i + 0.25);
    const results = await Promise.all(amounts.map((amount, i) => pay(order._id, { method: i % 2 ? 'cash' : 'upi', amount })));
    expect(results.map((r) => r.status)).toEqual(amounts.map(() => 200));
    const { entries, paid, sum } = await stored(order._id);
    expect(entries).toHaveLength(20);
    expect(paid).toBe(sum);
    expect(paid).toBe(amounts.reduce((s, a) => s + Math.round(a * 100), 0));
    const read = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: alice.token });
    expect(read.body).toMatchObject({ paid: paid / 100, due: 10_000 - paid / 100, paymentStatus: 'part-paid' });
  });

  it('lets store credit be spent only once when two spends race', async () => {
    const dan = await signupCustomer(server, 'Dan');
    const first = await pricedOrder(100, dan);
    const cash = (await pay(first._id, { method: 'cash', amount: 160 })).body.payments[0]!;
    const [a, b] = await Promise.all([pricedOrder(100, dan), pricedOrder(100, dan)]);
    const results = await Promise.all([pay(a._id, { method: 'credit', amount: 60 }), pay(b._id, { method: 'credit', amount: 60 })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await creditOf(dan)).toMatch(/has ₹0 of store credit/);
    // the overpaid cash cannot be taken back while the credit it made is spent; once the
    // spending is reversed, it can
    expectError(await reverse(first._id, cash._id, { reason: 'Counted wrong' }), 409, /₹60 of this payment/, 'insufficient_credit');
    const spender = results.find((r) => r.status === 200)!.body;
    expect((await reverse(spender._id, spender.payments[0]!._id, { reason: 'Give it back' })).body).toMatchObject({ paid: 0, due: 100 });
    expect((await reverse(first._id, cash._id, { reason: 'Counted wrong' })).body).toMatchObject({ paid: 0, due: 100 });
    expect(await creditOf(dan)).toMatch(/has ₹0 of store credit/);
  });
});

describe('reversing an entry', () => {
  it('appends the negative once, with the reason; a second reversal, or reversing the correction, is refused', async () => {
    const order = await pricedOrder(400);
    const paid = await pay(order._id, { method: 'card', amount: 400, reference: 'SLIP 77' });
    const entry = paid.body.payments[0]!;
    expectError(await reverse(order._id, entry._id, { reason: '' }), 400, /reason/, 'validation_failed');
    const res = await reverse(order._id, entry._id, { reason: 'Card charge failed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ paid: 0, due: 400, paymentStatus: 'unpaid' });
    expect(res.body.payments[1]).toMatchObject({
      method: 'card',
      amount: -400,
      note: 'Card charge failed',
      source: 'correction',
      correctsId: entry._id,
    });
    expectError(await reverse(order._id, entry._id, { reason: 'again' }), 409, undefined, 'already_reversed');
    expectError(await reverse(order._id, res.body.payments[1]!._id, { reason: 'undo the undo' }), 409, undefined, 'already_reversed');
    // an entry of another order, or none, is not found through this one
    const other = await pricedOrder(50);
    expectError(await reverse(other._id, entry._id, { reason: 'wrong order' }), 404, 'Payment not found.', 'not_found');
    expectError(await reverse(order._id, randomUUID(), { reason: 'nothing' }), 404, 'Payment not found.', 'not_found');
    expect((await stored(order._id)).entries).toHaveLength(2);
  });

  it('records one correction when five reversals of one entry race', async () => {
    const order = await pricedOrder(120);
    const entry = (await pay(order._id, { method: 'cash', amount: 120 })).body.payments[0]!;
    const results = await Promise.all(Array.from({ length: 5 }, () => reverse(order._id, entry._id, { reason: 'Counted twice' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expectError(r, 409, undefined, 'already_reversed');
    const { entries, paid, sum } = await stored(order._id);
    expect(entries).toHaveLength(2);
    expect(paid).toBe(sum);
    expect(paid).toBe(0);
  });
});

describe('the customer’s "I have paid" report', () => {
  it('is confirmed into a upi entry, live on the customer’s socket', async () => {
    const order = await pricedOrder(250);
    const reported = await report(order._id, { reference: ' 4123 4567 8901 ' });
    expect(reported.status).toBe(200);
    expect(reported.body.paymentReport).toMatchObject({ amount: 250, reference: '412345678901', status: 'pending', reason: '', decidedAt: null });
    expect(reported.body).toMatchObject({ paid: 0, due: 250, paymentStatus: 'unpaid' });
    expectError(await report(order._id, { reference: '999999999999' }), 409, undefined, 'report_pending');

    const socket: Socket = await connectSocket(server.baseUrl, '/customer', alice.token);
    try {
      const live = waitForEvent<Order>(socket, 'order:updated', (o) => o._id === order._id);
      const confirmed = await confirm(reported.body.paymentReport!._id);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ paid: 250, due: 0, paymentStatus: 'paid' });
      expect(confirmed.body.paymentReport).toMatchObject({ status: 'confirmed', decidedAt: expect.any(String) });
      expect(confirmed.body.payments).toEqual([
        expect.objectContaining({ method: 'upi', amount: 250, reference: '412345678901', source: 'report', recordedByName: 'Ravi Admin' }),
      ]);
      expect(await live).toEqual(confirmed.body);
    } finally {
      socket.close();
    }
    const row = await server.database.db.selectFrom('paymentReports').selectAll().where('orderId', '=', order._id).executeTakeFirstOrThrow();
    expect(row.paymentId).toBe((await stored(order._id)).entries[0]!.id);
    expectError(await confirm(row.id), 409, undefined, 'report_decided');
    expectError(await report(order._id, { reference: '999999999999' }), 409, undefined, 'nothing_due');
  });

  it('records ONE payment when two admins confirm at once', async () => {
    const order = await pricedOrder(90);
    const reportId = (await report(order._id, { reference: 'UTR000111222', amount: 90 })).body.paymentReport!._id;
    const results = await Promise.all([confirm(reportId), confirm(reportId), confirm(reportId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expectError(r, 409, undefined, 'report_decided');
    const { entries, paid } = await stored(order._id);
    expect(entries).toHaveLength(1);
    expect(paid).toBe(9000);
  });

  it('is rejected with a reason the customer sees; they may report again, and a part payment is due on the rest', async () => {
    const order = await pricedOrder(300);
    const first = (await report(order._id, { reference: 'WRONG123456', amount: 100 })).body.paymentReport!;
    expect(first.amount).toBe(100);
    const rejected = await reject(first._id, { reason: 'No such UTR in the bank statement' });
    expect(rejected.body.paymentReport).toMatchObject({ status: 'rejected', reason: 'No such UTR in the bank statement' });
    expect(rejected.body).toMatchObject({ paid: 0, due: 300 });
    expectError(await confirm(first._id), 409, undefined, 'report_decided');
    expectError(await reject(first._id, {}), 409, undefined, 'report_decided');
    const mine = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: alice.token });
    expect(mine.body.paymentReport).toMatchObject({ status: 'rejected', reason: 'No such UTR in the bank statement' });
    const again = await report(order._id, { reference: 'RIGHT1234567' });
    expect(again.body.paymentReport).toMatchObject({ status: 'pending', amount: 300 });
    expect((await stored(order._id)).entries).toHaveLength(0);
  });

  it('refuses nothing due, bad references and bad amounts, writing nothing', async () => {
    const unpriced = await placeOrder();
    expectError(await report(unpriced._id, { reference: '412345678901' }), 409, undefined, 'nothing_due');
    const order = await pricedOrder(75);
    expectError(await report(order._id, { reference: '12' }), 400, /UPI reference/, 'validation_failed');
    expectError(await report(order._id, {}), 400, /UPI reference/, 'validation_failed');
    for (const amount of [-1, 'abc', 'NaN', 10.005, 1_000_000.01]) {
      expectError(await report(order._id, { reference: '412345678901', amount }), 400, undefined, 'invalid_amount');
    }
    const rows = await server.database.db.selectFrom('paymentReports').select('id').where('orderId', 'in', [unpriced._id, order._id]).execute();
    expect(rows).toHaveLength(0);
  });
});

describe('who may do what', () => {
  it('keeps recording, reversing, confirming and rejecting to the admin', async () => {
    const order = await pricedOrder(60);
    const entry = (await pay(order._id, { method: 'cash', amount: 10 })).body.payments[0]!;
    const reportId = (await report(order._id, { reference: '412345678901' })).body.paymentReport!._id;
    expectError(await pay(order._id, { method: 'cash', amount: 50 }, alice.token), 403, undefined, 'admin_only');
    expectError(
      await call(server, 'POST', `/admin/orders/${order._id}/payments/${entry._id}/reverse`, { token: alice.token, body: { reason: 'mine' } }),
      403,
      undefined,
      'admin_only',
    );
    expectError(await confirm(reportId, alice.token), 403, undefined, 'admin_only');
    expectError(await reject(reportId, {}, alice.token), 403, undefined, 'admin_only');
    expectError(await pay(order._id, { method: 'cash', amount: 50 }, ''), 401, undefined, 'auth_required');
    expect(await stored(order._id)).toMatchObject({ paid: 1000 });
    const row = await server.database.db.selectFrom('paymentReports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('answers Bob about Alice’s order as about a missing one, whatever he sends', async () => {
    const order = await pricedOrder(40);
    for (const body of [{ reference: '412345678901' }, { reference: 'x', amount: 'abc' }, {}]) {
      const asBob = await report(order._id, body, bob.token);
      expectError(asBob, 404, 'Order not found.', 'not_found');
      expect(asBob.body).toEqual((await report(randomUUID(), body, bob.token)).body);
    }
    expect((await call<Order>(server, 'GET', `/orders/${order._id}`, { token: alice.token })).body.paymentReport).toBeNull();
  });
});

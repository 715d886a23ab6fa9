import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Receipt } from '@laundry/shared/contracts/payments';
import type { Dues } from '@laundry/shared/contracts/takings';
import { financialYear } from '@laundry/shared/rules/invoice-number';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  orderBody,
  randomUUID,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';

/** Receipts of docs/decisions/0073: numbered per financial year, sent through the outbox, the customer's own. */
let server: TestServer;
let admin: Session;
let alice: Session;
let bob: Session;
let rider: Session;
beforeAll(async () => {
  // No provider configured: each message waits for the shop's tap with its words written out.
  server = await startTestServer({}, { messageWorker: false });
  [admin, alice, bob, rider] = await Promise.all([
    createAdminSession(server, 'Ravi Admin'),
    signupCustomer(server, 'Alice Rao'),
    signupCustomer(server, 'Bob'),
    createRiderSession(server),
  ]);
});
afterAll(async () => {
  await server?.close();
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

const pay = (id: string, body: unknown) => call<Order>(server, 'POST', `/admin/orders/${id}/payments`, { token: admin.token, body });
const receipt = (orderId: string, paymentId: string, token = alice.token) =>
  call<Receipt>(server, 'GET', `/orders/${orderId}/receipts/${paymentId}`, { token });
const sequenceOf = (number: string) => Number(/^R\/\d{4}-\d{2}\/(\d{4,})$/.exec(number)?.[1]);

describe('receipt numbers', () => {
  it('gives each payment received its own number, sequential and never shared, under payments at once', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => pricedOrder(300)));
    // Eight orders paid at once, and three more payments at once on the first of them.
    const answers = await Promise.all([
      ...orders.map((o) => pay(o._id, { method: 'upi', amount: 100, reference: 'UTR1' })),
      ...[1, 2, 3].map(() => pay(orders[0]!._id, { method: 'cash', amount: 50 })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(11).fill(200));
    const rows = await server.database.db
      .selectFrom('payments')
      .select(['receiptNumber', 'balanceAfter', 'orderId', 'amount'])
      .where(
        'orderId',
        'in',
        orders.map((o) => o._id),
      )
      .execute();
    expect(rows).toHaveLength(11);
    const numbers = rows.map((r) => r.receiptNumber!);
    expect(new Set(numbers).size).toBe(11);
    for (const n of numbers) expect(n.startsWith(`R/${financialYear(new Date())}/`)).toBe(true);
    const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(sequences.at(-1)! - sequences[0]!).toBe(10);
    // The balances after the first order's four payments, whatever order they took: 200, 150, 100, 50.
    const first = rows.filter((r) => r.orderId === orders[0]!._id).map((r) => Number(r.balanceAfter));
    expect(first.sort((a, b) => b - a)).toEqual([20_000, 15_000, 10_000, 5_000]);
  });

  it('answers the number and the balance after on the order’s entries; store credit spent and corrections get none', async () => {
    const order = await pricedOrder(250);
    const paid = await pay(order._id, { method: 'cash', amount: 300 });
    const entry = paid.body.payments[0]!;
    expect(entry.receiptNumber).toMatch(/^R\/\d{4}-\d{2}\/\d{4}$/);
    expect(entry.balanceAfter).toBe(0);
    const second = await pricedOrder(40);
    const spent = await pay(second._id, { method: 'credit', amount: 40 });
    expect(spent.body.payments[0]).toMatchObject({ method: 'credit', receiptNumber: null, balanceAfter: null });
    expectError(await receipt(second._id, spent.body.payments[0]!._id), 404, 'Receipt not found.', 'not_found');
  });
});

describe('reading a receipt', () => {
  it('lets the order’s customer and the shop read it; customer B and the rider are told the order is missing', async () => {
    const order = await pricedOrder(612);
    const paid = await pay(order._id, { method: 'upi', amount: 612, reference: 'UTR612' });
    const entry = paid.body.payments[0]!;
    const mine = await receipt(order._id, entry._id);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      number: entry.receiptNumber,
      orderNumber: order.orderNumber,
      invoiceNumber: order.invoiceNumber,
      customerName: 'Alice Rao',
      language: 'en',
      amount: 612,
      method: 'upi',
      reference: 'UTR612',
      balanceAfter: 0,
      recordedByName: 'Ravi Admin',
      reversal: null,
    });
    expect((await receipt(order._id, entry._id, admin.token)).body).toEqual(mine.body);
    const missing = await receipt(randomUUID(), entry._id, bob.token);
    for (const token of [bob.token, rider.token]) {
      const res = await receipt(order._id, entry._id, token);
      expectError(res, 404, 'Order not found.', 'not_found');
      expect(res.body).toEqual(missing.body);
    }
    expectError(await call(server, 'GET', `/orders/${order._id}/receipts/${entry._id}`), 401, undefined, 'auth_required');
    // An entry of another order, through this one's path, is no receipt of it.
    const other = await pricedOrder(10);
    const otherPaid = await pay(other._id, { method: 'cash', amount: 10 });
    expectError(await receipt(order._id, otherPaid.body.payments[0]!._id), 404, 'Receipt not found.', 'not_found');
  });
});

describe('reversing a mistaken entry', () => {
  it('needs a reason (400, nothing written), keeps it with who and when, and shows the receipt reversed', async () => {
    const order = await pricedOrder(500);
    const paid = await pay(order._id, { method: 'cash', amount: 500 });
    const entry = paid.body.payments[0]!;
    const url = `/admin/orders/${order._id}/payments/${entry._id}/reverse`;
    for (const body of [{}, { reason: '' }, { reason: '  ' }]) {
      expectError(
        await call(server, 'POST', url, { token: admin.token, body }),
        400,
        'Please give the reason for the correction.',
        'validation_failed',
      );
    }
    expect((await call<Order>(server, 'GET', `/orders/${order._id}`, { token: alice.token })).body.payments).toHaveLength(1);

    const reversed = await call<Order>(server, 'POST', url, { token: admin.token, body: { reason: 'Typed ₹500 for ₹50' } });
    expect(reversed.status).toBe(200);
    const correction = reversed.body.payments.find((p) => p.correctsId === entry._id)!;
    expect(correction).toMatchObject({ amount: -500, note: 'Typed ₹500 for ₹50', recordedByName: 'Ravi Admin', receiptNumber: null });
    const read = await receipt(order._id, entry._id);
    expect(read.body.number).toBe(entry.receiptNumber);
    expect(read.body.reversal).toEqual({ at: correction.createdAt, reason: 'Typed ₹500 for ₹50', byName: 'Ravi Admin' });
  });
});

describe('the receipt’s message', () => {
  it('is written through the outbox in the customer’s language with the number, method, amount and balance after; a correction sends none', async () => {
    const latha = await signupCustomer(server, 'Latha Devi');
    await call(server, 'PATCH', '/profile', { token: latha.token, body: { language: 'te' } });
    const order = await pricedOrder(700, latha);
    const paid = await pay(order._id, { method: 'cash', amount: 500 });
    const entry = paid.body.payments[0]!;
    await call(server, 'POST', `/admin/orders/${order._id}/payments/${entry._id}/reverse`, { token: admin.token, body: { reason: 'Wrong order' } });
    await server.outbox.idle();
    await server.messages.worker.tick();
    const messages = await server.database.db
      .selectFrom('messages')
      .select(['event', 'text', 'status', 'paymentId'])
      .where('orderId', '=', order._id)
      .execute();
    const receipts = messages.filter((m) => m.event === 'payment-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ status: 'to-send', paymentId: entry._id });
    expect(receipts[0]!.text).toBe(
      `నమస్తే Latha, రసీదు ${entry.receiptNumber}: ఆర్డర్ ${order.orderNumber} కోసం నగదు ద్వారా ₹500 అందింది. ఇంకా బాకీ: ₹200. మీ రసీదు: http://localhost:3000/my-orders?order=${order._id} Sri Lakshmi Laundry`,
    );
    expect(messages.map((m) => m.event)).not.toContain('payment-received');
  });
});

describe('the Unpaid list', () => {
  it('shows a reported payment waiting for confirmation beside the due, and none once it is confirmed', async () => {
    const order = await pricedOrder(420);
    const reported = await call<Order>(server, 'POST', `/orders/${order._id}/payment-reports`, {
      token: alice.token,
      body: { reference: '123456789012' },
    });
    const reportId = reported.body.paymentReport!._id;
    const dues = async () => (await call<Dues>(server, 'GET', '/admin/dues', { token: admin.token })).body;
    const dueOrder = async () => (await dues()).customers.flatMap((c) => c.orders).find((o) => o._id === order._id);
    expect((await dueOrder())?.reported).toMatchObject({ _id: reportId, amount: 420, reference: '123456789012' });
    const confirmed = await call<Order>(server, 'POST', `/admin/payment-reports/${reportId}/confirm`, { token: admin.token, body: {} });
    expect(confirmed.body.payments[0]?.receiptNumber).toMatch(/^R\//);
    expect(await dueOrder()).toBeUndefined();
  });
});

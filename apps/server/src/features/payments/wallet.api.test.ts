import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Wallet } from '@laundry/shared/contracts/payments';
import { call, createAdminSession, expectError, orderBody, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdminSession(server, 'Ravi Admin');
});
afterAll(async () => {
  await server?.close();
});

/** An order of `who`, priced at `rupees` (one item). */
async function pricedOrder(rupees: number, who: Session): Promise<Order> {
  const placed = await call<Order>(server, 'POST', '/orders', { token: who.token, body: orderBody() });
  if (placed.status !== 201) throw new Error(`POST /orders: ${placed.status}`);
  const res = await call<Order>(server, 'POST', `/admin/orders/${placed.body._id}/pickup`, {
    token: admin.token,
    body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: rupees }] },
  });
  if (res.status !== 200) throw new Error(`pickup: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A customer with `credit` rupees of store credit: an order of ₹100 paid ₹100 + credit in cash. */
async function customerWithCredit(name: string, credit: number): Promise<Session> {
  const who = await signupCustomer(server, name);
  const order = await pricedOrder(100, who);
  const res = await call<Order>(server, 'POST', `/admin/orders/${order._id}/payments`, {
    token: admin.token,
    body: { method: 'cash', amount: 100 + credit },
  });
  if (res.status !== 200) throw new Error(`pay: ${res.status}`);
  return who;
}

const walletOf = async (who: Session) => {
  const res = await call<Wallet>(server, 'GET', '/wallet', { token: who.token });
  expect(res.status).toBe(200);
  return res.body.credit;
};
const spend = (who: Session, orderId: string, amount: unknown) =>
  call<Order>(server, 'POST', `/orders/${orderId}/pay-from-credit`, { token: who.token, body: { amount } });

describe('the customer’s wallet', () => {
  it('shows the store credit and lets the customer spend it on their own bill, up to the due and the credit', async () => {
    const asha = await customerWithCredit('Asha', 80);
    expect(await walletOf(asha)).toBe(80);
    const bill = await pricedOrder(50, asha);

    expectError(await spend(asha, bill._id, 50.01), 409, /Only ₹50/, 'amount_over_due');
    expectError(await spend(asha, bill._id, 0), 400, undefined, 'invalid_amount');
    expectError(await spend(asha, bill._id, 'lots'), 400, undefined, 'invalid_amount');

    const part = await spend(asha, bill._id, 20);
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ paid: 20, due: 30, paymentStatus: 'part-paid' });
    expect(part.body.payments.at(-1)).toMatchObject({ method: 'credit', amount: 20, receiptNumber: null, recordedByName: 'Asha' });
    expect(await walletOf(asha)).toBe(60);

    const rest = await spend(asha, bill._id, 30);
    expect(rest.body).toMatchObject({ paid: 50, due: 0, paymentStatus: 'paid' });
    expect(await walletOf(asha)).toBe(30);
    expectError(await spend(asha, bill._id, 1), 409, undefined, 'nothing_due');

    // More than the credit left is refused, naming the balance; nothing is written.
    const next = await pricedOrder(100, asha);
    expectError(await spend(asha, next._id, 30.01), 409, /You have ₹30 of store credit/, 'insufficient_credit');
    const unchanged = await call<Order>(server, 'GET', `/orders/${next._id}`, { token: asha.token });
    expect(unchanged.body).toMatchObject({ paid: 0, payments: [] });
  });

  it('refuses another customer’s order as a missing one, and a bill not priced yet', async () => {
    const ben = await customerWithCredit('Ben', 40);
    const chitra = await signupCustomer(server, 'Chitra');
    const hers = await pricedOrder(30, chitra);
    expectError(await spend(ben, hers._id, 10), 404, 'Order not found.', 'not_found');
    expectError(await spend(admin, hers._id, 10), 404, 'Order not found.', 'not_found');
    expect(await walletOf(ben)).toBe(40);
    expect(await walletOf(chitra)).toBe(0);

    const unpriced = await call<Order>(server, 'POST', '/orders', { token: ben.token, body: orderBody() });
    expectError(await spend(ben, unpriced.body._id, 10), 409, undefined, 'nothing_due');
  });

  it('never spends the same credit twice when spends race, on one order or on two', async () => {
    const dev = await customerWithCredit('Dev', 60);
    const [a, b] = await Promise.all([pricedOrder(60, dev), pricedOrder(60, dev)]);
    const twoOrders = await Promise.all([spend(dev, a._id, 60), spend(dev, b._id, 60)]);
    expect(twoOrders.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await walletOf(dev)).toBe(0);

    const esha = await customerWithCredit('Esha', 100);
    const one = await pricedOrder(60, esha);
    const oneOrder = await Promise.all([spend(esha, one._id, 40), spend(esha, one._id, 40)]);
    expect(oneOrder.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await call<Order>(server, 'GET', `/orders/${one._id}`, { token: esha.token });
    expect(after.body).toMatchObject({ paid: 40, due: 20 });
    expect(await walletOf(esha)).toBe(60);
  });
});

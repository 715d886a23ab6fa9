import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderPage } from '@laundry/shared/contracts/orders';
import type { Takings } from '@laundry/shared/contracts/takings';
import { call, createAdminSession, startTestServer, uniquePhone, type Session, type TestServer } from '../../test/harness';

/** Deleting an order keeps the money already taken for it in the ledger (docs/decisions/0077). */

let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdminSession(server, 'Till Keeper');
});
afterAll(async () => {
  await server?.close();
});

async function paidOrder(rupees: number, paid: number): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/admin/orders', {
    token: admin.token,
    body: { phone: uniquePhone(), service: 'Iron', items: [{ service: 'Iron', item: 'Shirt', qty: 1, rate: rupees }] },
  });
  if (res.status !== 201) throw new Error(`POST /admin/orders: ${res.status} ${JSON.stringify(res.body)}`);
  const payment = await call<Order>(server, 'POST', `/admin/orders/${res.body._id}/payments`, {
    token: admin.token,
    body: { method: 'cash', amount: paid },
  });
  if (payment.status !== 200) throw new Error(`payment: ${payment.status} ${JSON.stringify(payment.body)}`);
  return payment.body;
}

const takings = async () => (await call<Takings>(server, 'GET', '/admin/takings', { token: admin.token })).body;

describe('DELETE /admin/orders/{id} of a paid order', () => {
  it('takes the order off the lists and keeps its payments in the ledger and the takings, marked', async () => {
    const kept = await paidOrder(620, 620);
    const deleted = await paidOrder(77, 77);
    const before = await takings();
    expect(before.cash.expected).toBe(697);
    expect(before.deletedOrders).toEqual({ count: 0, amount: 0 });

    const res = await call(server, 'DELETE', `/admin/orders/${deleted._id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect((await call(server, 'GET', `/admin/orders/${deleted._id}`, { token: admin.token })).status).toBe(404);
    const listed = await call<OrderPage>(server, 'GET', '/admin/orders?limit=200', { token: admin.token });
    expect(listed.body.data.map((o) => o._id)).toEqual([kept._id]);

    const after = await takings();
    expect(after.cash.expected).toBe(697);
    expect(after.total).toBe(before.total);
    expect(after.byMethod).toEqual(before.byMethod);
    expect(after.deletedOrders).toEqual({ count: 1, amount: 77 });
    const rows = await server.database.db.selectFrom('payments').select(['orderId', 'amount', 'deletedOrderNumber']).orderBy('amount').execute();
    expect(rows.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([
      { orderId: deleted._id, amount: 7700, deletedOrderNumber: deleted.orderNumber },
      { orderId: kept._id, amount: 62000, deletedOrderNumber: null },
    ]);
  });
});

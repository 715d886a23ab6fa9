import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Receipt } from '@laundry/shared/contracts/payments';
import { call, createAdminSession, orderBody, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';

/**
 * One payment followed across the seams of docs/decisions/0073: the route writes the ledger entry and
 * the order's paid together, numbers the receipt, records `payment.recorded` in the outbox; the
 * dispatcher hands it to the message rules, the worker words the receipt in the customer's language.
 */
let server: TestServer;
let admin: Session;
let meena: Session;
beforeAll(async () => {
  server = await startTestServer({}, { messageWorker: false });
  [admin, meena] = await Promise.all([createAdminSession(server, 'Ravi Admin'), signupCustomer(server, 'Meena Kumari')]);
  await call(server, 'PATCH', '/profile', { token: meena.token, body: { language: 'hi' } });
});
afterAll(async () => server?.close());

it('follows a payment from the counter to the ledger, the receipt and the customer’s message', async () => {
  const db = server.database.db;
  const placed = await call<Order>(server, 'POST', '/orders', { token: meena.token, body: orderBody() });
  const priced = await call<Order>(server, 'POST', `/admin/orders/${placed.body._id}/pickup`, {
    token: admin.token,
    body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: 612 }] },
  });
  const orderId = priced.body._id;
  const paid = await call<Order>(server, 'POST', `/admin/orders/${orderId}/payments`, {
    token: admin.token,
    body: { method: 'upi', amount: 400, reference: 'UTR4001' },
  });
  expect(paid.body).toMatchObject({ paid: 400, due: 212, paymentStatus: 'part-paid' });

  // The ledger: one entry, the order's kept sum moved with it, the receipt on the entry.
  const entries = await db.selectFrom('payments').selectAll().where('orderId', '=', orderId).execute();
  expect(entries).toHaveLength(1);
  const entry = entries[0]!;
  expect(entry).toMatchObject({ amount: 40_000, method: 'upi', source: 'counter', reference: 'UTR4001' });
  expect(Number(entry.balanceAfter)).toBe(21_200);
  expect(Number((await db.selectFrom('orders').select('paid').where('id', '=', orderId).executeTakeFirstOrThrow()).paid)).toBe(40_000);

  // The outbox: the event committed with the entry.
  const events = await db.selectFrom('outbox').select(['type', 'payload']).where('type', '=', 'payment.recorded').execute();
  expect(events.some((e) => String(e.payload).includes(entry.id))).toBe(true);

  // The receipt the customer downloads.
  const receipt = await call<Receipt>(server, 'GET', `/orders/${orderId}/receipts/${entry.id}`, { token: meena.token });
  expect(receipt.body).toMatchObject({ number: entry.receiptNumber, amount: 400, balanceAfter: 212, method: 'upi', language: 'hi' });

  // The message: written by the consumer once the dispatcher is done, worded by the worker.
  await server.outbox.idle();
  await server.messages.worker.tick();
  const message = await db.selectFrom('messages').select(['event', 'text', 'status']).where('paymentId', '=', entry.id).executeTakeFirstOrThrow();
  expect(message).toMatchObject({ event: 'payment-receipt', status: 'to-send' });
  expect(message.text).toContain(`रसीद ${entry.receiptNumber}`);
  expect(message.text).toContain('UPI से ₹400 मिल गए');
  expect(message.text).toContain('बाकी: ₹212');
});

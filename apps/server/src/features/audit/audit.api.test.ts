import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@laundry/shared/contracts/audit';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Statement } from '@laundry/shared/contracts/statements';
import {
  call,
  createAdminSession,
  expectError,
  orderBody,
  signupCustomer,
  startTestServer,
  todayIst,
  type Session,
  type TestServer,
} from '../../test/harness';

let server: TestServer;
let admin: Session;
let other: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, other, customer] = await Promise.all([
    createAdminSession(server, 'Owner Ravi'),
    createAdminSession(server, 'Clerk Sita'),
    signupCustomer(server, 'Anitha Devi'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

const audit = (query: string, token = admin.token) => call<AuditPage>(server, 'GET', `/admin/audit?${query}`, { token });

async function entriesFor(orderId: string): Promise<AuditEntry[]> {
  const res = await audit(`orderId=${orderId}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

async function placed(): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody() });
  expect(res.status).toBe(201);
  return res.body;
}

async function priced(rupees: number, token = admin.token): Promise<Order> {
  const order = await placed();
  const res = await call<Order>(server, 'POST', `/admin/orders/${order._id}/pickup`, {
    token,
    body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: rupees }] },
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('the audit trail', () => {
  it('records pricing, discount, status, payment, reversal and deletion with who, when and before/after', async () => {
    const order = await priced(200);
    const discounted = await call<Order>(server, 'PATCH', `/admin/orders/${order._id}/pricing`, {
      token: other.token,
      body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: 200 }], discount: 20, tax: 0 },
    });
    expect(discounted.status).toBe(200);
    expect((await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'In Progress' } })).status).toBe(
      200,
    );
    const paid = await call<Order & { payments: { _id: string }[] }>(server, 'POST', `/admin/orders/${order._id}/payments`, {
      token: admin.token,
      body: { method: 'cash', amount: 100 },
    });
    expect(paid.status).toBe(200);
    const paymentId = paid.body.payments[0]!._id;
    const reversed = await call(server, 'POST', `/admin/orders/${order._id}/payments/${paymentId}/reverse`, {
      token: other.token,
      body: { reason: 'Counted twice' },
    });
    expect(reversed.status).toBe(200);

    const rows = await entriesFor(order._id);
    const find = (action: string) => rows.filter((r) => r.action === action);
    expect(find('order.pricing')[0]).toMatchObject({
      actor: { _id: admin.user._id, name: 'Owner Ravi', role: 'admin' },
      entity: 'order',
      orderId: order._id,
      orderNumber: order.orderNumber,
      before: { total: 0, invoiceNumber: null },
      after: { total: 20000 },
    });
    expect(find('order.discount')[0]).toMatchObject({
      actor: { name: 'Clerk Sita' },
      before: { discount: 0, total: 20000 },
      after: { discount: 2000, total: 18000 },
    });
    expect(find('order.status')[0]).toMatchObject({ actor: { name: 'Owner Ravi' }, before: { status: 'Pending' }, after: { status: 'In Progress' } });
    expect(find('payment.recorded')[0]).toMatchObject({ entity: 'payment', entityId: paymentId, after: { amount: 10000, method: 'cash' } });
    expect(find('payment.reversed')[0]).toMatchObject({ actor: { name: 'Clerk Sita' }, after: { amount: -10000, correctsId: paymentId } });
    for (const row of rows) expect(Date.parse(row.at)).toBeGreaterThan(Date.now() - 60_000);
    // Never the customer's personal data.
    expect(JSON.stringify(rows)).not.toMatch(/Anitha|Main Road|9876500000/);

    expect((await call(server, 'DELETE', `/admin/orders/${order._id}`, { token: admin.token })).status).toBe(200);
    const after = await entriesFor(order._id);
    expect(after[0]).toMatchObject({ action: 'order.deleted', before: { orderNumber: order.orderNumber, status: 'In Progress', total: 18000 } });
    // The rows before the deletion stay.
    expect(after).toHaveLength(rows.length + 1);
  });

  it('records a statement match, the price list, settings and staff roles', async () => {
    const order = await priced(451);
    const header = ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'];
    const rows = [
      header,
      ['05/04/25', `UPI-X-x@okhdfcbank-509512345678-${order.orderNumber.toLowerCase()}`, '0000509512345678', '05/04/25', '', '451.00', '1.00'],
    ];
    const uploaded = await call<Statement>(server, 'POST', '/admin/statements', { token: admin.token, body: { fileName: 's.csv', rows } });
    expect(uploaded.status).toBe(201);
    const line = uploaded.body.lines[0]!;
    expect(
      (await call(server, 'POST', `/admin/statements/${uploaded.body._id}/confirm`, { token: admin.token, body: { lineIds: [line._id] } })).status,
    ).toBe(200);
    expect((await entriesFor(order._id)).find((r) => r.action === 'statement.matched')).toMatchObject({
      after: { amount: 45100, statementLineId: line._id },
    });

    expect((await call(server, 'PUT', '/api/prices/per-kg/Wash%20and%20Fold', { token: admin.token, body: { rate: 70, minKg: 3 } })).status).toBe(
      200,
    );
    expect((await call(server, 'PATCH', '/admin/shop', { token: other.token, body: { bulkPercent: 5, bulkMinPieces: 20 } })).status).toBe(200);
    const staff = await call<{ _id: string }>(server, 'POST', '/admin/staff', {
      token: admin.token,
      body: { role: 'rider', name: 'Rider Raju', phone: '9000012345', password: 'Rider#12345' },
    });
    expect(staff.status).toBe(201);
    expect((await call(server, 'PATCH', `/admin/staff/${staff.body._id}`, { token: admin.token, body: { active: false } })).status).toBe(200);

    const today = (await audit(`date=${todayIst()}`)).body.data;
    expect(today.find((r) => r.action === 'prices.changed')).toMatchObject({
      entityId: 'Wash and Fold',
      actor: { name: 'Owner Ravi' },
      before: { 'Wash and Fold': null },
      after: { 'Wash and Fold': { rate: 70, minKg: 3 } },
    });
    expect(today.find((r) => r.action === 'settings.changed')).toMatchObject({
      actor: { name: 'Clerk Sita' },
      before: { bulkPercent: 0, bulkMinPieces: 0 },
      after: { bulkPercent: 5, bulkMinPieces: 20 },
    });
    const staffRows = today.filter((r) => r.action === 'staff.changed' && r.entityId === staff.body._id);
    expect(staffRows.map((r) => [r.before, r.after])).toEqual([
      [
        { role: 'rider', active: 1, name: 'Rider Raju' },
        { role: 'rider', active: 0, name: 'Rider Raju' },
      ],
      [{}, { role: 'rider', active: 1 }],
    ]);

    // One person's day.
    const hers = (await audit(`date=${todayIst()}&actor=${other.user._id}`)).body.data;
    expect(hers.length).toBeGreaterThan(0);
    expect(hers.every((r) => r.actor?._id === other.user._id)).toBe(true);
    expect((await audit('date=2001-01-01')).body).toEqual({ data: [], nextCursor: null });
  });

  it('pages newest first with a cursor', async () => {
    for (let i = 0; i < 3; i += 1) await call(server, 'PATCH', '/admin/shop', { token: admin.token, body: { bulkPercent: 6 + i } });
    const all: AuditEntry[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res: Awaited<ReturnType<typeof audit>> = await audit(`date=${todayIst()}${cursor ? `&cursor=${cursor}` : ''}`);
      all.push(...res.body.data);
      cursor = res.body.nextCursor;
      pages += 1;
    }
    expect(pages).toBeGreaterThan(0);
    expect(new Set(all.map((r) => r._id)).size).toBe(all.length);
    expect([...all].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).map((r) => r.at)).toEqual(all.map((r) => r.at));
    expectError(await audit('cursor=bm9wZQ'), 400, undefined, 'invalid_cursor');
    expectError(await audit('date=2026-02-30'), 400, undefined, 'validation_failed');
  });

  it('is read by admins only, and no route changes it', async () => {
    expectError(await audit('', customer.token), 403, undefined, 'admin_only');
    expectError(await call(server, 'GET', '/admin/audit'), 401, undefined, 'auth_required');
    const [row] = (await audit('')).body.data;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      expect((await call(server, method, '/admin/audit', { token: admin.token, body: {} })).status).toBe(404);
      expect((await call(server, method, `/admin/audit/${row!._id}`, { token: admin.token, body: {} })).status).toBe(404);
    }
    expect((await audit('')).body.data[0]).toEqual(row);
  });

  it('writes nothing when the change is refused', async () => {
    const before = (await audit(`date=${todayIst()}`)).body.data.length;
    expectError(await call(server, 'PATCH', '/admin/shop', { token: admin.token, body: { bulkPercent: 90 } }), 400);
    const order = await placed();
    expectError(
      await call(server, 'POST', `/admin/orders/${order._id}/payments`, { token: admin.token, body: { method: 'cash', amount: 100 } }),
      409,
    );
    expect((await audit(`date=${todayIst()}`)).body.data.length).toBe(before);
  });
});

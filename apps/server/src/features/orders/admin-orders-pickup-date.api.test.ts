import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderPage } from '@laundry/shared/contracts/orders';
import { addDays } from '@laundry/shared/rules/ist';
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

// The dashboard's Today view: the list narrowed to one pickup day.
let server: TestServer;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Today Customer')]);
});
afterAll(async () => {
  await server?.close();
});

async function place(pickupDate: string): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody({ pickupDate }) });
  if (res.status !== 201) throw new Error(`POST /orders: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('GET /admin/orders?pickupDate=', () => {
  it('lists only the orders picked up that day, with the other filters', async () => {
    const today = todayIst();
    const tomorrow = addDays(today, 1);
    const a = await place(today);
    const b = await place(tomorrow);
    const res = await call<OrderPage>(server, 'GET', `/admin/orders?limit=200&pickupDate=${tomorrow}`, { token: admin.token });
    expect(res.status).toBe(200);
    const found = res.body.data.map((o) => o._id);
    expect(found).toContain(b._id);
    expect(found).not.toContain(a._id);
    expect(res.body.data.every((o) => o.pickupDate === tomorrow)).toBe(true);
    const both = await call<OrderPage>(server, 'GET', `/admin/orders?limit=200&pickupDate=${tomorrow}&status=Completed`, { token: admin.token });
    expect(both.body.data.map((o) => o._id)).not.toContain(b._id);
    // An empty value is no filter, as for the selects.
    const all = await call<OrderPage>(server, 'GET', '/admin/orders?limit=200&pickupDate=', { token: admin.token });
    expect(all.body.data.map((o) => o._id)).toEqual(expect.arrayContaining([a._id, b._id]));
  });

  it('refuses a day that is not a date', async () => {
    const res = await call(server, 'GET', '/admin/orders?pickupDate=tomorrow', { token: admin.token });
    expectError(res, 400);
  });
});

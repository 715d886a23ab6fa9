import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderPage } from '@laundry/shared/contracts/orders';
import { call, createAdminSession, orderBody, signupCustomer, sleep, startTestServer, type Session, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Search Tester')]);
});
afterAll(async () => {
  await server?.close();
});

async function place(address: string): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody({ pickupAddress: address }) });
  expect(res.status).toBe(201);
  await sleep(2);
  return res.body;
}

async function search(q: string, limit = 50): Promise<string[]> {
  const res = await call<OrderPage>(server, 'GET', `/admin/orders?limit=${limit}&q=${encodeURIComponent(q)}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.data.map((o) => o._id);
}

// On PostgreSQL the search runs on a trigram index: the same orders, newest first, on both
// databases, following every change.
describe('order search', () => {
  it('gives the same answer from the newest orders and from the index', async () => {
    const a = await place('Lotus Apartments, Kakinada');
    const b = await place('Lotus Apartments, Kakinada');
    const c = await place('Lotus Apartments, Kakinada');
    expect(await search('lotus apart', 2)).toEqual([c._id, b._id]); // one page
    expect(await search('lotus apart')).toEqual([c._id, b._id, a._id]); // everything
  });

  it('forgets a deleted order and finds a new one at once', async () => {
    const gone = await place('Mango Grove Colony');
    expect(await search(gone.orderNumber)).toEqual([gone._id]);
    expect((await call(server, 'DELETE', `/admin/orders/${gone._id}`, { token: admin.token })).status).toBe(200);
    expect(await search(gone.orderNumber)).toEqual([]);
    expect(await search('mango grove')).toEqual([]);
    const fresh = await place('Mango Grove Colony');
    expect(await search('mango grove')).toEqual([fresh._id]);
  });

  it('finds short and wildcard-looking terms too', async () => {
    const o = await place('Flat 9_B, 100% Street');
    expect(await search('9_b')).toEqual([o._id]);
    expect(await search('100%')).toEqual([o._id]);
  });
});

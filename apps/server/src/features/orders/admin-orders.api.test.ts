import { isLate } from '@laundry/shared/rules/late';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderPage, OrderStats } from '@laundry/shared/contracts/orders';
import {
  call,
  createAdminSession,
  expectError,
  orderBody,
  signupCustomer,
  sleep,
  startTestServer,
  todayIst,
  type Session,
  type TestServer,
} from '../../test/harness';

let server: TestServer;
let admin: Session;
let ravi: Session;
let meena: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, ravi, meena] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Ravi Kumar'), signupCustomer(server, 'Meena Rao')]);
});
afterAll(async () => {
  await server?.close();
});

async function placeOrder(who: Session, overrides: Record<string, unknown> = {}): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: who.token, body: orderBody(overrides) });
  if (res.status !== 201) throw new Error(`POST /orders: ${res.status} ${JSON.stringify(res.body)}`);
  await sleep(2); // distinct creation times keep "newest first" unambiguous
  return res.body;
}

/** The paged form: the current dashboard always sends a query (with none, the earlier client's bare array comes back). */
async function page(query = '?limit=50'): Promise<OrderPage> {
  const res = await call<OrderPage>(server, 'GET', `/admin/orders${query}`, { token: admin.token });
  if (res.status !== 200) throw new Error(`GET /admin/orders${query}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function everyOrder(query = ''): Promise<Order[]> {
  const all: Order[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query.replace(/^\?/, ''));
    params.set('limit', '200');
    if (cursor) params.set('cursor', cursor);
    const res: OrderPage = await page(`?${params.toString()}`);
    all.push(...res.data);
    cursor = res.nextCursor;
  } while (cursor);
  return all;
}

const ids = (orders: { _id: string }[]) => orders.map((o) => o._id);

describe('GET /admin/orders', () => {
  let placed: Order[];
  beforeAll(async () => {
    placed = [
      await placeOrder(ravi, { service: 'Dry Clean', delivery: 'express', pickupAddress: '12  Temple   Street, Kakinada', phone: '9811111111' }),
      await placeOrder(meena, { service: 'Iron', pickupAddress: 'Plot 7, Beach Road', phone: '9822222222' }),
      await placeOrder(ravi, { service: 'Wash and Fold', pickupAddress: '50% Discount Lane', phone: '9833333333' }),
      await placeOrder(meena, { service: 'Others', delivery: 'express', pickupAddress: 'Gandhi_Nagar', phone: '9844444444' }),
    ];
  });

  it('answers {data, nextCursor}, newest first, with the customer filled in', async () => {
    const res = await page();
    expect(Object.keys(res).sort()).toEqual(['data', 'nextCursor']);
    expect(res.nextCursor).toBeNull();
    expect(ids(res.data.slice(0, 4))).toEqual(ids(placed).reverse());
    const first = res.data.find((o) => o._id === placed[1]!._id)!;
    expect(first).toEqual(placed[1]);
    expect(first.userId).toEqual({ _id: meena.user._id, name: 'Meena Rao', phone: '9822222222' });
    const created = res.data.map((o) => o.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('pages with a cursor without repeating or skipping an order', async () => {
    for (let i = 0; i < 5; i++) await placeOrder(ravi, { pickupAddress: `Paging Street ${i}` });
    const whole = (await page('?limit=200')).data;
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: OrderPage = await page(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.data.length).toBeLessThanOrEqual(3);
      seen.push(...ids(res.data));
      cursor = res.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(ids(whole));
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(Math.ceil(whole.length / 3));
    // An order created while paging shows up on the first page, not in the middle of the walk.
    const firstPage = await page('?limit=3');
    const fresh = await placeOrder(meena);
    const second = await page(`?limit=3&cursor=${firstPage.nextCursor}`);
    expect(ids(second.data)).not.toContain(fresh._id);
    expect(ids(second.data).some((id) => ids(firstPage.data).includes(id))).toBe(false);
  });

  it('searches case-insensitively, whitespace-collapsed, over every field of the spec', async () => {
    const [dry, iron, fold, others] = placed as [Order, Order, Order, Order];
    const search = async (q: string) => ids(await everyOrder(`?q=${encodeURIComponent(q)}`));
    expect(await search(dry.orderNumber.toLowerCase())).toEqual([dry._id]);
    expect(await search(`  ${iron._id.toUpperCase()} `)).toEqual([iron._id]);
    expect(await search('9833333333')).toEqual([fold._id]);
    expect(await search('temple street')).toEqual([dry._id]);
    expect(await search('TEMPLE    STREET,   kakinada')).toEqual([dry._id]);
    expect(await search('  MEENA   rao ')).toEqual(expect.arrayContaining([iron._id, others._id]));
    expect((await search('meena rao')).every((id) => id !== dry._id && id !== fold._id)).toBe(true);
    expect(await search('dry clean')).toEqual([dry._id]);
    expect(await search('wash and fold')).toEqual([fold._id]);
    expect(await search('EXPRESS')).toEqual([others._id, dry._id]);
    // LIKE wildcards are plain characters
    expect(await search('50%')).toEqual([fold._id]);
    expect(await search('t_mple')).toEqual([]);
    expect(await search('temp%street')).toEqual([]);
    expect(await search('gandhi_nagar')).toEqual([others._id]);
    expect(await search('no such order anywhere')).toEqual([]);
    // a blank search is no search
    expect((await search('   ')).length).toBe((await everyOrder()).length);
  });

  it('filters by service, delivery and status, also combined with a search', async () => {
    const [dry, iron, , others] = placed as [Order, Order, Order, Order];
    await call(server, 'PATCH', `/admin/orders/${iron._id}/status`, { token: admin.token, body: { status: 'Completed' } });
    expect(ids(await everyOrder('?service=Dry%20Clean'))).toEqual([dry._id]);
    expect(ids(await everyOrder('?delivery=express'))).toEqual([others._id, dry._id]);
    expect(ids(await everyOrder('?status=Completed'))).toEqual([iron._id]);
    expect(ids(await everyOrder('?delivery=express&service=Others&q=gandhi'))).toEqual([others._id]);
    expect(ids(await everyOrder('?delivery=express&q=beach'))).toEqual([]);
    expect((await everyOrder('?service=&delivery=&status=')).length).toBe((await everyOrder()).length);
  });

  it('answers 400 naming the parameter to bad queries', async () => {
    const bad: [string, RegExp][] = [
      ['?limit=0', /^limit/],
      ['?limit=201', /^limit/],
      ['?limit=ten', /^limit/],
      ['?cursor=garbage', /^cursor/],
      [`?cursor=${'x'.repeat(201)}`, /^cursor/],
      ['?service=Polish', /^service/],
      ['?delivery=overnight', /^delivery/],
      ['?status=Lost', /^status/],
      [`?q=${'x'.repeat(201)}`, /^q must be at most 200/],
    ];
    for (const [query, message] of bad) expectError(await call(server, 'GET', `/admin/orders${query}`, { token: admin.token }), 400, message);
  });
});

describe('GET /admin/orders/stats', () => {
  it('answers the five counts and four series, consistent with the orders', async () => {
    await placeOrder(meena, { delivery: 'express', service: 'Iron' });
    const res = await call<OrderStats>(server, 'GET', '/admin/orders/stats', { token: admin.token });
    expect(res.status).toBe(200);
    const stats = res.body;
    const all = await everyOrder();
    const count = (pred: (o: Order) => boolean) => all.filter(pred).length;
    expect(stats.counts).toEqual({
      total: all.length,
      pending: count((o) => o.status === 'Pending'),
      inProgress: count((o) => o.status === 'In Progress'),
      delivering: count((o) => o.status === 'Delivering'),
      completed: count((o) => o.status === 'Completed'),
      cancelled: count((o) => o.status === 'Cancelled'),
      late: count((o) => isLate(o, new Date())),
    });
    expect(stats.byStatus.map((p) => p.label)).toEqual(expect.arrayContaining(['Pending', 'In Progress', 'Delivering', 'Completed']));
    for (const p of stats.byStatus) expect(p.count).toBe(count((o) => o.status === p.label));
    expect(stats.byService.map((p) => p.label)).toEqual(['Wash and Fold', 'Wash and Iron', 'Iron', 'Dry Clean', 'Others']);
    for (const p of stats.byService) expect(p.count).toBe(count((o) => o.service === p.label));
    expect(stats.byDelivery).toEqual([
      { label: 'regular', count: count((o) => o.delivery === 'regular') },
      { label: 'express', count: count((o) => o.delivery === 'express') },
    ]);
    expect(stats.last7Days).toHaveLength(7);
    expect(stats.last7Days[6]!.label).toBe(todayIst());
    for (let i = 1; i < 7; i++) {
      const gap = Date.parse(stats.last7Days[i]!.label) - Date.parse(stats.last7Days[i - 1]!.label);
      expect(gap).toBe(24 * 3600_000);
    }
    expect(stats.last7Days[6]!.count).toBe(all.length); // every order here was made today
  });
});

describe('PATCH /admin/orders/{id}/status', () => {
  it('sets any of the four statuses from any status', async () => {
    const order = await placeOrder(ravi);
    const statuses = ['Pending', 'In Progress', 'Delivering', 'Completed'];
    for (const from of statuses) {
      for (const to of statuses) {
        await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: from } });
        const res = await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: to } });
        expect(res.status, `${from} → ${to}`).toBe(200);
        expect(res.body).toMatchObject({ _id: order._id, status: to });
      }
    }
    expect((await call<Order>(server, 'GET', `/orders/${order._id}`, { token: ravi.token })).body.status).toBe('Completed');
  });

  it('answers 400 to a bad status and 404 to an unknown order', async () => {
    const order = await placeOrder(ravi);
    expectError(
      await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'pending' } }),
      400,
      /^status must be one of/,
    );
    expectError(await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: {} }), 400, /^status/);
    expectError(await call(server, 'PATCH', '/admin/orders/nope/status', { token: admin.token, body: { status: 'Completed' } }), 404);
  });
});

describe('DELETE /admin/orders/{id}', () => {
  it('deletes an order everywhere; a second delete is 404', async () => {
    const order = await placeOrder(meena);
    const res = await call(server, 'DELETE', `/admin/orders/${order._id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: order._id });
    expect(ids(await everyOrder())).not.toContain(order._id);
    expectError(await call(server, 'GET', `/orders/${order._id}`, { token: meena.token }), 404);
    expect(ids((await call<Order[]>(server, 'GET', '/orders', { token: meena.token })).body)).not.toContain(order._id);
    expectError(await call(server, 'DELETE', `/admin/orders/${order._id}`, { token: admin.token }), 404);
  });

  it('deletes a priced order with its items', async () => {
    const order = await placeOrder(meena);
    await call(server, 'POST', `/admin/orders/${order._id}/pickup`, { token: admin.token, body: { items: [{ item: 'Saree', qty: 2, rate: 150 }] } });
    expect((await call(server, 'DELETE', `/admin/orders/${order._id}`, { token: admin.token })).status).toBe(200);
    const left = await server.database.db.selectFrom('orderItems').selectAll().where('orderId', '=', order._id).execute();
    expect(left).toEqual([]);
  });
});

describe('roles', () => {
  it('answers 401 to a visitor and 403 to a customer on every admin order route', async () => {
    const order = await placeOrder(ravi);
    const routes: [string, string, unknown?][] = [
      ['GET', '/admin/orders'],
      ['GET', '/admin/orders/stats'],
      ['POST', '/admin/orders', { phone: '9876543210', items: [{ item: 'Shirt', qty: 1, rate: 10 }] }],
      ['PATCH', `/admin/orders/${order._id}/status`, { status: 'Completed' }],
      ['DELETE', `/admin/orders/${order._id}`],
      ['POST', `/admin/orders/${order._id}/pickup`, { items: [{ item: 'Shirt', qty: 1, rate: 10 }] }],
      ['PATCH', `/admin/orders/${order._id}/pricing`, { items: [{ item: 'Shirt', qty: 1, rate: 10 }] }],
    ];
    for (const [method, url, body] of routes) {
      expectError(await call(server, method, url, { body }), 401);
      expectError(await call(server, method, url, { body, token: ravi.token }), 403);
    }
    // nothing changed
    const after = await call(server, 'GET', `/orders/${order._id}`, { token: ravi.token });
    expect(after.body).toEqual(order);
  });
});

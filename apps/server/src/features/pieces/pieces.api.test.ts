import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderStats } from '@laundry/shared/contracts/orders';
import { todayBoardSchema, type RackCheck, type ScannedPiece, type TodayBoard } from '@laundry/shared/contracts/pieces';
import { TAG_PATTERN } from '@laundry/shared/rules/tags';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  expectInvalid,
  orderBody,
  signupCustomer,
  startTestServer,
  todayIst,
  type Session,
  type TestServer,
} from '../../test/harness';
import { setOrderColumns } from '../orders/order-test-kit';

/** Tags, pieces, racks, late orders and the Today board, over real HTTP (docs/decisions/0056). */
let server: TestServer;
let admin: Session;
let customer: Session;
/** How far the server's kept copies see the time ahead of the wall clock. */
let ahead = 0;
beforeAll(async () => {
  server = await startTestServer({}, { messageWorker: false, clock: () => Date.now() + ahead });
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Padma Rani')]);
});
afterAll(async () => server?.close());

async function book(overrides: Record<string, unknown> = {}): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody({ phone: customer.user.phone, ...overrides }) });
  expect(res.status).toBe(201);
  return res.body;
}

async function priced(items: { service?: string; item: string; qty: number; rate: number }[]): Promise<Order> {
  const order = await book();
  const res = await call<Order>(server, 'POST', `/admin/orders/${order._id}/pickup`, { token: admin.token, body: { items } });
  expect(res.status).toBe(200);
  return res.body;
}

const tagNumberOf = (order: Order) => Number(order.pieces[0]!.tag.split('-')[0]);

describe('pieces and tags', () => {
  it('gives a priced order one tagged piece per unit, in line order, received', async () => {
    const order = await priced([
      { service: 'Dry Clean', item: 'Saree', qty: 2, rate: 150 },
      { service: 'Iron', item: 'Shirt', qty: 3, rate: 15 },
    ]);
    const n = tagNumberOf(order);
    expect(n).toBeGreaterThan(1000);
    expect(order.pieces).toEqual([
      { tag: `${n}-01`, service: 'Dry Clean', item: 'Saree', state: 'received' },
      { tag: `${n}-02`, service: 'Dry Clean', item: 'Saree', state: 'received' },
      { tag: `${n}-03`, service: 'Iron', item: 'Shirt', state: 'received' },
      { tag: `${n}-04`, service: 'Iron', item: 'Shirt', state: 'received' },
      { tag: `${n}-05`, service: 'Iron', item: 'Shirt', state: 'received' },
    ]);
    for (const piece of order.pieces) expect(piece.tag).toMatch(TAG_PATTERN);
    expect(order).toMatchObject({ piecesReady: false, rack: '' });
    // The customer reads the same pieces on their order.
    const mine = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: customer.token });
    expect(mine.body.pieces).toEqual(order.pieces);
  });

  it('has no pieces before pricing, and a manual order has them at once', async () => {
    expect((await book()).pieces).toEqual([]);
    const manual = await call<Order>(server, 'POST', '/admin/orders', {
      token: admin.token,
      body: { customerName: 'Walk-in', phone: '9876512345', items: [{ service: 'Wash and Iron', item: 'Bedsheet', qty: 2, rate: 40 }] },
    });
    expect(manual.status).toBe(201);
    expect(manual.body.pieces.map((p) => p.item)).toEqual(['Bedsheet', 'Bedsheet']);
  });

  it('keeps the tag and state of each piece re-pricing leaves in place, and drops the ones past the new count', async () => {
    const order = await priced([
      { service: 'Iron', item: 'Shirt', qty: 2, rate: 15 },
      { service: 'Iron', item: 'Trouser', qty: 2, rate: 20 },
    ]);
    const n = tagNumberOf(order);
    await call(server, 'PATCH', `/admin/orders/${order._id}/pieces`, {
      token: admin.token,
      body: { state: 'cleaning', tags: [`${n}-01`, `${n}-03`] },
    });
    const edited = await call<Order>(server, 'PATCH', `/admin/orders/${order._id}/pricing`, {
      token: admin.token,
      body: {
        items: [
          { service: 'Iron', item: 'Shirt', qty: 2, rate: 15 },
          { service: 'Iron', item: 'Kurta', qty: 1, rate: 30 },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.pieces).toEqual([
      { tag: `${n}-01`, service: 'Iron', item: 'Shirt', state: 'cleaning' },
      { tag: `${n}-02`, service: 'Iron', item: 'Shirt', state: 'received' },
      { tag: `${n}-03`, service: 'Iron', item: 'Kurta', state: 'received' },
    ]);
  });

  it('gives concurrent pricings different tag numbers, on both databases', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => book()));
    const answers = await Promise.all(
      orders.map((o) =>
        call<Order>(server, 'POST', `/admin/orders/${o._id}/pickup`, { token: admin.token, body: { items: [{ item: 'Shirt', qty: 1, rate: 15 }] } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const numbers = answers.map((a) => tagNumberOf(a.body));
    expect(new Set(numbers).size).toBe(8);
  });
});

describe('scanning', () => {
  let order: Order;
  beforeAll(async () => {
    order = await priced([{ service: 'Dry Clean', item: 'Blazer', qty: 2, rate: 200 }]);
  });
  const look = (code: string) => call<ScannedPiece>(server, 'GET', `/admin/pieces/${encodeURIComponent(code)}`, { token: admin.token });

  it('opens the piece and its order from a label or a typed code', async () => {
    const tag = order.pieces[1]!.tag;
    for (const code of [`SLL:${tag}`, tag, ` ${tag.replace('-', ' ')} `]) {
      const res = await look(code);
      expect(res.status, code).toBe(200);
      expect(res.body).toEqual({
        piece: { tag, service: 'Dry Clean', item: 'Blazer', state: 'received' },
        orderId: order._id,
        orderNumber: order.orderNumber,
        customerName: 'Padma Rani',
        rack: '',
      });
    }
  });

  it('tells another shop label, a code that is no tag and an unknown tag apart', async () => {
    expectError(await look('https://othershop.example/t/55'), 400, /not one of ours/, 'label_foreign');
    expectError(await look('hello'), 400, undefined, 'label_foreign');
    expectError(await look('12-3'), 400, /1042-03/, 'tag_invalid');
    expectError(await look('SLL:9999999-99'), 404, /9999999-99/, 'tag_unknown');
  });
});

describe('piece progress and racks', () => {
  it('moves chosen pieces or all of them; the order is ready when every piece is; a stranger tag changes nothing', async () => {
    const order = await priced([{ service: 'Iron', item: 'Shirt', qty: 3, rate: 15 }]);
    const [a, b] = order.pieces.map((p) => p.tag);
    const some = await call<Order>(server, 'PATCH', `/admin/orders/${order._id}/pieces`, {
      token: admin.token,
      body: { state: 'ready', tags: [a, b] },
    });
    expect(some.body.pieces.map((p) => p.state)).toEqual(['ready', 'ready', 'received']);
    expect(some.body.piecesReady).toBe(false);
    const other = await priced([{ service: 'Iron', item: 'Shirt', qty: 1, rate: 15 }]);
    expectError(
      await call(server, 'PATCH', `/admin/orders/${order._id}/pieces`, {
        token: admin.token,
        body: { state: 'received', tags: [other.pieces[0]!.tag] },
      }),
      404,
      undefined,
      'tag_unknown',
    );
    expectInvalid(
      await call(server, 'PATCH', `/admin/orders/${order._id}/pieces`, { token: admin.token, body: { state: 'washed' } }),
      'state',
      /state must be one of/,
    );
    const all = await call<Order>(server, 'PATCH', `/admin/orders/${order._id}/pieces`, { token: admin.token, body: { state: 'ready' } });
    expect(all.body.piecesReady).toBe(true);
    expectError(await call(server, 'PATCH', `/admin/orders/nope/pieces`, { token: admin.token, body: { state: 'ready' } }), 404);
  });

  it('puts an order on a rack written upper-case, refuses a bad label, and shows the rack to the rider who delivers it', async () => {
    const order = await priced([{ service: 'Iron', item: 'Shirt', qty: 1, rate: 15 }]);
    const put = await call<Order>(server, 'PUT', `/admin/orders/${order._id}/rack`, { token: admin.token, body: { rack: ' r3-b ' } });
    expect(put.status).toBe(200);
    expect(put.body.rack).toBe('R3-B');
    expectInvalid(
      await call(server, 'PUT', `/admin/orders/${order._id}/rack`, { token: admin.token, body: { rack: 'Rack #3 top shelf' } }),
      'rack',
      /R3-B/,
    );

    const rider = await createRiderSession(server);
    await call(server, 'PATCH', `/admin/orders/${order._id}/rider`, { token: admin.token, body: { riderId: rider.user._id } });
    await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'Delivering' } });
    const stops = await call<{ stops: { orderId: string; rack: string }[] }>(server, 'GET', '/rider/stops?day=today', { token: rider.token });
    expect(stops.status).toBe(200);
    expect(stops.body.stops.find((s) => s.orderId === order._id)).toMatchObject({ rack: 'R3-B' });

    const cleared = await call<Order>(server, 'PUT', `/admin/orders/${order._id}/rack`, { token: admin.token, body: { rack: '' } });
    expect(cleared.body.rack).toBe('');
  });

  it('checks a rack: what is missing, what belongs elsewhere, and codes that are not ours', async () => {
    const first = await priced([{ service: 'Iron', item: 'Shirt', qty: 2, rate: 15 }]);
    const second = await priced([{ service: 'Iron', item: 'Saree', qty: 1, rate: 40 }]);
    const elsewhere = await priced([{ service: 'Iron', item: 'Towel', qty: 1, rate: 10 }]);
    await call(server, 'PUT', `/admin/orders/${first._id}/rack`, { token: admin.token, body: { rack: 'R9' } });
    await call(server, 'PUT', `/admin/orders/${second._id}/rack`, { token: admin.token, body: { rack: 'R9' } });
    await call(server, 'PUT', `/admin/orders/${elsewhere._id}/rack`, { token: admin.token, body: { rack: 'R8' } });
    const codes = [
      `SLL:${first.pieces[0]!.tag}`,
      second.pieces[0]!.tag,
      `SLL:${elsewhere.pieces[0]!.tag}`,
      'https://other.example/x',
      'SLL:9999999-01',
    ];
    const res = await call<RackCheck>(server, 'POST', '/admin/racks/check', { token: admin.token, body: { rack: 'r9', codes } });
    expect(res.status).toBe(200);
    expect(res.body.rack).toBe('R9');
    expect([...res.body.expected].sort()).toEqual([...first.pieces.map((p) => p.tag), second.pieces[0]!.tag].sort());
    expect([...res.body.found].sort()).toEqual([first.pieces[0]!.tag, second.pieces[0]!.tag].sort());
    expect(res.body.missing).toEqual([{ tag: first.pieces[1]!.tag, orderNumber: first.orderNumber }]);
    expect(res.body.misplaced).toEqual([{ tag: elsewhere.pieces[0]!.tag, rack: 'R8', orderNumber: elsewhere.orderNumber }]);
    expect(res.body.unknown).toEqual(['https://other.example/x', '9999999-01']);
    expectInvalid(await call(server, 'POST', '/admin/racks/check', { token: admin.token, body: { rack: '', codes: [] } }), 'rack', /name the rack/);
  });
});

describe('late orders and the Today board', () => {
  it('counts, filters and boards an order once its promise has passed, until it is done', async () => {
    const order = await priced([{ service: 'Iron', item: 'Shirt', qty: 1, rate: 15 }]);
    const pickupToday = await book({ pickupDate: todayIst() });
    const before = (await call<OrderStats>(server, 'GET', '/admin/orders/stats', { token: admin.token })).body.counts.late;
    await setOrderColumns(server.database.db, order._id, { readyBy: new Date(Date.now() - 3_600_000).toISOString() });
    ahead += 1000; // the stats are kept for a second

    const stats = await call<OrderStats>(server, 'GET', '/admin/orders/stats', { token: admin.token });
    expect(stats.body.counts.late).toBe(before + 1);
    const lateList = await call<{ data: Order[] }>(server, 'GET', '/admin/orders?late=true', { token: admin.token });
    expect(lateList.body.data.map((o) => o._id)).toContain(order._id);
    expect(lateList.body.data.map((o) => o._id)).not.toContain(pickupToday._id);
    expectInvalid(await call(server, 'GET', '/admin/orders?late=maybe', { token: admin.token }), 'late', /true or false/);

    const board = await call<TodayBoard>(server, 'GET', '/admin/today', { token: admin.token });
    // The board is sent as bytes written beforehand: it must still be the contract's shape.
    expect(board.headers.get('content-type')).toMatch(/^application\/json/);
    expect(todayBoardSchema.parse(board.body)).toEqual(board.body);
    expect(board.status).toBe(200);
    expect(board.body.date).toBe(todayIst());
    expect(board.body.late.map((o) => o._id)).toContain(order._id);
    expect(board.body.pickups.map((o) => o._id)).toContain(pickupToday._id);
    expect(board.body.deliveries.map((o) => o._id)).toContain(order._id);

    await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'Completed' } });
    const after = await call<TodayBoard>(server, 'GET', '/admin/today', { token: admin.token });
    expect(after.body.late.map((o) => o._id)).not.toContain(order._id);
  });
});

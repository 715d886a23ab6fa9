import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, type Order, type OrderPage } from '@laundry/shared/contracts/orders';
import { financialYear } from '@laundry/shared/rules/invoice-number';
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

const NO_ITEMS = 'Add at least one item with qty > 0 (rate can be 0).';
const SHIRT_NAMES = { te: 'చొక్కా / టీ-షర్ట్', hi: 'शर्ट / टी-शर्ट' };
const INVOICE = /^[A-Za-z0-9/-]{1,16}$/;

let server: TestServer;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Priya Shah')]);
});
afterAll(async () => {
  await server?.close();
});

async function placeOrder(): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody() });
  if (res.status !== 201) throw new Error(`POST /orders: ${res.status}`);
  return res.body;
}

const pickup = (id: string, body: unknown) => call<Order>(server, 'POST', `/admin/orders/${id}/pickup`, { token: admin.token, body });
const edit = (id: string, body: unknown) => call<Order>(server, 'PATCH', `/admin/orders/${id}/pricing`, { token: admin.token, body });
/** The running number at the end of an invoice number (an answer's `invoiceNumber` is null until priced). */
const sequence = (invoice: string | null) => Number(/(\d+)$/.exec(invoice ?? '')![1]);

async function storedMoney(id: string) {
  const row = await server.database.db
    .selectFrom('orders')
    .select(['subtotal', 'discount', 'tax', 'total'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const items = await server.database.db
    .selectFrom('orderItems')
    .select(['qty', 'rate', 'amount'])
    .where('orderId', '=', id)
    .orderBy('position')
    .execute();
  return {
    row: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])),
    items: items.map((i) => ({ qty: Number(i.qty), rate: Number(i.rate), amount: Number(i.amount) })),
  };
}

describe('POST /admin/orders/{id}/pickup and PATCH /admin/orders/{id}/pricing', () => {
  it('computes every figure on the server and ignores client totals', async () => {
    const order = await placeOrder();
    const res = await pickup(order._id, {
      items: [
        { service: 'Wash and Iron', item: 'Shirt', qty: '3', rate: '29' },
        { service: '  ', item: '', qty: 2, rate: 12.5 },
        { service: 'Dry Clean', item: 'Saree', qty: 0, rate: 300 },
        { service: 'Iron', item: 'Kurta', qty: 1, rate: '' },
        { service: 'Iron', item: 'Bedsheet', qty: '', rate: 40 },
      ],
      discount: '10',
      tax: 5.5,
      subtotal: 1,
      total: 1,
      amount: 1,
    });
    expect(res.status).toBe(200);
    // A line the price list knows keeps the item's Telugu and Hindi names (docs/decisions/0066).
    expect(res.body.items).toEqual([
      { service: 'Wash and Iron', item: 'Shirt', qty: 3, rate: 29, amount: 87, names: SHIRT_NAMES },
      { service: 'Service', item: 'Item', qty: 2, rate: 12.5, amount: 25 },
      { service: 'Iron', item: 'Kurta', qty: 1, rate: 0, amount: 0, names: { te: 'కుర్తా', hi: 'कुर्ता' } },
    ]);
    expect(res.body).toMatchObject({ subtotal: 112, discount: 10, tax: 5.5, total: 107.5, status: 'In Progress' });
    expect(res.body.invoiceNumber).toMatch(INVOICE);
    expect(res.body.invoiceNumber).toContain(financialYear(new Date()));
    expect(res.body.pricedAt).toEqual(expect.any(String));

    // money is integer paise in the database
    expect(await storedMoney(order._id)).toEqual({
      row: { subtotal: 11200, discount: 1000, tax: 550, total: 10750 },
      items: [
        { qty: 3, rate: 2900, amount: 8700 },
        { qty: 2, rate: 1250, amount: 2500 },
        { qty: 1, rate: 0, amount: 0 },
      ],
    });
    const seen = await call(server, 'GET', `/orders/${order._id}`, { token: customer.token });
    expect(seen.body).toEqual(res.body);
  });

  it('works a percent discount out of the subtotal, rounded to whole rupees', async () => {
    const order = await placeOrder();
    const third = await pickup(order._id, { items: [{ item: 'Shirt', qty: 1, rate: 333 }], discountPercent: 10, discount: 999 });
    expect(third.body).toMatchObject({ subtotal: 333, discount: 33, total: 300 });
    const half = await edit(order._id, { items: [{ item: 'Shirt', qty: 1, rate: 250 }], discountPercent: '15' });
    expect(half.body).toMatchObject({ subtotal: 250, discount: 38, total: 212 });
    const whole = await edit(order._id, { items: [{ item: 'Shirt', qty: 1, rate: 250 }], discountPercent: 100 });
    expect(whole.body).toMatchObject({ discount: 250, total: 0 });
  });

  it('never lets the total go below zero', async () => {
    const order = await placeOrder();
    // The discount stops at the subtotal (docs/decisions/0046); the tax is still charged.
    const res = await pickup(order._id, { items: [{ item: 'Shirt', qty: 2, rate: 50 }], discount: 500, tax: 20 });
    expect(res.body).toMatchObject({ subtotal: 100, discount: 100, tax: 20, total: 20 });
  });

  it('refuses when no row with qty > 0 remains, with the exact message', async () => {
    const order = await placeOrder();
    for (const items of [
      [],
      [
        { item: 'Shirt', qty: 0, rate: 10 },
        { item: 'Tie', qty: '', rate: 5 },
      ],
    ]) {
      expectError(await pickup(order._id, { items }), 400, NO_ITEMS, 'no_priced_items');
      expectError(await edit(order._id, { items }), 400, NO_ITEMS);
    }
    const untouched = await call(server, 'GET', `/orders/${order._id}`, { token: customer.token });
    expect(untouched.body).toMatchObject({ items: [], total: 0, invoiceNumber: null, status: 'Pending' });
  });

  it('answers 400 naming the field to malformed input and 404 to an unknown order', async () => {
    const order = await placeOrder();
    expectError(await pickup(order._id, {}), 400, /^items must be a list/);
    expectError(await pickup(order._id, { items: 'Shirt x 2' }), 400, /^items must be a list/);
    expectError(
      await pickup(order._id, { items: Array.from({ length: 201 }, () => ({ item: 'x', qty: 1, rate: 1 })) }),
      400,
      /^items must have at most 200/,
    );
    expectError(await pickup(order._id, { items: [{ item: 'x'.repeat(101), qty: 1, rate: 1 }] }), 400, /^items(\[0\])?\.item must be at most 100/);
    expectError(await pickup(order._id, { items: [{ item: 'Shirt', qty: { n: 1 }, rate: 1 }] }), 400, /^items\[0\]\.qty/);
    expectError(await pickup(order._id, { items: [{ item: 'Shirt', qty: 1, rate: 1 }], discount: [5] }), 400, /^discount/);
    expectError(await pickup('no-such-order', { items: [{ item: 'Shirt', qty: 1, rate: 1 }] }), 404, 'Order not found.', 'not_found');
    expectError(await edit('no-such-order', { items: [{ item: 'Shirt', qty: 1, rate: 1 }] }), 404);
  });

  it('refuses absurd figures naming the field, and changes nothing', async () => {
    const order = await placeOrder();
    const shirt = { item: 'Shirt', qty: 1, rate: 10 };
    const cases: [unknown, RegExp, string][] = [
      [{ items: [{ item: 'Shirt', qty: 1e308, rate: 10 }] }, /^items\[0\]\.qty must be a number from 0 to 1,00,000/, 'items.0.qty'],
      [{ items: [{ item: 'Shirt', qty: 100_001, rate: 10 }] }, /^items\[0\]\.qty/, 'items.0.qty'],
      [{ items: [{ item: 'Shirt', qty: -5, rate: 10 }] }, /^items\[0\]\.qty/, 'items.0.qty'],
      [{ items: [{ item: 'Shirt', qty: 2.5, rate: 10 }] }, /^items\[0\]\.qty must be a whole number/, 'items.0.qty'],
      [{ items: [{ item: 'Shirt', qty: '3 pcs', rate: 10 }] }, /^items\[0\]\.qty/, 'items.0.qty'],
      [{ items: [shirt, { item: 'Kurta', qty: 1, rate: -1 }] }, /^items\[1\]\.rate must be a number from 0 to ₹10,00,000/, 'items.1.rate'],
      [{ items: [{ item: 'Shirt', qty: 1, rate: 10.005 }] }, /^items\[0\]\.rate/, 'items.0.rate'],
      [{ items: [{ item: 'Shirt', qty: 1, rate: '99999999999' }] }, /^items\[0\]\.rate/, 'items.0.rate'],
      [{ items: [shirt], tax: 1e308 }, /^tax must be a number/, 'tax'],
      [{ items: [shirt], tax: -4 }, /^tax/, 'tax'],
      [{ items: [shirt], discount: 1e30 }, /^discount must be a number/, 'discount'],
      [{ items: [shirt], discountPercent: 150 }, /^discountPercent/, 'discountPercent'],
      [{ items: [shirt], discountPercent: '15%' }, /^discountPercent/, 'discountPercent'],
      // Each figure within its limit, the bill beyond what one payment can settle.
      [{ items: [{ item: 'Shirt', qty: 100_000, rate: 1_000_000 }] }, /^The items come to more than ₹10,00,000/, 'items'],
      [{ items: [{ item: 'Shirt', qty: 1, rate: 1_000_000 }], tax: 1 }, /^With this tax the bill comes to more than ₹10,00,000/, 'tax'],
    ];
    for (const [body, message, field] of cases) {
      for (const res of [await pickup(order._id, body), await edit(order._id, body)]) {
        expectError(res, 400, message, 'validation_failed');
        expect((res.body as unknown as { field: string }).field).toBe(field);
      }
    }
    const manual = await call(server, 'POST', '/admin/orders', {
      token: admin.token,
      body: { phone: '9876501234', items: [{ item: 'Shirt', qty: 1e308, rate: 10 }], tax: 1e308 },
    });
    expectError(manual, 400, /^items\[0\]\.qty/, 'validation_failed');
    expect(await storedMoney(order._id)).toEqual({ row: { subtotal: 0, discount: 0, tax: 0, total: 0 }, items: [] });
    // The largest bill one payment can settle is taken as it is.
    const largest = await pickup(order._id, { items: [{ item: 'Shirt', qty: 1, rate: 999_999 }], tax: 1 });
    expect(largest.body).toMatchObject({ subtotal: 999_999, tax: 1, total: 1_000_000 });
  });
});

describe('invoice numbers', () => {
  it('are given on first pricing, kept on edit, and sequential within the financial year', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const a = await pickup(first._id, { items: [{ item: 'Shirt', qty: 1, rate: 10 }] });
    const b = await pickup(second._id, { items: [{ item: 'Shirt', qty: 1, rate: 10 }] });
    expect(a.body.invoiceNumber).toMatch(INVOICE);
    expect(b.body.invoiceNumber).toMatch(INVOICE);
    expect(sequence(b.body.invoiceNumber)).toBe(sequence(a.body.invoiceNumber) + 1);

    const edited = await edit(first._id, { items: [{ item: 'Saree', qty: 2, rate: 99 }] });
    expect(edited.body.invoiceNumber).toBe(a.body.invoiceNumber);
    expect(edited.body.items).toEqual([{ service: 'Service', item: 'Saree', qty: 2, rate: 99, amount: 198 }]);
    const again = await pickup(first._id, { items: [{ item: 'Saree', qty: 1, rate: 99 }] });
    expect(again.body.invoiceNumber).toBe(a.body.invoiceNumber);

    // an edit never takes a number of its own, so the next new invoice follows on directly
    const third = await placeOrder();
    const c = await edit(third._id, { items: [{ item: 'Shirt', qty: 1, rate: 10 }] });
    expect(sequence(c.body.invoiceNumber)).toBe(sequence(b.body.invoiceNumber) + 1);
  });

  it('are given once when two admins price the same order at the same moment', async () => {
    const order = await placeOrder();
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => pickup(order._id, { items: [{ item: 'Shirt', qty: i + 1, rate: 10 }] })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const stored = orderSchema.parse((await call(server, 'GET', `/orders/${order._id}`, { token: customer.token })).body);
    expect(new Set(results.map((r) => r.body.invoiceNumber))).toEqual(new Set([stored.invoiceNumber]));
    // every save replaced the items whole: one save's rows, never a mix
    expect(stored.items).toHaveLength(1);
    // and no number was used up on the way
    const next = await placeOrder();
    const priced = await pickup(next._id, { items: [{ item: 'Shirt', qty: 1, rate: 10 }] });
    expect(sequence(priced.body.invoiceNumber)).toBe(sequence(stored.invoiceNumber) + 1);
  });

  it('stay unique when many orders are priced at once', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => placeOrder()));
    const priced = await Promise.all(orders.map((o) => pickup(o._id, { items: [{ item: 'Shirt', qty: 1, rate: 10 }] })));
    const numbers = priced.map((r) => r.body.invoiceNumber as string);
    expect(priced.every((r) => r.status === 200)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('POST /admin/orders (manual order)', () => {
  const manual = (overrides: Record<string, unknown> = {}) => ({
    orderNumber: 'SL-202601011030555',
    status: 'In Progress',
    delivery: 'express',
    pickupDate: todayIst(),
    pickupTime: '10:00 AM',
    pickupAddress: 'Shop counter',
    phone: '98765 11111',
    userId: { name: 'Walk In' },
    items: [{ service: 'Dry Clean', item: 'Saree', qty: 2, rate: 150 }],
    subtotal: 1,
    discount: 20,
    tax: 0,
    total: 1,
    source: 'manual',
    createdAt: '2001-01-01T00:00:00.000Z',
    ...overrides,
  });

  it('creates a priced, invoiced order from the body of section 7', async () => {
    const before = new Date().toISOString();
    const res = await call<Order>(server, 'POST', '/admin/orders', { token: admin.token, body: manual() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      orderNumber: 'SL-202601011030555',
      status: 'In Progress',
      delivery: 'express',
      phone: '9876511111',
      userId: { _id: null, name: 'Walk In', phone: '9876511111' },
      // An Express order carries its surcharge as a line of the bill (docs/decisions/0066).
      items: [
        { service: 'Dry Clean', item: 'Saree', qty: 2, rate: 150, amount: 300 },
        { service: 'Dry Clean', item: 'Express +50%', qty: 1, rate: 150, amount: 150, kind: 'express' },
      ],
      subtotal: 450,
      discount: 20,
      total: 430,
      source: 'manual',
    });
    expect(res.body.invoiceNumber).toMatch(INVOICE);
    expect(res.body.createdAt >= before).toBe(true);
    const listed = await call<OrderPage>(server, 'GET', `/admin/orders?q=${res.body.orderNumber}`, { token: admin.token });
    expect(listed.body.data).toEqual([res.body]);
  });

  it("links to the customer who has that phone, so it shows in the customer's orders", async () => {
    const local = `0${customer.user.phone}`;
    const res = await call<Order>(server, 'POST', '/admin/orders', {
      token: admin.token,
      body: manual({ orderNumber: undefined, phone: local, userId: undefined }),
    });
    expect(res.status).toBe(201);
    expect(res.body.orderNumber).toMatch(/^SL-\d{12}\d{3}$/);
    expect(res.body.userId).toEqual({ _id: customer.user._id, name: 'Priya Shah', phone: customer.user.phone });
    const mine = await call<Order[]>(server, 'GET', '/orders', { token: customer.token });
    expect(mine.body.map((o: Order) => o._id)).toContain(res.body._id);
    expect((await call(server, 'GET', `/orders/${res.body._id}`, { token: customer.token })).status).toBe(200);
  });

  it('answers 409 to an order number that exists, in any case', async () => {
    const first = await call<Order>(server, 'POST', '/admin/orders', { token: admin.token, body: manual({ orderNumber: 'sl-dup-1' }) });
    expect(first.status).toBe(201);
    expect(first.body.orderNumber).toBe('SL-DUP-1');
    expectError(
      await call(server, 'POST', '/admin/orders', { token: admin.token, body: manual({ orderNumber: 'SL-DUP-1' }) }),
      409,
      undefined,
      'order_number_taken',
    );
    const web = await placeOrder();
    expectError(await call(server, 'POST', '/admin/orders', { token: admin.token, body: manual({ orderNumber: web.orderNumber }) }), 409);
  });

  it("is filed under one of the shop's services: the one given, else its first item's, else Others", async () => {
    const create = async (overrides: Record<string, unknown>) => {
      const res = await call(server, 'POST', '/admin/orders', { token: admin.token, body: manual({ orderNumber: undefined, ...overrides }) });
      expect(res.status).toBe(201);
      return orderSchema.parse(res.body);
    };
    const curtains = [{ service: 'Curtains', item: 'Curtain', qty: 2, rate: 80 }];
    expect((await create({ service: 'Iron', items: curtains })).service).toBe('Iron');
    expect((await create({ items: [{ service: 'Wash and Fold', item: 'Towel', qty: 3, rate: 20 }] })).service).toBe('Wash and Fold');
    const other = await create({ items: curtains });
    expect(other.service).toBe('Others');
    expect(other.items[0]!.service).toBe('Curtains'); // an item's own service stays as the shop wrote it
    expect((await create({ items: [{ item: 'Shirt', qty: 1, rate: 10 }] })).service).toBe('Others');
  });

  it('answers 400 naming the field to bad input', async () => {
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ phone: undefined }, /^phone is required/],
      [{ phone: '12' }, /^phone/],
      [{ items: [] }, NO_ITEMS],
      [{ items: [{ item: 'Shirt', qty: 0, rate: 10 }] }, NO_ITEMS],
      [{ status: 'Cancelled' }, /^status must be one of/],
      [{ delivery: 'air' }, /^delivery/],
      [{ pickupDate: '31-12-2026' }, /^pickupDate/],
      [{ orderNumber: 'SL 123' }, /^orderNumber/],
      [{ orderNumber: 'x'.repeat(25) }, /^orderNumber/],
      [{ userId: { name: 'x'.repeat(101) } }, /^userId\.name/],
      [{ pickupAddress: 'x'.repeat(501) }, /^pickupAddress/],
    ];
    for (const [overrides, message] of cases) {
      expectError(
        await call(server, 'POST', '/admin/orders', { token: admin.token, body: manual({ orderNumber: undefined, ...overrides }) }),
        400,
        message,
      );
    }
  });
});

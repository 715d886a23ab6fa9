import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@laundry/shared/contracts/auth';
import type { Order } from '@laundry/shared/contracts/orders';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import {
  call,
  createAdminSession,
  expectError,
  orderBody,
  randomUUID,
  signupCustomer,
  startTestServer,
  uniquePhone,
  type Session,
  type TestServer,
} from '../../test/harness';

/** Valid GSTINs (check character computed): one of Maharashtra, one of Andhra Pradesh. */
const MAHARASHTRA = '27AAPFU0939F1ZV';
const ANDHRA = '37AAPFU0939F1ZU';
const SHOP_GSTIN = '37AABCU9603R1ZM';

let server: TestServer;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Kavya Rao')]);
});
afterAll(async () => {
  await server?.close();
});

const setShop = (body: Record<string, unknown>) => call<ShopPaymentSettings>(server, 'PATCH', '/admin/shop', { token: admin.token, body });
const pickup = (id: string, body: unknown) => call<Order>(server, 'POST', `/admin/orders/${id}/pickup`, { token: admin.token, body });
const edit = (id: string, body: unknown) => call<Order>(server, 'PATCH', `/admin/orders/${id}/pricing`, { token: admin.token, body });
const manual = (body: Record<string, unknown>) =>
  call<Order>(server, 'POST', '/admin/orders', { token: admin.token, body: { phone: uniquePhone(), status: 'Pending', ...body } });

async function placeOrder(session: Session = customer): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: session.token, body: orderBody() });
  if (res.status !== 201) throw new Error(`POST /orders: ${res.status}`);
  return res.body;
}

async function storedGst(id: string) {
  const row = await server.database.db
    .selectFrom('orders')
    .select(['tax', 'cgst', 'sgst', 'igst', 'customerGstin', 'placeOfSupply'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, tax: Number(row.tax), cgst: Number(row.cgst), sgst: Number(row.sgst), igst: Number(row.igst) };
}

const shirts = (qty: number, rate = 50) => [{ service: 'Wash and Iron', item: 'Shirt', qty, rate }];

describe('without a shop GSTIN', () => {
  beforeEach(async () => {
    expect((await setShop({ gstin: '', bulkMinPieces: 0, bulkPercent: 0 })).status).toBe(200);
  });

  it('keeps the manual tax, with no GST parts', async () => {
    const order = await placeOrder();
    const res = await pickup(order._id, { items: shirts(4), discount: 20, tax: 9.5 });
    expect(res.body).toMatchObject({ subtotal: 200, discount: 20, tax: 9.5, total: 189.5, cgst: 0, sgst: 0, igst: 0, placeOfSupply: '' });
    expect(res.body.discounts).toEqual([{ kind: 'manual', label: 'Discount', percent: null, amount: 20 }]);
    expect(await storedGst(order._id)).toMatchObject({ tax: 950, cgst: 0, sgst: 0, igst: 0 });
  });
});

describe('with the shop GSTIN set', () => {
  beforeEach(async () => {
    const res = await setShop({ gstin: SHOP_GSTIN.toLowerCase(), bulkMinPieces: 0, bulkPercent: 0 });
    expect(res.body.gstin).toBe(SHOP_GSTIN);
  });

  it('computes CGST 9% + SGST 9% on the discounted value and ignores the typed tax', async () => {
    const order = await placeOrder();
    const res = await pickup(order._id, { items: shirts(10, 33.3), discountPercent: 10, tax: 500 });
    // ₹333 − ₹33 = ₹300 taxable; 9% = ₹27 each
    expect(res.body).toMatchObject({
      subtotal: 333,
      discount: 33,
      cgst: 27,
      sgst: 27,
      igst: 0,
      tax: 54,
      total: 354,
      placeOfSupply: '37',
      customerGstin: '',
    });
    expect(await storedGst(order._id)).toEqual({ tax: 5400, cgst: 2700, sgst: 2700, igst: 0, customerGstin: '', placeOfSupply: '37' });
  });

  it('rounds each part to the paisa, and the total to the rupee with its round-off', async () => {
    const order = await placeOrder();
    const res = await pickup(order._id, { items: [{ item: 'Kerchief', qty: 1, rate: 3.33 }] });
    // ₹3.33 + ₹0.60 = ₹3.93 exactly, billed as ₹4 (docs/decisions/0066).
    expect(res.body).toMatchObject({ cgst: 0.3, sgst: 0.3, tax: 0.6, roundOff: 0.07, total: 4 });
  });

  it('charges IGST 18% on a manual invoice for a business customer of another state', async () => {
    const res = await manual({ items: shirts(2, 500), gstin: ` ${MAHARASHTRA.toLowerCase()} ` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subtotal: 1000,
      cgst: 0,
      sgst: 0,
      igst: 180,
      tax: 180,
      total: 1180,
      customerGstin: MAHARASHTRA,
      placeOfSupply: '27',
    });
    const local = await manual({ items: shirts(2, 500), gstin: ANDHRA });
    expect(local.body).toMatchObject({ cgst: 90, sgst: 90, igst: 0, customerGstin: ANDHRA, placeOfSupply: '37' });
  });

  it('takes the GSTIN the admin gives when pricing a web order, and keeps it on an edit', async () => {
    const order = await placeOrder();
    const priced = await pickup(order._id, { items: shirts(2, 500), gstin: MAHARASHTRA });
    expect(priced.body).toMatchObject({ igst: 180, customerGstin: MAHARASHTRA });
    const edited = await edit(order._id, { items: shirts(1, 500) });
    expect(edited.body).toMatchObject({ igst: 90, cgst: 0, customerGstin: MAHARASHTRA });
  });

  it("carries the GSTIN of the customer's profile onto their web order", async () => {
    const business = await signupCustomer(server, 'Sai Traders');
    const saved = await call(server, 'PATCH', '/profile', { token: business.token, body: { gstin: MAHARASHTRA } });
    expect(saved.status).toBe(200);
    const profile = await call<Profile>(server, 'GET', '/profile', { token: business.token });
    expect(profile.body.gstin).toBe(MAHARASHTRA);
    const order = await placeOrder(business);
    const res = await pickup(order._id, { items: shirts(2, 500) });
    expect(res.body).toMatchObject({ igst: 180, customerGstin: MAHARASHTRA, placeOfSupply: '27' });
    // What the customer sees of their own order says the same.
    const own = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: business.token });
    expect(own.body).toMatchObject({ igst: 180, customerGstin: MAHARASHTRA });
    await call(server, 'PATCH', '/profile', { token: business.token, body: { gstin: '' } });
    expect((await call<Profile>(server, 'GET', '/profile', { token: business.token })).body.gstin).toBe('');
  });

  it('keeps invoice numbers sequential per financial year, pricings racing', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => placeOrder()));
    const answers = await Promise.all(orders.map((o) => pickup(o._id, { items: shirts(1) })));
    const sequences = answers.map((a) => Number(/(\d+)$/.exec(a.body.invoiceNumber ?? '')![1])).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 6 }, (_, i) => sequences[0]! + i));
    // An edit keeps its number and takes none.
    const again = await edit(orders[0]!._id, { items: shirts(3) });
    expect(again.body.invoiceNumber).toBe(answers[0]!.body.invoiceNumber);
    const next = await pickup((await placeOrder())._id, { items: shirts(1) });
    expect(Number(/(\d+)$/.exec(next.body.invoiceNumber ?? '')![1])).toBe(sequences[5]! + 1);
  });
});

describe('discounts', () => {
  beforeEach(async () => {
    expect((await setShop({ gstin: '', bulkMinPieces: 20, bulkPercent: 5 })).status).toBe(200);
  });

  it('gives the bulk discount from its number of pieces', async () => {
    const order = await placeOrder();
    const below = await pickup(order._id, { items: shirts(19, 10) });
    expect(below.body).toMatchObject({ subtotal: 190, discount: 0, discounts: [] });
    const from = await edit(order._id, { items: [...shirts(15, 10), { service: 'Iron', item: 'Saree', qty: 5, rate: 10 }] });
    expect(from.body).toMatchObject({ subtotal: 200, discount: 10, total: 190 });
    expect(from.body.discounts).toEqual([{ kind: 'bulk', label: 'Bulk 5% (20+ pieces)', percent: 5, amount: 10 }]);
    const rows = await server.database.db.selectFrom('orderDiscounts').selectAll().where('orderId', '=', order._id).execute();
    expect(rows.map((r) => [r.position, r.kind, Number(r.amount)])).toEqual([[0, 'bulk', 1000]]);
  });

  it('stacks manual → plan → bulk → referral, each on what is left, and keeps the reward with its order', async () => {
    const db = server.database.db;
    const now = new Date().toISOString();
    const friend = await signupCustomer(server, 'Friend');
    const planId = randomUUID();
    const subscriptionId = randomUUID();
    const rewardId = randomUUID();
    await db
      .insertInto('plans')
      .values({ id: planId, name: 'Weekly', period: 'weekly', pickupsPerPeriod: 1, discountPercent: 15, active: 1, createdAt: now, updatedAt: now })
      .execute();
    await db
      .insertInto('subscriptions')
      .values({
        id: subscriptionId,
        userId: customer.user._id,
        planId,
        weekday: 1,
        pickupTime: '09:00',
        address: 'Somewhere 12345',
        phone: customer.user.phone,
        service: 'Wash and Iron',
        status: 'active',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await db
      .insertInto('referralRewards')
      .values({
        id: rewardId,
        referrerId: customer.user._id,
        friendId: friend.user._id,
        friendOrderId: 'x',
        percent: 10,
        status: 'earned',
        appliedOrderId: null,
        createdAt: now,
        appliedAt: null,
      })
      .execute();
    const order = await placeOrder();
    await db.updateTable('orders').set({ subscriptionId }).where('id', '=', order._id).execute();

    // ₹1,000: 10% → ₹100; plan 15% of ₹900 → ₹135; bulk 5% of ₹765 → ₹38.25 → ₹38; referral 10% of ₹727 → ₹72.70 → ₹73
    const res = await pickup(order._id, { items: shirts(20), discountPercent: 10 });
    expect(res.body.discounts).toEqual([
      { kind: 'manual', label: 'Discount 10%', percent: 10, amount: 100 },
      { kind: 'plan', label: 'Weekly plan 15%', percent: 15, amount: 135 },
      { kind: 'bulk', label: 'Bulk 5% (20+ pieces)', percent: 5, amount: 38 },
      { kind: 'referral', label: 'Referral reward 10%', percent: 10, amount: 73 },
    ]);
    expect(res.body).toMatchObject({ subtotal: 1000, discount: 346, total: 654 });
    const reward = await db.selectFrom('referralRewards').selectAll().where('id', '=', rewardId).executeTakeFirstOrThrow();
    expect(reward).toMatchObject({ status: 'applied', appliedOrderId: order._id });
    const line = await db
      .selectFrom('orderDiscounts')
      .select('rewardId')
      .where('orderId', '=', order._id)
      .where('kind', '=', 'referral')
      .executeTakeFirstOrThrow();
    expect(line.rewardId).toBe(rewardId);

    // Priced again: the reward stays with this order; the customer's next order gets none.
    const again = await edit(order._id, { items: shirts(10) });
    expect(again.body.discounts.map((d) => [d.kind, d.amount])).toEqual([
      ['plan', 75],
      ['referral', 43],
    ]);
    const next = await pickup((await placeOrder())._id, { items: shirts(10) });
    expect(next.body.discounts).toEqual([]);
  });

  it('never discounts more than the subtotal', async () => {
    const order = await placeOrder();
    const res = await pickup(order._id, { items: shirts(2), discount: 500, tax: 20 });
    expect(res.body).toMatchObject({ subtotal: 100, discount: 100, tax: 20, total: 20 });
  });
});

describe('bad input', () => {
  it('refuses a bad GSTIN with a 400 and writes nothing', async () => {
    const before = await call<ShopPaymentSettings>(server, 'GET', '/api/shop');
    expectError(await setShop({ gstin: '27AAPFU0939F1ZW' }), 400, /GSTIN/, 'validation_failed');
    expect((await call<ShopPaymentSettings>(server, 'GET', '/api/shop')).body).toEqual(before.body);

    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const orders = await count();
    expectError(await manual({ items: shirts(1), gstin: '27AAPFU0939F1Z' }), 400, /GSTIN/, 'validation_failed');
    expect(await count()).toBe(orders);

    const order = await placeOrder();
    expectError(await pickup(order._id, { items: shirts(1), gstin: 'NOT-A-GSTIN' }), 400, /GSTIN/, 'validation_failed');
    expect((await call<Order>(server, 'GET', `/orders/${order._id}`, { token: customer.token })).body.pricedAt).toBeNull();

    expectError(
      await call(server, 'PATCH', '/profile', { token: customer.token, body: { gstin: '27AAPFU0939F1ZW' } }),
      400,
      /GSTIN/,
      'validation_failed',
    );
    expect((await call<Profile>(server, 'GET', '/profile', { token: customer.token })).body.gstin).toBe('');
  });

  it('lets only the admin set the shop GSTIN', async () => {
    expectError(await call(server, 'PATCH', '/admin/shop', { token: customer.token, body: { gstin: SHOP_GSTIN } }), 403);
  });
});

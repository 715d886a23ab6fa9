import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import type { PackOffer, PackPurchase } from '@laundry/shared/contracts/packs';
import type { Wallet } from '@laundry/shared/contracts/payments';
import type { Takings } from '@laundry/shared/contracts/takings';
import { addDays, istDate, istDayRangeUtc } from '@laundry/shared/rules/ist';
import {
  call,
  createAdminSession,
  expectError,
  orderBody,
  signupCustomer,
  startTestServer,
  uniquePhone,
  type Session,
  type TestServer,
} from '../../test/harness';

/** Prepaid packs (docs/decisions/0087): offers, counter sales, spending packs before overpayments, lapses. */
let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer({}, { messageWorker: false });
  admin = await createAdminSession(server, 'Ravi Admin');
});
afterAll(async () => {
  await server?.close();
});

const offer = async (price: number, credit: number, validDays: number | null) => {
  const res = await call<PackOffer>(server, 'POST', '/admin/packs', { token: admin.token, body: { price, credit, validDays } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const sell = (offerId: string, phone: string, method = 'cash', reference?: string) =>
  call<PackPurchase>(server, 'POST', '/admin/packs/sales', { token: admin.token, body: { offerId, phone, method, reference } });
const walletOf = async (who: Session) => {
  const res = await call<Wallet>(server, 'GET', '/wallet', { token: who.token });
  expect(res.status).toBe(200);
  return res.body;
};
async function pricedOrder(rupees: number, who: Session): Promise<Order> {
  const placed = await call<Order>(server, 'POST', '/orders', { token: who.token, body: orderBody() });
  const res = await call<Order>(server, 'POST', `/admin/orders/${placed.body._id}/pickup`, {
    token: admin.token,
    body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: rupees }] },
  });
  if (res.status !== 200) throw new Error(`pickup: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const counterPay = (orderId: string, method: string, amount: number) =>
  call<Order>(server, 'POST', `/admin/orders/${orderId}/payments`, { token: admin.token, body: { method, amount } });
const spend = (who: Session, orderId: string, amount: number) =>
  call<Order>(server, 'POST', `/orders/${orderId}/pay-from-credit`, { token: who.token, body: { amount } });
const lotLeft = async (lotId: string) =>
  Number(
    (
      await server.database.db
        .selectFrom('creditTakes')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('taken'))
        .where('lotId', '=', lotId)
        .executeTakeFirstOrThrow()
    ).taken,
  );

describe('the owner’s pack offers', () => {
  it('adds, lists and deactivates offers; refuses credit below the price, bad days and bad amounts', async () => {
    const pack = await offer(1000, 1100, 90);
    expect(pack).toMatchObject({ price: 1000, credit: 1100, validDays: 90, active: true });
    expectError(
      await call(server, 'POST', '/admin/packs', { token: admin.token, body: { price: 500, credit: 400, validDays: null } }),
      400,
      /at least the price/,
    );
    expectError(
      await call(server, 'POST', '/admin/packs', { token: admin.token, body: { price: 500, credit: 600, validDays: 0 } }),
      400,
      /days the credit lasts/,
    );
    expectError(
      await call(server, 'POST', '/admin/packs', { token: admin.token, body: { price: 'lots', credit: 600, validDays: 1 } }),
      400,
      undefined,
      'invalid_amount',
    );

    const off = await call<PackOffer>(server, 'PATCH', `/admin/packs/${pack._id}`, { token: admin.token, body: { active: false } });
    expect(off.body.active).toBe(false);
    const shown = await call<PackOffer[]>(server, 'GET', '/api/packs');
    expect(shown.body.map((p) => p._id)).not.toContain(pack._id);
    expect((await call<PackOffer[]>(server, 'GET', '/admin/packs', { token: admin.token })).body.map((p) => p._id)).toContain(pack._id);
    expectError(await sell(pack._id, uniquePhone()), 409, /no longer offers/, 'pack_inactive');
    expectError(await sell('no-such-pack', uniquePhone()), 404, undefined, 'not_found');
  });
});

describe('a pack sold at the counter', () => {
  it('adds credit that is spent before overpayment credit, expiring first, counted once in the day’s takings', async () => {
    const asha = await signupCustomer(server, 'Asha');
    const day = istDate(new Date());
    const before = (await call<Takings>(server, 'GET', `/admin/takings?date=${day}`, { token: admin.token })).body;
    const short = await offer(500, 550, 30);
    const lasting = await offer(1000, 1200, null);
    const a = (await sell(lasting._id, asha.user.phone, 'upi', 'UTR123456')).body;
    const b = (await sell(short._id, asha.user.phone, 'cash')).body;
    expect(b).toMatchObject({ userId: asha.user._id, status: 'paid', method: 'cash', credit: 550, expiresOn: addDays(day, 30) });

    const takings = (await call<Takings>(server, 'GET', `/admin/takings?date=${day}`, { token: admin.token })).body;
    expect(takings.prepaidPacks.count - before.prepaidPacks.count).toBe(2);
    expect(takings.prepaidPacks.amount - before.prepaidPacks.amount).toBe(1500);
    expect(takings.total - before.total).toBe(1500);
    expect(takings.cash.expected - before.cash.expected).toBe(500);

    // ₹20 overpaid on an earlier order: overpayment credit, spent only after the packs.
    const first = await pricedOrder(100, asha);
    await counterPay(first._id, 'cash', 120);
    let wallet = await walletOf(asha);
    expect(wallet).toMatchObject({ credit: 1770, overpaid: 20 });
    expect(wallet.lots.map((l) => [l._id, l.left])).toEqual([
      [b._id, 550],
      [a._id, 1200],
    ]);

    const bill = await pricedOrder(600, asha);
    expect((await spend(asha, bill._id, 600)).status).toBe(200);
    expect(await lotLeft(b._id)).toBe(55_000);
    expect(await lotLeft(a._id)).toBe(5_000);
    wallet = await walletOf(asha);
    expect(wallet).toMatchObject({ credit: 1170, overpaid: 20 });

    // The counter spends the same way; beyond packs it takes the overpayment.
    const big = await pricedOrder(1200, asha);
    const counter = await counterPay(big._id, 'credit', 1170);
    expect(counter.status).toBe(200);
    wallet = await walletOf(asha);
    expect(wallet).toMatchObject({ credit: 0, overpaid: 0, lots: [] });
    expectError(await counterPay(big._id, 'credit', 1), 409, /has ₹0 of store credit/, 'insufficient_credit');
    // Spending credit is no money in.
    const after = (await call<Takings>(server, 'GET', `/admin/takings?date=${day}`, { token: admin.token })).body;
    expect(after.total - takings.total).toBe(120);

    // Reversing the counter's spend gives each pack back what it took, and the overpayment its part.
    const spent = counter.body.payments.at(-1)!;
    const reversed = await call<Order>(server, 'POST', `/admin/orders/${big._id}/payments/${spent._id}/reverse`, {
      token: admin.token,
      body: { reason: 'wrong bill' },
    });
    expect(reversed.status).toBe(200);
    wallet = await walletOf(asha);
    expect(wallet).toMatchObject({ credit: 1170, overpaid: 20 });
    expect(await lotLeft(a._id)).toBe(5_000);

    const kinds = wallet.entries.map((e) => [e.kind, e.amount, e.orderNumber]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['topup', 1200, null],
        ['topup', 550, null],
        ['overpaid', 20, first.orderNumber],
        ['spend', -600, bill.orderNumber],
        ['spend', -1170, big.orderNumber],
        ['spend', 1170, big.orderNumber],
      ]),
    );
  });

  it('lets an expired pack’s remainder lapse, shown on the day after its last day, and spends it no more', async () => {
    const ben = await signupCustomer(server, 'Ben');
    const pack = await offer(200, 250, 10);
    const lot = (await sell(pack._id, ben.user.phone)).body;
    const bill = await pricedOrder(100, ben);
    expect((await spend(ben, bill._id, 50)).status).toBe(200);
    const lastDay = addDays(istDate(new Date()), -1);
    await server.database.db.updateTable('packPurchases').set({ expiresOn: lastDay }).where('id', '=', lot._id).execute();

    const wallet = await walletOf(ben);
    expect(wallet).toMatchObject({ credit: 0, lots: [] });
    expect(wallet.entries.filter((e) => e.kind === 'lapsed')).toEqual([
      { kind: 'lapsed', amount: -200, at: istDayRangeUtc(addDays(lastDay, 1)).from, orderNumber: null, price: null },
    ]);
    expectError(await spend(ben, bill._id, 1), 409, /You have ₹0 of store credit/, 'insufficient_credit');
  });

  it('holds a walk-in’s pack by phone, spent on that phone’s counter order', async () => {
    const phone = uniquePhone();
    const pack = await offer(300, 330, null);
    const walkIn = await call<Order>(server, 'POST', '/admin/orders', {
      token: admin.token,
      body: { phone, status: 'Pending', items: [{ item: 'Saree', qty: 1, rate: 300 }] },
    });
    expect(walkIn.status).toBe(201);
    expect((await sell(pack._id, phone)).status).toBe(201);
    const paid = await counterPay(walkIn.body._id, 'credit', 300);
    expect(paid.body).toMatchObject({ due: 0, paymentStatus: 'paid' });
  });

  it('never overdraws when the customer and the counter spend at once', async () => {
    const dev = await signupCustomer(server, 'Dev');
    const pack = await offer(100, 100, 30);
    await sell(pack._id, dev.user.phone);
    const [x, y, z] = await Promise.all([pricedOrder(100, dev), pricedOrder(100, dev), pricedOrder(100, dev)]);
    const answers = await Promise.all([spend(dev, x._id, 100), counterPay(y._id, 'credit', 100), spend(dev, z._id, 60)]);
    const ok = answers.filter((r) => r.status === 200);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const spentTotal = ok.reduce((sum, r) => sum + r.body.paid, 0);
    expect(spentTotal).toBeLessThanOrEqual(100);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect((await walletOf(dev)).credit).toBe(100 - spentTotal);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClaim } from '@laundry/shared/contracts/care';
import { apiErrorSchema } from '@laundry/shared/contracts/errors';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Takings } from '@laundry/shared/contracts/takings';
import { addDays } from '@laundry/shared/rules/ist';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  expectInvalid,
  randomUUID,
  signupCustomer,
  startTestServer,
  todayIst,
  type Session,
  type TestServer,
} from '../../test/harness';
import { claim, claimed, deliveredOrder, flagged, hoursAgo, pricedOrder, resolve } from './care-test-kit';

/** Claims after delivery and the four ways the shop settles them (docs/decisions/0057), over real HTTP. */
let server: TestServer;
let admin: Session;
let alice: Session;
let bob: Session;
let rider: Session;
beforeAll(async () => {
  server = await startTestServer({}, { messageWorker: false });
  [admin, alice, bob, rider] = await Promise.all([
    createAdminSession(server, 'Ravi Admin'),
    signupCustomer(server, 'Alice Rao'),
    signupCustomer(server, 'Bob Varma'),
    createRiderSession(server),
  ]);
});
afterAll(async () => server?.close());

const delivered = (who: Session = alice, pricing?: Record<string, unknown>) => deliveredOrder(server, admin, who, pricing);
const getOrder = async (id: string, who: Session = alice) => (await call<Order>(server, 'GET', `/orders/${id}`, { token: who.token })).body;
const listClaims = async (query = '') =>
  (await call<{ claims: AdminClaim[] }>(server, 'GET', `/admin/claims${query}`, { token: admin.token })).body.claims;
const takings = async () => (await call<Takings>(server, 'GET', `/admin/takings?date=${todayIst()}`, { token: admin.token })).body;
const pay = (orderId: string, body: unknown) => call<Order>(server, 'POST', `/admin/orders/${orderId}/payments`, { token: admin.token, body });

/** The customer's store credit, named by the refusal to spend more of it than anyone has. */
async function creditOf(who: Session): Promise<string> {
  const order = await pricedOrder(server, admin, who, { items: [{ item: 'Towel', qty: 1, rate: 1 }] });
  const res = await pay(order._id, { method: 'credit', amount: 1_000_000 });
  expectError(res, 409, undefined, 'insufficient_credit');
  return apiErrorSchema.parse(res.body).error;
}

describe('making a claim', () => {
  it('takes a claim on a delivered order within 48 hours, one open claim a piece, for the order’s customer only', async () => {
    const inProgress = await pricedOrder(server, admin, alice);
    expectError(
      await claim(server, alice, inProgress._id, { tag: inProgress.pieces[0]!.tag }),
      409,
      /once the order is delivered/,
      'claim_window_closed',
    );
    expect(inProgress.claimUntil).toBeNull();

    const order = await delivered();
    expect(Date.parse(order.claimUntil!) - Date.parse(order.statusTimes!.Completed!)).toBe(48 * 3_600_000);
    const [first, second] = order.pieces.map((p) => p.tag) as [string, string];
    const res = await claim(server, alice, order._id, { tag: first, kind: 'missing', note: 'Only one shirt came back' });
    expect(res.status).toBe(201);
    expect(res.body.claims).toEqual([
      expect.objectContaining({ tag: first, item: 'Shirt', service: 'Wash and Iron', kind: 'missing', status: 'open', outcome: null, amount: null }),
    ]);
    expectError(await claim(server, alice, order._id, { tag: first }), 409, /already has an open claim/, 'claim_exists');
    expect((await claim(server, alice, order._id, { tag: second })).status).toBe(201);
    const other = await delivered();
    expectError(await claim(server, alice, order._id, { tag: other.pieces[0]!.tag }), 404, undefined, 'tag_unknown');
    for (const who of [bob, admin, rider]) expectError(await claim(server, who, order._id, { tag: first }), 404, 'Order not found.', 'not_found');
    expectError(await claim(server, alice, randomUUID(), { tag: first }), 404, 'Order not found.', 'not_found');

    expectInvalid(await claim(server, alice, other._id, { tag: other.pieces[0]!.tag, kind: 'lost' }), 'kind', /kind must be one of/);
    expectInvalid(await claim(server, alice, other._id, { tag: other.pieces[0]!.tag, note: '' }), 'note', /tell us what happened/);
    expectInvalid(await claim(server, alice, other._id, { tag: '  ' }), 'tag', /choose the piece/);

    await hoursAgo(server, 'orders', other._id, 48.01);
    expectError(await claim(server, alice, other._id, { tag: other.pieces[0]!.tag }), 409, /48 hours/, 'claim_window_closed');
  });

  it('lists claims for the admin with the order, the customer, the intake and the piece’s stains', async () => {
    const order = await pricedOrder(server, admin, alice);
    const tag = order.pieces[0]!.tag;
    await flagged(server, admin, order, tag, 0);
    await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'Completed' } });
    const claimId = await claimed(server, alice, order, tag);
    const [listed] = (await listClaims('?status=open')).filter((c) => c._id === claimId);
    expect(listed).toMatchObject({
      orderId: order._id,
      orderNumber: order.orderNumber,
      customer: { _id: alice.user._id, name: 'Alice Rao', phone: alice.user.phone },
      completedAt: expect.any(String),
      intake: null,
      tag,
      status: 'open',
    });
    expect(listed!.stains.map((s) => [s.tag, s.status])).toEqual([[tag, 'pending']]);
    expect((await listClaims('?status=resolved')).map((c) => c._id)).not.toContain(claimId);
    expect((await listClaims()).map((c) => c._id)).toContain(claimId);
    expectInvalid(await call(server, 'GET', '/admin/claims?status=closed', { token: admin.token }), 'status', /Invalid option|status/);
  });
});

describe('resolving a claim', () => {
  it('grants store credit with a claim entry: beyond the due it is credit, and it is no money in', async () => {
    const carol = await signupCustomer(server, 'Carol');
    const order = await delivered(carol);
    const before = await takings();
    await pay(order._id, { method: 'upi', amount: order.total });
    const claimId = await claimed(server, carol, order, order.pieces[0]!.tag);

    expectInvalid(await resolve(server, admin, claimId, { outcome: 'credit', amount: order.total + 0.01 }), 'amount', /at most the order's total/);
    expectInvalid(await resolve(server, admin, claimId, { outcome: 'credit' }), 'amount', /enter the amount/);
    expectInvalid(await resolve(server, admin, claimId, { outcome: 'credit', amount: 0 }), 'amount', /at least/);
    const res = await resolve(server, admin, claimId, { outcome: 'credit', amount: 40 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: claimId, status: 'resolved', outcome: 'credit', amount: 40, method: null, resolvedAt: expect.any(String) });

    const after = await getOrder(order._id, carol);
    expect(after.payments.at(-1)).toMatchObject({ method: 'claim', source: 'claim', amount: 40, recordedByName: 'Ravi Admin' });
    expect(after).toMatchObject({ paid: order.total + 40, due: 0 });
    expect(after.claims[0]).toMatchObject({ status: 'resolved', outcome: 'credit', amount: 40 });
    expect(await creditOf(carol)).toMatch(/has ₹40(\.00)? of store credit/);
    const now = await takings();
    expect(now.total).toBe(before.total + order.total);
    expect(now.byMethod).toEqual({ ...before.byMethod, upi: before.byMethod.upi + order.total });
  });

  it('settles an unpaid due first with credit, and refunds by cash: money out of the till, the due unchanged', async () => {
    const dave = await signupCustomer(server, 'Dave');
    const unpaid = await delivered(dave);
    const first = await claimed(server, dave, unpaid, unpaid.pieces[0]!.tag);
    await resolve(server, admin, first, { outcome: 'credit', amount: 30 });
    expect(await getOrder(unpaid._id, dave)).toMatchObject({ paid: 30, due: unpaid.total - 30 });

    const before = await takings();
    const second = await claimed(server, dave, unpaid, unpaid.pieces[1]!.tag);
    expectInvalid(await resolve(server, admin, second, { outcome: 'refund', amount: 10 }), 'method', /cash or UPI/);
    const res = await resolve(server, admin, second, { outcome: 'refund', amount: 25, method: 'cash' });
    expect(res.body).toMatchObject({ outcome: 'refund', amount: 25, method: 'cash' });
    const after = await getOrder(unpaid._id, dave);
    expect(after.payments.slice(-2)).toMatchObject([
      { method: 'claim', source: 'claim', amount: 25 },
      { method: 'cash', source: 'claim', amount: -25 },
    ]);
    expect(after).toMatchObject({ paid: 30, due: unpaid.total - 30 });
    const now = await takings();
    expect(now.byMethod.cash).toBe(before.byMethod.cash - 25);
    expect(now.cash.expected).toBe(before.cash.expected - 25);
    expect(now.total).toBe(before.total - 25);
  });

  it('makes a free rewash order, priced at ₹0 with the piece as its line, picked up tomorrow', async () => {
    const order = await delivered();
    const tag = order.pieces[1]!.tag;
    const claimId = await claimed(server, alice, order, tag);
    const res = await resolve(server, admin, claimId, { outcome: 'rewash', amount: 99 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'rewash', amount: null, rewashOrderId: expect.any(String), rewashOrderNumber: expect.any(String) });
    const rewash = await getOrder(res.body.rewashOrderId!);
    expect(rewash).toMatchObject({
      orderNumber: res.body.rewashOrderNumber,
      status: 'Pending',
      rewashOf: claimId,
      total: 0,
      pickupDate: addDays(todayIst(), 1),
      pickupAddress: order.pickupAddress,
      phone: order.phone,
      userId: { _id: alice.user._id },
      items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: 0, amount: 0 }],
      slot: null,
    });
    expect(rewash.invoiceNumber).toMatch(/^SL\/\d{4}-\d{2}\/\d{4,}$/);
    expect(rewash.pieces.map((p) => p.item)).toEqual(['Shirt']);
    expect((await getOrder(order._id)).payments).toEqual(order.payments);
    const mine = await call<Order[]>(server, 'GET', '/orders', { token: alice.token });
    expect(mine.body.map((o) => o._id)).toContain(rewash._id);
  });

  it('rejects with a reason the customer reads, and resolves once: of 5 at once, one wins', async () => {
    const order = await delivered();
    const claimId = await claimed(server, alice, order, order.pieces[0]!.tag);
    expectInvalid(await resolve(server, admin, claimId, { outcome: 'rejected' }), 'reason', /give the customer a reason/);
    expectInvalid(await resolve(server, admin, claimId, { outcome: 'lost' }), 'outcome', /outcome must be one of/);
    const res = await resolve(server, admin, claimId, { outcome: 'rejected', reason: 'The tear was noted at pickup (intake photo 2).' });
    expect(res.body).toMatchObject({ outcome: 'rejected', reason: 'The tear was noted at pickup (intake photo 2).' });
    expectError(await resolve(server, admin, claimId, { outcome: 'credit', amount: 1 }), 409, /already been resolved/, 'claim_resolved');
    expectError(await resolve(server, admin, randomUUID(), { outcome: 'credit', amount: 1 }), 404, 'Claim not found.', 'not_found');
    expect((await getOrder(order._id)).claims[0]).toMatchObject({ status: 'resolved', outcome: 'rejected' });

    const raced = await delivered();
    const racedId = await claimed(server, alice, raced, raced.pieces[0]!.tag);
    const answers = await Promise.all(
      ['credit', 'refund', 'rewash', 'credit', 'rejected'].map((outcome) =>
        resolve(server, admin, racedId, { outcome, amount: 5, method: 'upi', reason: 'No fault found' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) expectError(lost, 409, undefined, 'claim_resolved');
    const after = await getOrder(raced._id);
    const winner = answers.find((a) => a.status === 200)!.body.outcome;
    expect(after.payments.filter((p) => p.source === 'claim')).toHaveLength({ credit: 1, refund: 2, rewash: 0, rejected: 0 }[winner!]);
    const rewashes = await server.database.db.selectFrom('orders').select('id').where('rewashOf', '=', racedId).execute();
    expect(rewashes).toHaveLength(winner === 'rewash' ? 1 : 0);
  });
});

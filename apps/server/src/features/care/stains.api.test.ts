import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import { stainLineName } from '@laundry/shared/rules/care';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  expectInvalid,
  orderBody,
  randomUUID,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';
import { connectSocket, waitForEvent } from '../../test/sockets';
import { jpegBytes, pngBytes } from '../rider/rider-test-kit';
import { decide, flag, flagged, hoursAgo, pricedOrder, putPhoto, SHIRTS } from './care-test-kit';

/** Stains flagged by the shop, the customer's answer and the bill it changes (docs/decisions/0057), over real HTTP. */
let server: TestServer;
let admin: Session;
let alice: Session;
let bob: Session;
let rider: Session;
beforeAll(async () => {
  server = await startTestServer({}, { messageWorker: false });
  [admin, alice, bob, rider] = await Promise.all([
    createAdminSession(server),
    signupCustomer(server, 'Alice Rao'),
    signupCustomer(server, 'Bob Varma'),
    createRiderSession(server),
  ]);
});
afterAll(async () => server?.close());

const priced = (pricing?: Record<string, unknown>) => pricedOrder(server, admin, alice, pricing);
const getOrder = async (id: string, who: Session = alice) => (await call<Order>(server, 'GET', `/orders/${id}`, { token: who.token })).body;
const photoOf = (orderId: string, stainId: string, token?: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/orders/${orderId}/stains/${stainId}/photo`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

describe('flagging a stain', () => {
  it('adds a pending stain the customer sees, decided by 24 hours later, and writes its message', async () => {
    const order = await priced();
    const tag = order.pieces[1]!.tag;
    const res = await flag(server, admin, order._id, { tag: `SLL:${tag}`, kind: 'damage', note: 'Button missing', charge: 25.5 });
    expect(res.status).toBe(201);
    const [stain] = res.body.stains;
    expect(stain).toMatchObject({ tag, item: 'Shirt', service: 'Wash and Iron', kind: 'damage', note: 'Button missing', charge: 25.5 });
    expect(stain).toMatchObject({ hasPhoto: false, status: 'pending', decidedAt: null });
    expect(Date.parse(stain!.decideBy) - Date.parse(stain!.flaggedAt)).toBe(24 * 3_600_000);
    expect((await getOrder(order._id)).stains).toEqual(res.body.stains);
    // Flagging changes nothing of the bill.
    expect(res.body.total).toBe(order.total);
    await server.outbox.idle();
    const messages = await server.database.db.selectFrom('messages').selectAll().where('orderId', '=', order._id).execute();
    expect(messages.filter((m) => m.event === 'stain-flagged').map((m) => m.stainId)).toEqual([stain!._id]);
  });

  it('refuses an unpriced, a delivered or a missing order, a stranger piece, a second pending stain, and bad fields', async () => {
    const booked = await call<Order>(server, 'POST', '/orders', { token: alice.token, body: orderBody({ phone: alice.user.phone }) });
    expectError(await flag(server, admin, booked.body._id, { tag: '1001-01', charge: 0 }), 409, /price this order first/, 'stain_not_allowed');
    const order = await priced();
    const other = await priced();
    expectError(await flag(server, admin, order._id, { tag: other.pieces[0]!.tag, charge: 0 }), 404, undefined, 'tag_unknown');
    expectError(await flag(server, admin, randomUUID(), { tag: order.pieces[0]!.tag, charge: 0 }), 404, 'Order not found.', 'not_found');
    await flagged(server, admin, order, order.pieces[0]!.tag, 10);
    expectError(await flag(server, admin, order._id, { tag: order.pieces[0]!.tag, charge: 0 }), 409, /still waiting/, 'stain_pending');
    // Another piece of the same order may be flagged meanwhile.
    expect((await flag(server, admin, order._id, { tag: order.pieces[1]!.tag, charge: 0 })).status).toBe(201);

    expectInvalid(await flag(server, admin, order._id, { tag: order.pieces[1]!.tag, charge: 10_000.01 }), 'charge', /at most ₹10,000/);
    expectInvalid(await flag(server, admin, order._id, { tag: order.pieces[1]!.tag, charge: 1.005 }), 'charge', /two decimals/);
    expectInvalid(await flag(server, admin, order._id, { tag: order.pieces[1]!.tag, kind: 'dirt' }), 'kind', /kind must be one of/);
    expectInvalid(await flag(server, admin, order._id, { tag: order.pieces[1]!.tag, note: ' ' }), 'note', /what you found/);
    expectInvalid(await flag(server, admin, order._id, { tag: '' }), 'tag', /choose the piece/);

    await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'Completed' } });
    expectError(await flag(server, admin, order._id, { tag: order.pieces[1]!.tag, charge: 0 }), 409, /Completed/, 'stain_not_allowed');
  });
});

describe('the stain photo', () => {
  it('is stored from its bytes, shown to the order’s customer and admins only, revalidated by its ETag', async () => {
    const order = await priced();
    await call(server, 'PATCH', `/admin/orders/${order._id}/rider`, { token: admin.token, body: { riderId: rider.user._id } });
    const { stainId } = await flagged(server, admin, order, order.pieces[0]!.tag, 0);
    const bytes = jpegBytes(4096);
    const put = await putPhoto(server, admin.token, stainId, bytes);
    expect(put.status).toBe(200);
    expect(put.body.stains[0]!.hasPhoto).toBe(true);

    const mine = await photoOf(order._id, stainId, alice.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    // Decoded and written again (docs/decisions/0078): the same picture without the upload's padding.
    const shown = Buffer.from(await mine.arrayBuffer());
    expect(shown.length).toBeLessThan(bytes.length);
    expect(await sharp(shown).metadata()).toMatchObject({ format: 'jpeg', width: 4, height: 4 });
    const etag = mine.headers.get('etag')!;
    expect((await photoOf(order._id, stainId, alice.token, { 'if-none-match': etag })).status).toBe(304);
    expect((await photoOf(order._id, stainId, admin.token)).status).toBe(200);
    // Anyone else, the order's own rider included, is told the order is missing.
    for (const who of [bob, rider]) {
      const res = await photoOf(order._id, stainId, who.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found', error: 'Order not found.' });
    }
    expect((await photoOf(order._id, stainId)).status).toBe(401);

    // Taken again: the new bytes, under a new ETag.
    expect((await putPhoto(server, admin.token, stainId, pngBytes(2048), 'image/png')).status).toBe(200);
    const again = await photoOf(order._id, stainId, alice.token, { 'if-none-match': etag });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/png');
  });

  it('refuses what is not an image, one too large, a missing stain and a photo of a stain without one', async () => {
    const order = await priced();
    const { stainId } = await flagged(server, admin, order, order.pieces[0]!.tag, 0);
    expect((await photoOf(order._id, stainId, alice.token)).status).toBe(404);
    const notImage = await putPhoto(server, admin.token, stainId, Buffer.from('%PDF-1.4 not a photo'));
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ code: 'not_an_image' });
    const forged = await putPhoto(
      server,
      admin.token,
      stainId,
      Buffer.concat([jpegBytes().subarray(0, 20), Buffer.from('<html>not a photo</html>')]),
    );
    expect(forged.body).toMatchObject({ code: 'not_an_image' });
    const text = await putPhoto(server, admin.token, stainId, Buffer.from('hello'), 'text/plain');
    expect(text.body).toMatchObject({ code: 'not_an_image' });
    const large = await putPhoto(server, admin.token, stainId, jpegBytes(600 * 1024 + 1));
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 'too_many_photos' });
    expect((await putPhoto(server, admin.token, randomUUID(), jpegBytes())).status).toBe(404);
    expect((await putPhoto(server, alice.token, stainId, jpegBytes())).status).toBe(403);
    expect((await getOrder(order._id)).stains[0]!.hasPhoto).toBe(false);
  });
});

describe('approving re-prices the order', () => {
  const MIXED = { items: [...SHIRTS, { service: 'Dry Clean', item: 'Saree', qty: 1, rate: 200 }], discountPercent: 10, tax: 18 };

  it('adds one line per approved charge, keeps the lines, discount and typed tax, the invoice number and the pieces', async () => {
    const order = await priced(MIXED);
    expect(order).toMatchObject({ subtotal: 300, discount: 30, tax: 18, total: 288 });
    const saree = order.pieces[2]!.tag;
    await call(server, 'PATCH', `/admin/orders/${order._id}/pieces`, { token: admin.token, body: { state: 'cleaning', tags: [saree] } });
    const { stainId } = await flagged(server, admin, order, saree, 150);

    const approved = await decide(server, alice, order._id, stainId, 'approve');
    expect(approved.status).toBe(200);
    const line = { service: 'Dry Clean', item: stainLineName(saree), qty: 1, rate: 150, amount: 150, stainId };
    expect(approved.body.items).toEqual([...order.items, line]);
    expect(approved.body).toMatchObject({ subtotal: 450, discount: 45, tax: 18, total: 423, invoiceNumber: order.invoiceNumber });
    expect(approved.body.discounts).toEqual([{ kind: 'manual', label: 'Discount 10%', percent: 10, amount: 45 }]);
    expect(approved.body.stains[0]).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    // The line makes no piece; the pieces keep their tags and states.
    expect(approved.body.pieces).toEqual(order.pieces.map((p) => (p.tag === saree ? { ...p, state: 'cleaning' } : p)));

    // Edit Pricing sends the order's lines back: the stain line stays once, whatever the editor did with it.
    const withLine = approved.body.items.map((it) => (it.stainId ? { ...it, rate: 1 } : it));
    const edited = await call<Order>(server, 'PATCH', `/admin/orders/${order._id}/pricing`, {
      token: admin.token,
      body: { items: [...withLine, { ...line, stainId: undefined }], discount: 20, tax: 0 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.items).toEqual([...order.items, line]);
    expect(edited.body).toMatchObject({ subtotal: 450, discount: 20, tax: 0, total: 430, invoiceNumber: order.invoiceNumber });
    // Without the line in the request it is there all the same, and Pickup & Price keeps it too.
    const pickup = await call<Order>(server, 'POST', `/admin/orders/${order._id}/pickup`, { token: admin.token, body: { items: SHIRTS } });
    expect(pickup.body.items).toEqual([...SHIRTS.map((it) => ({ ...it, amount: it.qty * it.rate, names: order.items[0]!.names })), line]);
    expect(pickup.body.pieces.map((p) => p.item)).toEqual(['Shirt', 'Shirt']);
  });

  it('keeps an amount discount, and works GST out on the new taxable value when the shop charges it', async () => {
    const setShop = (gstin: string) => call(server, 'PATCH', '/admin/shop', { token: admin.token, body: { gstin } });
    const amountOff = await priced({ items: SHIRTS, discount: 15, tax: 5 });
    const a = await flagged(server, admin, amountOff, amountOff.pieces[0]!.tag, 40);
    const approvedA = await decide(server, alice, amountOff._id, a.stainId, 'approve');
    expect(approvedA.body).toMatchObject({ subtotal: 140, discount: 15, tax: 5, total: 130 });

    expect((await setShop('37AABCU9603R1ZM')).status).toBe(200);
    try {
      const gst = await priced({ items: SHIRTS });
      expect(gst).toMatchObject({ subtotal: 100, tax: 18, cgst: 9, sgst: 9, total: 118 });
      const g = await flagged(server, admin, gst, gst.pieces[1]!.tag, 100);
      const approvedG = await decide(server, alice, gst._id, g.stainId, 'approve');
      expect(approvedG.body).toMatchObject({ subtotal: 200, tax: 36, cgst: 18, sgst: 18, igst: 0, total: 236, invoiceNumber: gst.invoiceNumber });
    } finally {
      expect((await setShop('')).status).toBe(200);
    }
  });

  it('changes no bill for a charge of 0, nor on a decline; a second answer is refused', async () => {
    const order = await priced();
    const free = await flagged(server, admin, order, order.pieces[0]!.tag, 0);
    const charged = await flagged(server, admin, order, order.pieces[1]!.tag, 80);
    const yes = await decide(server, alice, order._id, free.stainId, 'approve');
    expect(yes.status).toBe(200);
    expect(yes.body).toMatchObject({ items: order.items, total: order.total });
    const no = await decide(server, alice, order._id, charged.stainId, 'decline');
    expect(no.body).toMatchObject({ items: order.items, total: order.total });
    expect(no.body.stains.map((s) => s.status)).toEqual(['approved', 'declined']);
    expectError(await decide(server, alice, order._id, charged.stainId, 'approve'), 409, /already been declined/, 'stain_decided');
    expectInvalid(await decide(server, alice, order._id, charged.stainId, 'maybe'), 'decision', /decision must be one of/);
  });

  it('reads a stain unanswered for 24 hours as expired: no decision is taken and the piece may be flagged again', async () => {
    const order = await priced();
    const tag = order.pieces[0]!.tag;
    const { stainId } = await flagged(server, admin, order, tag, 60);
    await hoursAgo(server, 'stains', stainId, 24.01);
    expect((await getOrder(order._id)).stains[0]!.status).toBe('expired');
    expectError(await decide(server, alice, order._id, stainId, 'approve'), 409, /not answered within 24 hours/, 'stain_decided');
    const again = await flag(server, admin, order._id, { tag, charge: 0 });
    expect(again.status).toBe(201);
    expect(again.body.stains.map((s) => s.status)).toEqual(['expired', 'pending']);
    expect(again.body.total).toBe(order.total);
  });

  it('lets exactly one of 8 concurrent answers win, and bills an approved charge once', async () => {
    const order = await priced();
    const { stainId } = await flagged(server, admin, order, order.pieces[0]!.tag, 30);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => decide(server, alice, order._id, stainId, i % 2 === 0 ? 'approve' : 'decline')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) expectError(lost, 409, undefined, 'stain_decided');
    const final = await getOrder(order._id);
    const approved = final.stains[0]!.status === 'approved';
    expect(final.items.filter((it) => it.stainId)).toHaveLength(approved ? 1 : 0);
    expect(final.total).toBe(order.total + (approved ? 30 : 0));
  });

  it('answers another customer, the shop, a rider and a missing stain as about a missing order or stain', async () => {
    const order = await priced();
    const { stainId } = await flagged(server, admin, order, order.pieces[0]!.tag, 30);
    for (const who of [bob, admin, rider])
      expectError(await decide(server, who, order._id, stainId, 'approve'), 404, 'Order not found.', 'not_found');
    expectError(await decide(server, alice, order._id, randomUUID(), 'approve'), 404, 'Stain not found.', 'not_found');
    const other = await priced();
    expectError(await decide(server, alice, other._id, stainId, 'approve'), 404, 'Stain not found.', 'not_found');
    expect((await getOrder(order._id)).stains[0]!.status).toBe('pending');
  });

  it('announces each change live to the customer and the dashboard', async () => {
    const order = await priced();
    const [mine, shop] = await Promise.all([
      connectSocket(server.baseUrl, '/customer', alice.token),
      connectSocket(server.baseUrl, '/admin', admin.token),
    ]);
    try {
      const seenFlag = waitForEvent<Order>(mine, 'order:updated', (o) => o._id === order._id && o.stains.length === 1);
      const { stainId } = await flagged(server, admin, order, order.pieces[0]!.tag, 20);
      await seenFlag;
      const seenByShop = waitForEvent<Order>(shop, 'admin:orderUpdated', (o) => o._id === order._id && o.stains[0]?.status === 'approved');
      await decide(server, alice, order._id, stainId, 'approve');
      expect((await seenByShop).total).toBe(order.total + 20);
    } finally {
      mine.close();
      shop.close();
    }
  });
});

describe('the admin list', () => {
  it('carries stains on every order without a query per order', async () => {
    const order = await priced();
    await flagged(server, admin, order, order.pieces[0]!.tag, 5);
    const page = await call<{ data: Order[] }>(server, 'GET', '/admin/orders?limit=200', { token: admin.token });
    expect(page.status).toBe(200);
    expect(page.body.data.find((o) => o._id === order._id)!.stains).toHaveLength(1);
    expect(page.body.data.every((o) => Array.isArray(o.stains) && Array.isArray(o.claims))).toBe(true);
  });
});

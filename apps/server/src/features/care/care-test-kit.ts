import { updateOrder } from '../orders/orders.public';
import type { AdminClaim } from '@laundry/shared/contracts/care';
import type { Order } from '@laundry/shared/contracts/orders';
import { call, orderBody, type ApiResult, type Session, type TestServer } from '../../test/harness';

/** Shared by the care feature's API tests (docs/decisions/0057): orders with pieces, and the calls on them. */

export interface Item {
  service?: string;
  item: string;
  qty: number;
  rate: number;
}

export const SHIRTS: Item[] = [{ service: 'Wash and Iron', item: 'Shirt', qty: 2, rate: 50 }];

/** Booked by `who` and priced by the shop (Pickup & Price): In Progress, with its pieces. */
export async function pricedOrder(
  server: TestServer,
  admin: Session,
  who: Session,
  pricing: Record<string, unknown> = { items: SHIRTS },
): Promise<Order> {
  const booked = await call<Order>(server, 'POST', '/orders', { token: who.token, body: orderBody({ phone: who.user.phone }) });
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  const priced = await call<Order>(server, 'POST', `/admin/orders/${booked.body._id}/pickup`, { token: admin.token, body: pricing });
  if (priced.status !== 200) throw new Error(`pricing failed: ${priced.status} ${JSON.stringify(priced.body)}`);
  return priced.body;
}

/** Priced, then delivered (Completed) now. */
export async function deliveredOrder(server: TestServer, admin: Session, who: Session, pricing?: Record<string, unknown>): Promise<Order> {
  const order = await pricedOrder(server, admin, who, pricing);
  const done = await call<Order>(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'Completed' } });
  if (done.status !== 200) throw new Error(`completing failed: ${done.status}`);
  return done.body;
}

export function flag(server: TestServer, admin: Session, orderId: string, body: Record<string, unknown>): Promise<ApiResult<Order>> {
  return call<Order>(server, 'POST', `/admin/orders/${orderId}/stains`, {
    token: admin.token,
    body: { kind: 'stain', note: 'Oil stain on the collar', ...body },
  });
}

/** Flags a stain and answers the order and the new stain's id. */
export async function flagged(
  server: TestServer,
  admin: Session,
  order: Order,
  tag: string,
  charge: number,
): Promise<{ order: Order; stainId: string }> {
  const res = await flag(server, admin, order._id, { tag, charge });
  if (res.status !== 201) throw new Error(`flagging failed: ${res.status} ${JSON.stringify(res.body)}`);
  const stain = res.body.stains.find((s) => s.tag === tag && s.status === 'pending');
  if (!stain) throw new Error('no pending stain in the answer');
  return { order: res.body, stainId: stain._id };
}

export function decide(server: TestServer, who: Session, orderId: string, stainId: string, decision: string): Promise<ApiResult<Order>> {
  return call<Order>(server, 'POST', `/orders/${orderId}/stains/${stainId}/decision`, { token: who.token, body: { decision } });
}

/** PUT /admin/stains/{id}/photo with raw bytes. */
export async function putPhoto(server: TestServer, token: string, stainId: string, bytes: Buffer, type = 'image/jpeg'): Promise<ApiResult<Order>> {
  const res = await fetch(`${server.baseUrl}/admin/stains/${stainId}/photo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: (await res.json()) as Order, headers: res.headers };
}

export function claim(server: TestServer, who: Session, orderId: string, body: Record<string, unknown>): Promise<ApiResult<Order>> {
  return call<Order>(server, 'POST', `/orders/${orderId}/claims`, {
    token: who.token,
    body: { kind: 'damaged', note: 'A tear near the pocket', ...body },
  });
}

export function resolve(server: TestServer, admin: Session, claimId: string, body: Record<string, unknown>): Promise<ApiResult<AdminClaim>> {
  return call<AdminClaim>(server, 'POST', `/admin/claims/${claimId}/resolve`, { token: admin.token, body });
}

/** Claims a piece of a delivered order and answers the claim's id. */
export async function claimed(server: TestServer, who: Session, order: Order, tag: string): Promise<string> {
  const res = await claim(server, who, order._id, { tag });
  if (res.status !== 201) throw new Error(`claiming failed: ${res.status} ${JSON.stringify(res.body)}`);
  const found = res.body.claims.find((c) => c.tag === tag && c.status === 'open');
  if (!found) throw new Error('no open claim in the answer');
  return found._id;
}

/** Moves the clock of stored rows: flagged or delivered `hours` ago, the order's version moved as any change would. */
export async function hoursAgo(server: TestServer, table: 'stains' | 'orders', id: string, hours: number): Promise<void> {
  const at = new Date(Date.now() - hours * 3_600_000).toISOString();
  const db = server.database.db;
  if (table === 'stains') await db.updateTable('stains').set({ flaggedAt: at }).where('id', '=', id).execute();
  else await updateOrder(db, id, { completedAt: at, updatedAt: new Date().toISOString() }, null);
}

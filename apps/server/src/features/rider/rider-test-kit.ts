import { randomUUID } from 'node:crypto';
import type { Order } from '@laundry/shared/contracts/orders';
import type { RiderActionAnswer, RiderStopsAnswer } from '@laundry/shared/contracts/rider';
import { call, orderBody, todayIst, type ApiResult, type Session, type TestServer } from '../../test/harness';

/** Shared by the rider feature's API tests: an order made a rider's stop, and the rider's calls. */

/** A JPEG's first bytes and some more: enough for the magic-byte check, `size` bytes in all. */
export function jpegBytes(size = 2048): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]).copy(bytes);
  return bytes;
}

export function pngBytes(size = 1024): Buffer {
  const bytes = Buffer.alloc(size, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

export const newKey = () => `k-${randomUUID()}`;

/** A customer's booking (time to agree, today, unless told otherwise). */
export async function book(server: TestServer, customer: Session, overrides: Record<string, unknown> = {}): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', {
    token: customer.token,
    body: orderBody({ pickupDate: todayIst(), pickupTime: '', ...overrides }),
  });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function assign(server: TestServer, admin: Session, orderId: string, riderId: string | null): Promise<ApiResult<Order>> {
  return call<Order>(server, 'PATCH', `/admin/orders/${orderId}/rider`, { token: admin.token, body: { riderId } });
}

/** Booked by the customer and given to the rider. */
export async function stopFor(server: TestServer, customer: Session, admin: Session, rider: Session, overrides: Record<string, unknown> = {}) {
  const order = await book(server, customer, overrides);
  const res = await assign(server, admin, order._id, rider.user._id);
  if (res.status !== 200) throw new Error(`assigning failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The shop prices the order: `total` rupees on one line. */
export async function price(server: TestServer, admin: Session, orderId: string, total: number): Promise<Order> {
  const res = await call<Order>(server, 'PATCH', `/admin/orders/${orderId}/pricing`, {
    token: admin.token,
    body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: total }] },
  });
  if (res.status !== 200) throw new Error(`pricing failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export type ActionName = 'on-the-way' | 'pickup' | 'out-for-delivery' | 'delivered' | 'not-available';

export function act(
  server: TestServer,
  rider: Session,
  orderId: string,
  action: ActionName,
  body: unknown = {},
  key?: string,
): Promise<ApiResult<RiderActionAnswer>> {
  return call<RiderActionAnswer>(server, 'POST', `/rider/orders/${orderId}/${action}`, {
    token: rider.token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

export function stops(server: TestServer, rider: Session, day: 'today' | 'tomorrow' = 'today'): Promise<ApiResult<RiderStopsAnswer>> {
  return call<RiderStopsAnswer>(server, 'GET', `/rider/stops?day=${day}`, { token: rider.token });
}

/** A photo upload: the image itself as the body. */
export async function upload(
  server: TestServer,
  rider: Session,
  orderId: string,
  bytes: Buffer,
  options: { type?: string; key?: string } = {},
): Promise<ApiResult<{ _id: string }>> {
  const headers: Record<string, string> = { authorization: `Bearer ${rider.token}`, 'content-type': options.type ?? 'image/jpeg' };
  if (options.key) headers['idempotency-key'] = options.key;
  const res = await fetch(`${server.baseUrl}/rider/orders/${orderId}/photos`, { method: 'POST', headers, body: new Uint8Array(bytes) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as { _id: string }, headers: res.headers };
}

/** A photo as served: its bytes and headers. */
export async function fetchPhoto(server: TestServer, token: string, orderId: string, photoId: string) {
  const res = await fetch(`${server.baseUrl}/orders/${orderId}/photos/${photoId}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes, headers: res.headers, json: () => JSON.parse(bytes.toString('utf8')) as unknown };
}

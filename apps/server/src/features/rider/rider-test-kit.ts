import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { Order } from '@laundry/shared/contracts/orders';
import type { RiderActionAnswer, RiderStopsAnswer } from '@laundry/shared/contracts/rider';
import { call, orderBody, todayIst, type ApiResult, type Session, type TestServer } from '../../test/harness';

/** Shared by the rider feature's API tests: an order made a rider's stop, and the rider's calls. */

/** A real 4×4 JPEG and PNG, made by sharp once: uploads are decoded, so the test photos must be images. */
const TINY_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeAGpH/9k=',
  'base64',
);
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4Y2wMRwzEcQD7ExMhwLzAsQAAAABJRU5ErkJggg==',
  'base64',
);

/** Lengths of the pieces `padding` bytes are split into, each at most `max` and none below 1 after `overhead`. */
function pieces(padding: number, overhead: number, max: number): number[] {
  const out: number[] = [];
  let left = padding;
  while (left > overhead) {
    let data = Math.min(max, left - overhead);
    // Never leave a rest too short to be a piece of its own.
    if (left - overhead - data > 0 && left - overhead - data <= overhead) data -= overhead + 1;
    out.push(data);
    left -= data + overhead;
  }
  return out;
}

/** A real JPEG of `size` bytes (at least the image's own): comment segments after its start make up the rest. */
export function jpegBytes(size = 2048, fill = 0x20): Buffer {
  const comments = pieces(size - TINY_JPEG.length, 4, 65_533).map((n) => {
    const head = Buffer.from([0xff, 0xfe, 0, 0]);
    head.writeUInt16BE(n + 2, 2);
    return Buffer.concat([head, Buffer.alloc(n, fill)]);
  });
  return Buffer.concat([TINY_JPEG.subarray(0, 2), ...comments, TINY_JPEG.subarray(2)]);
}

/** A real PNG of `size` bytes (at least the image's own): text chunks before its end make up the rest. */
export function pngBytes(size = 1024): Buffer {
  const end = TINY_PNG.length - 12;
  const chunks = pieces(size - TINY_PNG.length, 12, 1_000_000).map((n) => {
    const data = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(Math.max(0, n - 8), 0x61)]).subarray(0, n);
    const type = Buffer.from('tEXt');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
    return Buffer.concat([length, type, data, crc]);
  });
  return Buffer.concat([TINY_PNG.subarray(0, end), ...chunks, TINY_PNG.subarray(end)]);
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

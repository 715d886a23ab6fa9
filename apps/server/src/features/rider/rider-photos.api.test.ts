import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INTAKE_PHOTOS, MAX_PHOTO_BYTES } from '@laundry/shared/constants';
import type { Order } from '@laundry/shared/contracts/orders';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  randomUUID,
  signupCustomer,
  startTestServer,
  type ApiResult,
  type Session,
  type TestServer,
} from '../../test/harness';
import sharp from 'sharp';
import { act, fetchPhoto, jpegBytes, newKey, pngBytes, stopFor, upload } from './rider-test-kit';

const NOT_A_PHOTO = 'This is not a photo: send a JPEG, PNG or WebP image.';

let server: TestServer;
let admin: Session;
let rider: Session;
let otherRider: Session;
let customer: Session;
let otherCustomer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, rider, otherRider, customer, otherCustomer] = await Promise.all([
    createAdminSession(server),
    createRiderSession(server),
    createRiderSession(server, 'Other Rider'),
    signupCustomer(server),
    signupCustomer(server, 'Other Customer'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

const photoCount = async (orderId: string) =>
  Number(
    (
      await server.database.db
        .selectFrom('orderPhotos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('orderId', '=', orderId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const keysFor = async (orderId: string) =>
  (await server.database.db.selectFrom('riderActions').select('key').where('orderId', '=', orderId).execute()).length;
const asError = (res: { status: number; body: unknown }) => ({ ...res, headers: new Headers() }) as ApiResult<unknown>;

describe('POST /rider/orders/{id}/photos', () => {
  it('stores JPEG, PNG and WebP photos decoded and written again, and serves them privately cached', async () => {
    const order = await stopFor(server, customer, admin, rider);
    const jpeg = jpegBytes(5000);
    const png = pngBytes(700);
    const webp = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#36c' } })
      .webp()
      .toBuffer();
    const ids: string[] = [];
    for (const [bytes, type] of [
      [jpeg, 'image/jpeg'],
      [png, 'image/png'],
      [webp, 'image/webp'],
    ] as const) {
      const res = await upload(server, rider, order._id, bytes, { type });
      expect(res.status).toBe(201);
      ids.push(res.body._id);
    }
    const served = await fetchPhoto(server, customer.token, order._id, ids[0]!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    // Written again: the padding the upload carried is gone, the picture is the same size.
    expect(served.bytes.length).toBeLessThan(jpeg.length);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 4, height: 4 });
    const pngServed = await fetchPhoto(server, customer.token, order._id, ids[1]!);
    expect(pngServed.headers.get('content-type')).toBe('image/png');
    expect(await sharp(pngServed.bytes).metadata()).toMatchObject({ format: 'png', width: 4, height: 4 });
    expect(await sharp((await fetchPhoto(server, customer.token, order._id, ids[2]!)).bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 8,
      height: 6,
    });
  });

  it('keeps no EXIF or location data, and keeps the photo upright', async () => {
    const order = await stopFor(server, customer, admin, rider);
    const located = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', ImageDescription: 'Home, 16.9891 N 82.2475 E' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const res = await upload(server, rider, order._id, located);
    expect(res.status).toBe(201);
    const served = await fetchPhoto(server, customer.token, order._id, res.body._id);
    const meta = await sharp(served.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    // Turned as its EXIF said before the EXIF went: 20×10 shown rotated is 10×20.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 10, height: 20 });
  });

  it('refuses a file that starts as an image but does not decode as one, and writes nothing', async () => {
    const order = await stopFor(server, customer, admin, rider);
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    const forged = [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), html]),
      Buffer.concat([pngBytes().subarray(0, 16), html]),
      Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 '), html]),
      jpegBytes().subarray(0, 200),
    ];
    for (const bytes of forged) {
      expectError(asError(await upload(server, rider, order._id, bytes, { key: newKey() })), 400, NOT_A_PHOTO, 'not_an_image');
    }
    expect(await photoCount(order._id)).toBe(0);
    expect(await keysFor(order._id)).toBe(0);
  });

  it('refuses what is not an image (whatever type it claims), and writes nothing', async () => {
    const order = await stopFor(server, customer, admin, rider);
    const text = Buffer.from('this is certainly not a photograph of a shirt');
    const res = await upload(server, rider, order._id, text, { type: 'image/jpeg', key: newKey() });
    expectError(asError(res), 400, NOT_A_PHOTO, 'not_an_image');
    expectError(asError(await upload(server, rider, order._id, Buffer.from('GIF89a....'), { type: 'image/gif' })), 400, undefined, 'not_an_image');
    expectError(asError(await upload(server, rider, order._id, jpegBytes(), { type: 'text/plain' })), 400, undefined, 'not_an_image');
    expectError(
      asError(await call(server, 'POST', `/rider/orders/${order._id}/photos`, { token: rider.token, body: { photo: 'x' } })),
      400,
      undefined,
      'not_an_image',
    );
    expect(await photoCount(order._id)).toBe(0);
    expect(await keysFor(order._id)).toBe(0);
  });

  it('refuses a photo over the size cap with 413 and a clear message, and writes nothing', async () => {
    const order = await stopFor(server, customer, admin, rider);
    const res = await upload(server, rider, order._id, jpegBytes(700 * 1024), { key: newKey() });
    expectError(asError(res), 413, /too large: each photo can be at most 600 KB/, 'too_many_photos');
    expect((await upload(server, rider, order._id, jpegBytes(MAX_PHOTO_BYTES))).status).toBe(201);
    expect(await photoCount(order._id)).toBe(1);
    expect(await keysFor(order._id)).toBe(0);
  });

  it(`refuses the ${MAX_INTAKE_PHOTOS + 1}th photo of an order with 413, also when sent at once`, async () => {
    const order = await stopFor(server, customer, admin, rider);
    for (let i = 0; i < MAX_INTAKE_PHOTOS - 2; i++) expect((await upload(server, rider, order._id, jpegBytes(300))).status).toBe(201);
    const last = await Promise.all(Array.from({ length: 4 }, () => upload(server, rider, order._id, jpegBytes(300), { key: newKey() })));
    expect(last.map((r) => r.status).sort()).toEqual([201, 201, 413, 413]);
    const eleventh = await upload(server, rider, order._id, jpegBytes(300));
    expectError(asError(eleventh), 413, `This order has ${MAX_INTAKE_PHOTOS} photos already, the most it can have.`, 'too_many_photos');
    expect(await photoCount(order._id)).toBe(MAX_INTAKE_PHOTOS);
  });

  it('stores a photo sent again with its key once, also when the sends cross', async () => {
    const order = await stopFor(server, customer, admin, rider);
    const key = newKey();
    const first = await upload(server, rider, order._id, jpegBytes(), { key });
    const again = await upload(server, rider, order._id, jpegBytes(), { key });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const crossKey = newKey();
    const crossing = await Promise.all(Array.from({ length: 6 }, () => upload(server, rider, order._id, jpegBytes(), { key: crossKey })));
    expect(new Set(crossing.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(crossing.map((r) => r.body._id)).size).toBe(1);
    expect(await photoCount(order._id)).toBe(2);
  });

  it('takes photos only at the pickup: not once the order has gone out', async () => {
    const order = await stopFor(server, customer, admin, rider);
    await act(server, rider, order._id, 'pickup', { pieces: 1 });
    expect((await upload(server, rider, order._id, jpegBytes())).status).toBe(201);
    await call(server, 'PATCH', `/admin/orders/${order._id}/status`, { token: admin.token, body: { status: 'Completed' } });
    expectError(asError(await upload(server, rider, order._id, jpegBytes())), 409, undefined, 'stop_not_ready');
  });

  it('answers another rider’s order as a missing one', async () => {
    const order = await stopFor(server, customer, admin, rider);
    const missing = await upload(server, otherRider, randomUUID(), jpegBytes());
    const theirs = await upload(server, otherRider, order._id, jpegBytes());
    expectError(asError(theirs), 404, 'Order not found.', 'not_found');
    expect(theirs.body).toEqual(missing.body);
  });
});

describe('GET /orders/{id}/photos/{photoId}', () => {
  it('serves the order’s customer, any admin and the assigned rider; to anyone else the order is missing', async () => {
    const order = await stopFor(server, customer, admin, rider);
    const photo = (await upload(server, rider, order._id, jpegBytes())).body._id;
    const picked = await act(server, rider, order._id, 'pickup', { pieces: 2, photoIds: [photo] });
    expect(picked.body.intake?.photos).toEqual([{ _id: photo }]);
    const seen = await call<Order>(server, 'GET', `/orders/${order._id}`, { token: customer.token });
    expect(seen.body.intake?.photos).toEqual([{ _id: photo }]);

    for (const who of [customer, admin, rider]) expect((await fetchPhoto(server, who.token, order._id, photo)).status).toBe(200);
    const missing = await fetchPhoto(server, otherCustomer.token, randomUUID(), photo);
    expect(missing.status).toBe(404);
    for (const who of [otherCustomer, otherRider]) {
      const res = await fetchPhoto(server, who.token, order._id, photo);
      expect(res.status).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    // A photo id of another order does not open through this one.
    const other = await stopFor(server, otherCustomer, admin, rider);
    expect((await fetchPhoto(server, otherCustomer.token, other._id, photo)).status).toBe(404);
    expect((await fetchPhoto(server, customer.token, order._id, randomUUID())).json()).toMatchObject({
      code: 'not_found',
      error: 'Photo not found.',
    });
    expect((await fetch(`${server.baseUrl}/orders/${order._id}/photos/${photo}`)).status).toBe(401);

    // Reassigned: the rider who no longer has the stop no longer sees its photos.
    await call(server, 'PATCH', `/admin/orders/${order._id}/rider`, { token: admin.token, body: { riderId: otherRider.user._id } });
    expect((await fetchPhoto(server, rider.token, order._id, photo)).status).toBe(404);
    expect((await fetchPhoto(server, otherRider.token, order._id, photo)).status).toBe(200);
  });
});

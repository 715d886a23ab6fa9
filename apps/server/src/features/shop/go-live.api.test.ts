import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoLive, GoLiveItem } from '@laundry/shared/contracts/go-live';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { createUser, DEMO_ADMIN } from '../seed/seed';
import {
  call,
  createAdminSession,
  expectError,
  signupCustomer,
  startTestServer,
  uniquePhone,
  type Session,
  type TestServer,
} from '../../test/harness';

let server: TestServer;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createAdminSession(server, 'Owner'), signupCustomer(server)]);
});
afterAll(async () => {
  await server?.close();
});

const state = async () => {
  const res = await call<GoLive>(server, 'GET', '/admin/go-live', { token: admin.token });
  expect(res.status).toBe(200);
  return res.body;
};
const done = async (item: GoLiveItem) => (await state()).items.find((i) => i.item === item)!.done;
const confirm = (item: string, token = admin.token) => call<GoLive>(server, 'POST', `/admin/go-live/${item}/confirm`, { token, body: {} });
const patch = (body: unknown) => call<ShopPaymentSettings>(server, 'PATCH', '/admin/shop', { token: admin.token, body });

describe('the go-live checklist', () => {
  it('starts with no UPI ID, so a customer is offered no UPI payment', async () => {
    const shop = await call<ShopPaymentSettings>(server, 'GET', '/api/shop');
    expect(shop.body).toMatchObject({
      upiId: '',
      upiName: '',
      instagramUrl: '',
      facebookUrl: '',
      youtubeUrl: '',
      offersPlans: true,
      offersBulk: true,
    });
    expect(JSON.stringify(shop.body)).not.toContain('srilakshmilaundry@upi');
    const first = await state();
    expect(first).toMatchObject({ done: false, seen: false });
    expect((await call<GoLive>(server, 'POST', '/admin/go-live/seen', { token: admin.token, body: {} })).body.seen).toBe(true);
    expect((await state()).seen).toBe(true);
    expect(first.items.map((i) => i.item)).toEqual(['profile', 'social', 'upi', 'gstin', 'prices', 'pickups', 'offers', 'messages', 'password']);
    expect(first.items.find((i) => i.item === 'upi')).toMatchObject({ done: false, missing: 'upiId' });
    expect(first.items.find((i) => i.item === 'gstin')).toMatchObject({ done: false, required: false });
  });

  it('flips each item as its settings are made, and is done only when every required one is', async () => {
    expect((await patch({ upiId: 'lakshmi.kkd@okaxis' })).status).toBe(200);
    expect((await state()).items.find((i) => i.item === 'upi')).toMatchObject({ done: false, missing: 'upiName' });
    await patch({ upiName: 'Sri Lakshmi Laundry' });
    expect(await done('upi')).toBe(true);

    // The spec's shop and its map point are there from the first start; the owner confirms them.
    expect(await done('profile')).toBe(false);
    expect((await confirm('profile')).body.items.find((i) => i.item === 'profile')).toMatchObject({ done: true, confirmedAt: expect.any(String) });
    await patch({ whatsapp: '' });
    expect((await state()).items.find((i) => i.item === 'profile')).toMatchObject({ done: false, missing: 'whatsapp' });
    await patch({ whatsapp: '+91 98480 12345' });
    expect(await done('profile')).toBe(true);

    expectError(await patch({ instagramUrl: 'instagram.com/shop' }), 400, /full link/, 'validation_failed');
    await patch({ instagramUrl: 'https://www.instagram.com/lakshmi.kkd' });
    expect((await call<ShopPaymentSettings>(server, 'GET', '/api/shop')).body.instagramUrl).toBe('https://www.instagram.com/lakshmi.kkd');
    await confirm('social');
    expect(await done('social')).toBe(true);

    // Plans and the bulk discount: offered and set up, or not offered.
    await confirm('offers');
    expect((await state()).items.find((i) => i.item === 'offers')).toMatchObject({ done: false, missing: 'plans' });
    await patch({ offersPlans: false });
    expect((await state()).items.find((i) => i.item === 'offers')).toMatchObject({ done: false, missing: 'bulk' });
    await patch({ bulkPercent: 5, bulkMinPieces: 20 });
    expect(await done('offers')).toBe(true);
    await patch({ offersBulk: false, bulkPercent: 0 });
    expect(await done('offers')).toBe(true);
    expect((await call<ShopPaymentSettings>(server, 'GET', '/api/shop')).body).toMatchObject({ offersPlans: false, offersBulk: false });

    for (const item of ['prices', 'pickups', 'messages'] as const) {
      expect(await done(item)).toBe(false);
      await confirm(item);
      expect(await done(item)).toBe(true);
    }
    expect(await done('password')).toBe(true);
    const all = await state();
    expect(all.items.filter((i) => !i.done).map((i) => i.item)).toEqual(['gstin']);
    expect(all.done).toBe(true);
  });

  it('is not done while an admin still has the demo password', async () => {
    await createUser(server.database.db, { name: 'Demo', phone: uniquePhone(), password: DEMO_ADMIN.password, role: 'admin' });
    const now = await state();
    expect(now.items.find((i) => i.item === 'password')).toMatchObject({ done: false, missing: 'password' });
    expect(now.done).toBe(false);
  });

  it('treats a configured message provider as done, and refuses what is not an item', async () => {
    const other = await startTestServer(
      { whatsapp: { token: 't', phoneNumberId: '1', apiBase: 'http://127.0.0.1:9', appSecret: 's', verifyToken: 'v' } },
      { messageWorker: false, outbox: false },
    );
    try {
      const owner = await createAdminSession(other);
      const res = await call<GoLive>(other, 'GET', '/admin/go-live', { token: owner.token });
      expect(res.body.items.find((i) => i.item === 'messages')).toMatchObject({ done: true });
    } finally {
      await other.close();
    }
    expectError(await confirm('password'), 400, undefined, 'validation_failed');
    expectError(await confirm('upi'), 400, undefined, 'validation_failed');
    expectError(await confirm('profile', customer.token), 403, undefined, 'admin_only');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { call, createAdminSession, expectError, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server)]);
});
afterAll(async () => {
  await server?.close();
});

describe('the shop payment and tax settings (docs/decisions/0046)', () => {
  it('starts with the UPI defaults and no GSTIN: an invoice never carries a made-up one', async () => {
    const res = await call<ShopPaymentSettings>(server, 'GET', '/api/shop');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      upiId: 'srilakshmilaundry@upi',
      upiName: 'Sri Lakshmi Laundry',
      gstin: '',
      stateCode: '37',
      bulkMinPieces: 0,
      bulkPercent: 0,
    });
  });

  it('lets the admin change them; everyone reads the change at once', async () => {
    const res = await call<ShopPaymentSettings>(server, 'PATCH', '/admin/shop', {
      token: admin.token,
      body: { upiId: 'lakshmi.kkd@okaxis', gstin: '27aapfu0939f1zv', bulkMinPieces: 20, bulkPercent: 5 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      upiId: 'lakshmi.kkd@okaxis',
      gstin: '27AAPFU0939F1ZV',
      bulkMinPieces: 20,
      bulkPercent: 5,
      upiName: 'Sri Lakshmi Laundry',
    });
    expect((await call<ShopPaymentSettings>(server, 'GET', '/api/shop')).body.upiId).toBe('lakshmi.kkd@okaxis');
    // An empty GSTIN switches GST off again.
    const off = await call<ShopPaymentSettings>(server, 'PATCH', '/admin/shop', { token: admin.token, body: { gstin: '' } });
    expect(off.body.gstin).toBe('');
  });

  it('refuses a GSTIN with a wrong check character, a UPI ID without a handle and a bulk % over 50, changing nothing', async () => {
    const before = (await call<ShopPaymentSettings>(server, 'GET', '/api/shop')).body;
    for (const body of [{ gstin: '27AAPFU0939F1ZW' }, { upiId: 'lakshmi' }, { bulkPercent: 60 }, { bulkMinPieces: -1 }, { upiName: '' }]) {
      expectError(await call(server, 'PATCH', '/admin/shop', { token: admin.token, body }), 400, undefined, 'validation_failed');
    }
    expect((await call<ShopPaymentSettings>(server, 'GET', '/api/shop')).body).toEqual(before);
  });

  it('is the admin’s alone to change', async () => {
    expectError(await call(server, 'PATCH', '/admin/shop', { body: { bulkPercent: 5 } }), 401, undefined, 'auth_required');
    expectError(await call(server, 'PATCH', '/admin/shop', { token: customer.token, body: { bulkPercent: 5 } }), 403, undefined, 'admin_only');
  });
});

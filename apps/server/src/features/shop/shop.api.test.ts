import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_PHONE } from '@laundry/shared/constants';
import type { OtpResponse } from '@laundry/shared/contracts/auth';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { SHOP_PROFILE_DEFAULTS } from '@laundry/shared/rules/shop-profile';
import { DomainEvents } from '../../realtime/domain-events';
import {
  call,
  createAdminSession,
  expectError,
  expectInvalid,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';
import { resetLockedMessage } from '../auth/password-reset.service';
import { ShopSettingsRepository } from './shop-settings.repository';
import { ShopSettingsService } from './shop-settings.service';

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

const read = async () => (await call<ShopPaymentSettings>(server, 'GET', '/api/shop')).body;
const patch = (body: Record<string, unknown>) => call<ShopPaymentSettings>(server, 'PATCH', '/admin/shop', { token: admin.token, body });
const SPEC_DAY = { start: '07:00', end: '22:00', minutes: 120 };

describe('the shop payment and tax settings (docs/decisions/0046)', () => {
  it('starts with the defaults: no UPI ID (cash on delivery until the shop enters its own), no GSTIN (an invoice never carries a made-up one), the profile and the spec’s pickup rules', async () => {
    const res = await call<ShopPaymentSettings>(server, 'GET', '/api/shop');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      upiId: '',
      upiName: '',
      gstin: '',
      stateCode: '37',
      bulkMinPieces: 0,
      bulkPercent: 0,
      expressFactor: 1.5,
      name: 'Sri Lakshmi Laundry',
      phone: SHOP_PHONE,
      whatsapp: SHOP_PHONE,
      email: 'care@srilakshmilaundry.in',
      address: 'D.No. 8-15-12, Main Road, Suryaraopeta\nKakinada, Andhra Pradesh 533001',
      mapLink: '',
      hours: '7 days a week, 8 AM to 9 PM',
      pickupWindows: Array.from({ length: 7 }, () => SPEC_DAY),
      windowCapacity: 6,
      cutoffMinutes: 60,
      shopLat: 16.9891,
      shopLng: 82.2475,
      areaRadiusKm: 12,
      instagramUrl: '',
      facebookUrl: '',
      youtubeUrl: '',
      offersPlans: true,
      offersBulk: true,
    });
  });

  it('lets the admin change them; everyone reads the change at once', async () => {
    const res = await patch({
      upiId: 'lakshmi.kkd@okaxis',
      upiName: 'Sri Lakshmi Laundry',
      gstin: '27aapfu0939f1zv',
      bulkMinPieces: 20,
      bulkPercent: 5,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      upiId: 'lakshmi.kkd@okaxis',
      gstin: '27AAPFU0939F1ZV',
      bulkMinPieces: 20,
      bulkPercent: 5,
      upiName: 'Sri Lakshmi Laundry',
    });
    expect((await read()).upiId).toBe('lakshmi.kkd@okaxis');
    // An empty GSTIN switches GST off again.
    const off = await patch({ gstin: '' });
    expect(off.body.gstin).toBe('');
  });

  it('refuses a GSTIN with a wrong check character, a UPI ID without a handle and a bulk % over 50, changing nothing', async () => {
    const before = await read();
    for (const body of [{ gstin: '27AAPFU0939F1ZW' }, { upiId: 'lakshmi' }, { bulkPercent: 60 }, { bulkMinPieces: -1 }, { upiName: '' }]) {
      expectError(await patch(body), 400, undefined, 'validation_failed');
    }
    expect(await read()).toEqual(before);
  });

  it('is the admin’s alone to change', async () => {
    expectError(await call(server, 'PATCH', '/admin/shop', { body: { bulkPercent: 5 } }), 401, undefined, 'auth_required');
    expectError(await call(server, 'PATCH', '/admin/shop', { token: customer.token, body: { bulkPercent: 5 } }), 403, undefined, 'admin_only');
  });
});

describe('the business profile (docs/decisions/0048)', () => {
  it('changes only the fields sent, trimmed; the rest stay as they were', async () => {
    const before = await read();
    const phone = await patch({ phone: '  +91 90000 11111 ' });
    expect(phone.status).toBe(200);
    expect(phone.body).toEqual({ ...before, phone: '+91 90000 11111' });

    const more = await patch({
      name: 'Lakshmi Fresh Laundry',
      whatsapp: '',
      email: 'hello@lakshmifresh.in',
      address: '12-4 Temple Street\nKakinada 533002',
      mapLink: 'https://maps.app.goo.gl/abc123',
      hours: 'Mon–Sat 8 AM to 8 PM',
    });
    expect(more.status).toBe(200);
    expect(await read()).toEqual({
      ...before,
      phone: '+91 90000 11111',
      name: 'Lakshmi Fresh Laundry',
      whatsapp: '',
      email: 'hello@lakshmifresh.in',
      address: '12-4 Temple Street\nKakinada 533002',
      mapLink: 'https://maps.app.goo.gl/abc123',
      hours: 'Mon–Sat 8 AM to 8 PM',
    });
    // The payment settings are not touched by a profile patch.
    expect((await read()).upiId).toBe(before.upiId);
  });

  it('refuses a bad phone, WhatsApp, e-mail, map link or empty name with 400 naming the field, changing nothing', async () => {
    const before = await read();
    expectInvalid(await patch({ phone: 'call us' }), 'phone', /phone number such as/);
    expectInvalid(await patch({ phone: '12345' }), 'phone', /phone number such as/);
    expectInvalid(await patch({ name: 'Fine Name', phone: '' }), 'phone', /phone/);
    expectInvalid(await patch({ whatsapp: '98480' }), 'whatsapp', /WhatsApp number/);
    expectInvalid(await patch({ email: 'care at shop' }), 'email', /e-mail/);
    expectInvalid(await patch({ mapLink: 'http://maps.example/x' }), 'mapLink', /https:\/\//);
    expectInvalid(await patch({ name: '   ' }), 'name', /name/);
    expectInvalid(await patch({ address: '' }), 'address', /address/);
    expect(await read()).toEqual(before);
  });
});

describe('the pickup rules (docs/decisions/0048)', () => {
  it('stores the weekdays whole (closed Sundays, a short Saturday) and reads them back, beside capacity and cut-off', async () => {
    const weekdays = [null, SPEC_DAY, SPEC_DAY, SPEC_DAY, SPEC_DAY, SPEC_DAY, { start: '09:00', end: '13:00', minutes: 60 }];
    const res = await patch({ pickupWindows: weekdays, windowCapacity: 4, cutoffMinutes: 90 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pickupWindows: weekdays, windowCapacity: 4, cutoffMinutes: 90 });
    // A patch of the capacity alone leaves the windows as they were.
    expect((await patch({ windowCapacity: 8 })).body).toMatchObject({ pickupWindows: weekdays, windowCapacity: 8, cutoffMinutes: 90 });
    expect(await read()).toMatchObject({ pickupWindows: weekdays, windowCapacity: 8, cutoffMinutes: 90 });
    // Stored as JSON text in its one column.
    const row = await server.database.db.selectFrom('shopSettings').select('pickupWindows').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(JSON.parse(row.pickupWindows)).toEqual(weekdays);
  });

  it('refuses a bad time, a window ending before it starts, a short week and out-of-range numbers, naming the field', async () => {
    const before = await read();
    const week = (day: number, value: unknown) => Array.from({ length: 7 }, (_, i) => (i === day ? value : SPEC_DAY));
    expectInvalid(await patch({ pickupWindows: week(1, { ...SPEC_DAY, start: '7:00' }) }), 'pickupWindows.1.start', /HH:MM/);
    expectInvalid(await patch({ pickupWindows: week(2, { ...SPEC_DAY, end: '24:30' }) }), 'pickupWindows.2.end', /HH:MM/);
    expectInvalid(await patch({ pickupWindows: week(3, { start: '18:00', end: '09:00', minutes: 120 }) }), 'pickupWindows.3', /end after they start/);
    expectInvalid(await patch({ pickupWindows: week(4, { ...SPEC_DAY, minutes: 15 }) }), 'pickupWindows.4.minutes', /at least 30 minutes/);
    expectInvalid(await patch({ pickupWindows: [SPEC_DAY, SPEC_DAY] }), 'pickupWindows', /all seven days/);
    expectInvalid(await patch({ windowCapacity: 0 }), 'windowCapacity', /At least 1/);
    expectInvalid(await patch({ windowCapacity: 2.5 }), 'windowCapacity', /.+/);
    expectInvalid(await patch({ cutoffMinutes: -5 }), 'cutoffMinutes', /.+/);
    expect(await read()).toEqual(before);
  });
});

describe('a shop whose settings row is older than the profile (migration 0009 added its columns empty)', () => {
  it('gets the profile’s first-start values once, keeping its payment settings', async () => {
    const db = server.database.db;
    await db
      .updateTable('shopSettings')
      .set({
        name: '',
        phone: '',
        whatsapp: '',
        email: '',
        address: '',
        mapLink: '',
        hours: '',
        shopLat: null,
        shopLng: null,
        upiId: 'old.shop@okaxis',
      })
      .where('id', '=', 1)
      .execute();
    // A process started after the migration (its own cache).
    const fresh = new ShopSettingsService(new ShopSettingsRepository(db), new DomainEvents());
    const settings = await fresh.get();
    expect(settings).toMatchObject({ ...SHOP_PROFILE_DEFAULTS, shopLat: 16.9891, shopLng: 82.2475, upiId: 'old.shop@okaxis' });
    // Once written, the shop's own values are never replaced by the defaults again.
    await fresh.update({ name: 'Kakinada Fresh' }, null);
    expect((await new ShopSettingsService(new ShopSettingsRepository(db), new DomainEvents()).get()).name).toBe('Kakinada Fresh');
  });
});

describe('the server’s own texts name the shop’s phone as set', () => {
  it('tells a customer whose reset is locked to call the phone in the settings', async () => {
    expect((await patch({ phone: '+91 91234 56789' })).status).toBe(200);
    const { user } = await signupCustomer(server);
    const REQUEST = '/auth/forgot-password/request-otp';
    let code = (await call<OtpResponse>(server, 'POST', REQUEST, { body: { phone: user.phone } })).body.otp!;
    const wrong = () => String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let i = 0; i < 10; i++) {
      if (i === 5) code = (await call<OtpResponse>(server, 'POST', REQUEST, { body: { phone: user.phone } })).body.otp!;
      await call(server, 'POST', '/auth/forgot-password/reset', { body: { phone: user.phone, otp: wrong(), newPassword: 'Guess#12345' } });
    }
    const message = resetLockedMessage('+91 91234 56789');
    expectError(await call(server, 'POST', REQUEST, { body: { phone: user.phone } }), 429, message, 'reset_locked');
    expectError(
      await call(server, 'POST', '/auth/forgot-password/reset', { body: { phone: user.phone, otp: code, newPassword: 'Guess#12345' } }),
      429,
      message,
      'reset_locked',
    );
  });
});

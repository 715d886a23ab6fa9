import { describe, expect, it } from 'vitest';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { SHOP_PROFILE_DEFAULTS } from '@laundry/shared/rules/shop-profile';
import { whatsappNumber } from '@laundry/shared/rules/phone';
import { BUSINESS, mapsSearchUrl, whatsappDigitsOf } from '../config/business-profile';
import { businessProfileOf, monogramOf } from './use-business-profile';

const live = (profile: Partial<ShopPaymentSettings> = {}): ShopPaymentSettings => ({
  upiId: 'srilakshmilaundry@upi',
  upiName: 'Sri Lakshmi Laundry',
  gstin: '',
  stateCode: '37',
  bulkMinPieces: 0,
  bulkPercent: 0,
  expressFactor: 1.5,
  ...SHOP_PROFILE_DEFAULTS,
  pickupWindows: Array.from({ length: 7 }, () => ({ start: '07:00', end: '22:00', minutes: 120 })),
  windowCapacity: 6,
  cutoffMinutes: 60,
  shopLat: null,
  shopLng: null,
  areaRadiusKm: 12,
  instagramUrl: '',
  facebookUrl: '',
  youtubeUrl: '',
  offersPlans: true,
  offersBulk: true,
  ...profile,
});

describe('the business profile pages show (docs/decisions/0049)', () => {
  it('is the first-start profile before any answer, with the catalogues’ address and hours', () => {
    expect(businessProfileOf(null)).toEqual({
      name: 'Sri Lakshmi Laundry',
      shortName: 'Sri Lakshmi',
      monogram: 'SL',
      phone: '+91 98480 12345',
      whatsappDigits: '919848012345',
      email: 'care@srilakshmilaundry.in',
      addressLines: null,
      hours: null,
      mapUrl: mapsSearchUrl(BUSINESS.mapsQuery),
    });
    // An answer still carrying the defaults shows the same.
    expect(businessProfileOf(live())).toEqual(businessProfileOf(null));
  });

  it('shows what the shop set: name, phone, WhatsApp, e-mail, address lines, hours and its map link', () => {
    const profile = businessProfileOf(
      live({
        name: 'Lakshmi Fresh Laundry',
        phone: '+91 90000 11111',
        whatsapp: '90000 22222',
        email: 'hello@lakshmifresh.in',
        address: '12-4 Temple Street\n\nKakinada 533002',
        hours: 'Mon–Sat 8 AM to 8 PM',
        mapLink: 'https://maps.app.goo.gl/abc123',
      }),
    );
    expect(profile).toEqual({
      name: 'Lakshmi Fresh Laundry',
      shortName: 'Lakshmi Fresh Laundry',
      monogram: 'LF',
      phone: '+91 90000 11111',
      whatsappDigits: '919000022222',
      email: 'hello@lakshmifresh.in',
      addressLines: ['12-4 Temple Street', 'Kakinada 533002'],
      hours: 'Mon–Sat 8 AM to 8 PM',
      mapUrl: 'https://maps.app.goo.gl/abc123',
    });
  });

  it('chats on the phone when WhatsApp is left empty, leaves an empty e-mail out, and searches the maps for a new address', () => {
    const profile = businessProfileOf(live({ phone: '9000011111', whatsapp: '', email: '', address: 'Shop 4, Beach Road\nKakinada 533001' }));
    expect(profile.whatsappDigits).toBe('919000011111');
    expect(profile.email).toBe('');
    expect(profile.mapUrl).toBe(mapsSearchUrl('Sri Lakshmi Laundry, Shop 4, Beach Road, Kakinada 533001'));
    // Hours cleared: the translated first-start wording, not an empty line.
    expect(businessProfileOf(live({ hours: '  ' })).hours).toBeNull();
  });

  it('makes the avatar’s initials from the first two words, in any script', () => {
    expect(monogramOf('Sri Lakshmi')).toBe('SL');
    expect(monogramOf('  kakinada   fresh wash ')).toBe('KF');
    expect(monogramOf('Dhobi')).toBe('D');
  });

  it('starts from the values the server writes on first start', () => {
    expect(BUSINESS.name).toBe(SHOP_PROFILE_DEFAULTS.name);
    expect(BUSINESS.phone).toBe(SHOP_PROFILE_DEFAULTS.phone);
    expect(BUSINESS.email).toBe(SHOP_PROFILE_DEFAULTS.email);
    expect(BUSINESS.addressLines.join('\n')).toBe(SHOP_PROFILE_DEFAULTS.address);
    expect(BUSINESS.whatsappDigits).toBe(whatsappDigitsOf(SHOP_PROFILE_DEFAULTS.whatsapp));
  });

  it('writes wa.me digits by the shared phone rule (repeated for the first screen)', () => {
    for (const phone of ['+91 98480 12345', '98480-12345', '9848012345', '+1 415 555 0100', ''])
      expect(whatsappDigitsOf(phone), phone).toBe(whatsappNumber(phone));
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_RULES, type PickupRules } from '@laundry/shared/rules/slots';
import { DomainError } from '../../domain-error';
import { areaStatusOf, windowOf } from './booking-rules';

const SHOP = { shopLat: 16.9891, shopLng: 82.2475, areaRadiusKm: 12 };
const LISTED = { restricted: true, entry: { express: false } };
const UNLISTED = { restricted: true, entry: undefined };
const NO_LIST = { restricted: false, entry: undefined };
const ask = (over: Partial<Parameters<typeof areaStatusOf>[0]> = {}) => ({
  pincode: '',
  lat: null,
  lng: null,
  delivery: 'regular' as const,
  ...over,
});

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not a DomainError';
  }
  return undefined;
}

describe('areaStatusOf', () => {
  it("refuses a customer's booking outside, and marks the admin's own order outside instead", () => {
    expect(codeOf(() => areaStatusOf(ask({ pincode: '533100' }), UNLISTED, SHOP, true))).toBe('outside-area');
    expect(areaStatusOf(ask({ pincode: '533100' }), UNLISTED, SHOP, false)).toBe('outside');
    expect(codeOf(() => areaStatusOf(ask({ pincode: '533005', delivery: 'express' }), LISTED, SHOP, true))).toBe('outside-area');
    expect(areaStatusOf(ask({ pincode: '533005' }), LISTED, SHOP, true)).toBe('inside');
  });

  it('decides by the pincode when there is one, even with a position far away', () => {
    expect(areaStatusOf(ask({ pincode: '533005', lat: 17.0005, lng: 81.804 }), LISTED, SHOP, true)).toBe('inside');
  });

  it('measures a position from the shop, and leaves it to the admin when the shop has no position', () => {
    expect(areaStatusOf(ask({ lat: 16.99, lng: 82.25 }), UNLISTED, SHOP, true)).toBe('inside');
    expect(codeOf(() => areaStatusOf(ask({ lat: 17.0005, lng: 81.804 }), UNLISTED, SHOP, true))).toBe('outside-area');
    expect(areaStatusOf(ask({ lat: 17.0005, lng: 81.804 }), UNLISTED, { ...SHOP, shopLat: null, shopLng: null }, true)).toBe('not-checked');
  });

  it('serves everyone when the shop keeps no list, and marks a booking with neither pincode nor position not-checked', () => {
    expect(areaStatusOf(ask({ pincode: '533100', delivery: 'express' }), NO_LIST, SHOP, true)).toBe('inside');
    expect(areaStatusOf(ask({ lat: 17.0005, lng: 81.804 }), NO_LIST, SHOP, true)).toBe('inside');
    expect(areaStatusOf(ask(), UNLISTED, SHOP, true)).toBe('not-checked');
    expect(areaStatusOf(ask(), NO_LIST, SHOP, true)).toBe('not-checked');
  });
});

describe('windowOf', () => {
  const FAR = new Date('2026-11-20T00:00:00Z');
  const TUESDAY = '2026-11-24';
  const noTuesdays: PickupRules = { ...DEFAULT_PICKUP_RULES, weekdays: DEFAULT_PICKUP_RULES.weekdays.map((d, i) => (i === 2 ? null : d)) };

  it('finds an open window, and answers free text as undefined', () => {
    expect(windowOf(TUESDAY, '9:00 AM - 11:00 AM', DEFAULT_PICKUP_RULES, new Set(), FAR, true)?.start).toBe('2026-11-24T03:30:00.000Z');
    expect(windowOf(TUESDAY, 'after lunch', DEFAULT_PICKUP_RULES, new Set(), FAR, true)).toBeUndefined();
  });

  it("refuses a customer's closed window, on a closed date or a weekday without pickups", () => {
    expect(codeOf(() => windowOf(TUESDAY, '9:00 AM – 11:00 AM', DEFAULT_PICKUP_RULES, new Set([TUESDAY]), FAR, true))).toBe('slot-closed');
    expect(codeOf(() => windowOf(TUESDAY, '9:00 AM – 11:00 AM', noTuesdays, new Set(), FAR, true))).toBe('slot-closed');
    expect(windowOf(TUESDAY, 'after lunch', noTuesdays, new Set(), FAR, true)).toBeUndefined();
  });

  it('keeps a closed window for the admin and the subscription booker', () => {
    expect(windowOf(TUESDAY, '9:00 AM – 11:00 AM', DEFAULT_PICKUP_RULES, new Set([TUESDAY]), FAR, false)?.open).toBe(false);
    expect(windowOf(TUESDAY, '9:00 AM – 11:00 AM', DEFAULT_PICKUP_RULES, new Set(), new Date('2026-11-24T12:00:00Z'), false)?.open).toBe(false);
  });
});

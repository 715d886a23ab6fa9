import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../i18n/catalogue';
import { applyLanguage } from '../../../i18n/language';
import hi from '../locales/hi.json';
import te from '../locales/te.json';
import { defaultPickupDate, emptyBooking, toCreateOrderBody, validateBooking, type BookingValues } from './booking-form';

// The Telugu and Hindi chunks, as the app builds them, holding this feature's catalogue.
vi.mock('../../../i18n/bundles/te', () => ({ catalogue: { orders: te } }));
vi.mock('../../../i18n/bundles/hi', () => ({ catalogue: { orders: hi } }));

const ist = (local: string) => new Date(`${local}+05:30`);
const now = ist('2026-01-15T10:00:00');

const valid: BookingValues = {
  service: 'Dry Clean',
  delivery: 'regular',
  expressConfirmed: false,
  pickupDate: '2026-01-15',
  pickupTime: '11:00 AM – 1:00 PM',
  pickupAddress: '12-3-45, Beach Road, Kakinada',
  pincode: '',
  phone: '+91 98765 43210',
  notes: '',
  lat: null,
  lng: null,
};

describe('validateBooking', () => {
  it('accepts a complete booking', () => {
    expect(validateBooking(valid, now)).toEqual({});
  });

  it('names every missing field', () => {
    const errors = validateBooking({ ...emptyBooking(now), pickupDate: '' }, now);
    expect(errors).toEqual({
      service: 'Please choose a service.',
      pickupDate: 'Please choose a pickup date.',
      pickupTime: 'Please choose a pickup time.',
      pickupAddress: 'Please enter the pickup address.',
      phone: 'Please enter your phone number.',
    });
  });

  it('asks Express customers to confirm the extra charge', () => {
    expect(validateBooking({ ...valid, delivery: 'express' }, now).delivery).toBe('Please confirm the Express charge and terms, or choose Regular.');
    expect(validateBooking({ ...valid, delivery: 'express', expressConfirmed: true }, now)).toEqual({});
  });

  it('keeps the date between today and 30 days ahead, in shop time', () => {
    expect(validateBooking({ ...valid, pickupDate: '2026-01-14' }, now).pickupDate).toBe('The pickup date cannot be in the past.');
    expect(validateBooking({ ...valid, pickupDate: '2026-02-14' }, now)).toEqual({});
    expect(validateBooking({ ...valid, pickupDate: '2026-02-15' }, now).pickupDate).toBe('Pickups can be booked up to 30 days ahead.');
    expect(validateBooking({ ...valid, pickupDate: '2026-02-30' }, now).pickupDate).toBe('Please enter a valid date.');
  });

  it('refuses a window that has passed today, but not on a later day', () => {
    const early = { ...valid, pickupTime: '7:00 AM – 9:00 AM' };
    expect(validateBooking(early, now).pickupTime).toBe('That time window has passed. Please choose a later time or another day.');
    expect(validateBooking({ ...early, pickupDate: '2026-01-16' }, now)).toEqual({});
  });

  it("judges the window by the shop's answer when there is one: offered and not full", () => {
    const windows = [
      { label: '11:00 AM – 1:00 PM', start: '2026-01-15T05:30:00.000Z', end: '2026-01-15T07:30:00.000Z', left: 0, full: true },
      { label: '1:00 PM – 3:00 PM', start: '2026-01-15T07:30:00.000Z', end: '2026-01-15T09:30:00.000Z', left: 2, full: false },
    ];
    expect(validateBooking(valid, now, '', windows).pickupTime).toBe('That time window is full. Please choose another time or another day.');
    expect(validateBooking({ ...valid, pickupTime: '1:00 PM – 3:00 PM' }, now, '', windows)).toEqual({});
    expect(validateBooking({ ...valid, pickupTime: '3:00 PM – 5:00 PM' }, now, '', windows).pickupTime).toBe(
      'That time window has passed. Please choose a later time or another day.',
    );
    // The shop has no window that day at all (a closed date).
    expect(validateBooking(valid, now, '', []).pickupTime).toBe('That time window has passed. Please choose a later time or another day.');
  });

  it('takes an empty pincode or six digits', () => {
    expect(validateBooking({ ...valid, pincode: '533001' }, now)).toEqual({});
    expect(validateBooking({ ...valid, pincode: '5330' }, now).pincode).toBe('Please enter a 6-digit pincode, such as 533001.');
  });

  it('wants a real address and a 10-digit mobile number', () => {
    expect(validateBooking({ ...valid, pickupAddress: '  Kakinada ' }, now).pickupAddress).toBe(
      'Please enter the full address: house number, street and area.',
    );
    expect(validateBooking({ ...valid, phone: '98765' }, now).phone).toBe('Please enter a valid 10-digit mobile number.');
    expect(validateBooking({ ...valid, phone: '098765 43210' }, now)).toEqual({});
  });

  it('caps the notes', () => {
    expect(validateBooking({ ...valid, notes: 'x'.repeat(1001) }, now).notes).toBe('Notes can be at most 1000 characters.');
  });
});

describe('validateBooking in Telugu and Hindi', () => {
  afterEach(() => applyLanguage('en'));

  it("names each problem in the language shown, the schema's and the form's own", async () => {
    await loadLanguage('te');
    applyLanguage('te');
    expect(validateBooking({ ...emptyBooking(now), pickupDate: '' }, now)).toEqual({
      service: te['validation.service'],
      pickupDate: te['validation.pickupDateRequired'],
      pickupTime: te['validation.pickupTimeRequired'],
      pickupAddress: te['validation.addressRequired'],
      phone: te['validation.phoneRequired'],
    });
    await loadLanguage('hi');
    applyLanguage('hi');
    expect(validateBooking({ ...valid, pickupDate: '2026-02-15' }, now).pickupDate).toBe(hi['validation.pickupDateTooFar'].replace('{days}', '30'));
    expect(validateBooking({ ...valid, notes: 'x'.repeat(1001) }, now).notes).toBe(hi['validation.notesTooLong'].replace('{max}', '1000'));
  });
});

describe('defaultPickupDate', () => {
  it('is today while a window is left, else tomorrow', () => {
    expect(defaultPickupDate(now)).toBe('2026-01-15');
    expect(defaultPickupDate(ist('2026-01-15T21:30:00'))).toBe('2026-01-16');
  });
});

describe('toCreateOrderBody', () => {
  it('sends trimmed text, the 10-digit phone and the location only when captured', () => {
    expect(toCreateOrderBody({ ...valid, notes: '  ring twice ' })).toEqual({
      service: 'Dry Clean',
      delivery: 'regular',
      pickupDate: '2026-01-15',
      pickupTime: '11:00 AM – 1:00 PM',
      pickupAddress: '12-3-45, Beach Road, Kakinada',
      phone: '9876543210',
      notes: 'ring twice',
    });
    expect(toCreateOrderBody({ ...valid, lat: 16.98, lng: 82.25 })).toMatchObject({ lat: 16.98, lng: 82.25 });
    // The pincode only when there is one: without it the server reads the address, as for the earlier client.
    expect(toCreateOrderBody({ ...valid, pincode: ' 533001 ' })).toMatchObject({ pincode: '533001' });
    expect(toCreateOrderBody(valid)).not.toHaveProperty('pincode');
  });
});

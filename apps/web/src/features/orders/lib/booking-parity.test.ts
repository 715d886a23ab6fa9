import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, createOrderBody } from '@laundry/shared/contracts/orders';
import { fieldErrors } from '@laundry/shared/contracts/form-errors';
import { describeZodError } from '@laundry/shared/contracts/zod-error';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { BOOKING_FIELDS, BOOKING_FORM_MESSAGES, bookingBody, validateBooking, type BookingValues } from './booking-form';

/**
 * The booking form and the server judge a booking by one schema: for every input, the form
 * shows exactly the errors createOrderBody (what the server parses POST /orders with) finds,
 * word for word, and the server's answer names the form's first error and its field. The
 * server's schema reads the real clock, so the dates are relative to today.
 */
const now = new Date();
const today = istDate(now);
const tomorrow = addDays(today, 1);

const valid: BookingValues = {
  service: 'Dry Clean',
  delivery: 'regular',
  expressConfirmed: false,
  pickupDate: tomorrow,
  pickupTime: '11:00 AM – 1:00 PM',
  pickupAddress: '12-3-45, Beach Road, Kakinada',
  pincode: '',
  phone: '+91 98765 43210',
  notes: '',
  lat: null,
  lng: null,
};

/** What the server answers for the request the form would send: {error, field}, or null when it takes it. */
function serverAnswer(values: BookingValues): { error: string; field: string } | null {
  const result = createOrderBody.safeParse(bookingBody(values));
  if (result.success) return null;
  return { error: describeZodError(result.error), field: String(result.error.issues[0]!.path[0]) };
}

const rows: [string, Partial<BookingValues>, Partial<Record<keyof BookingValues, string>>][] = [
  ['no service chosen', { service: '' }, { service: BOOKING_MESSAGES.service }],
  ['no pickup date', { pickupDate: '' }, { pickupDate: BOOKING_MESSAGES.pickupDateRequired }],
  ['an impossible date', { pickupDate: `${Number(today.slice(0, 4)) + 1}-02-30` }, { pickupDate: BOOKING_MESSAGES.pickupDateInvalid }],
  ['a date in the past', { pickupDate: addDays(today, -1) }, { pickupDate: BOOKING_MESSAGES.pickupDatePast }],
  ['a date too far ahead', { pickupDate: addDays(today, 31) }, { pickupDate: BOOKING_MESSAGES.pickupDateTooFar }],
  ['no address', { pickupAddress: '   ' }, { pickupAddress: BOOKING_MESSAGES.addressRequired }],
  ['a short address', { pickupAddress: '  Kakinada ' }, { pickupAddress: BOOKING_MESSAGES.addressTooShort }],
  ['a long address', { pickupAddress: 'x'.repeat(501) }, { pickupAddress: BOOKING_MESSAGES.addressTooLong }],
  ['no phone', { phone: '' }, { phone: BOOKING_MESSAGES.phoneRequired }],
  ['a bad phone', { phone: '98765' }, { phone: BOOKING_MESSAGES.phoneInvalid }],
  ['long notes', { notes: 'x'.repeat(1001) }, { notes: BOOKING_MESSAGES.notesTooLong }],
  ['a pincode that is not 6 digits', { pincode: '53300' }, { pincode: BOOKING_MESSAGES.pincodeInvalid }],
  ['a pincode starting 0', { pincode: '033001' }, { pincode: BOOKING_MESSAGES.pincodeInvalid }],
  [
    'several problems',
    { service: '', phone: '12', notes: 'x'.repeat(1001) },
    { service: BOOKING_MESSAGES.service, phone: BOOKING_MESSAGES.phoneInvalid, notes: BOOKING_MESSAGES.notesTooLong },
  ],
];

describe('booking form and server schema', () => {
  it('both take a complete booking', () => {
    expect(validateBooking(valid, now)).toEqual({});
    expect(serverAnswer(valid)).toBeNull();
    // The last day of the range is still in it, for both.
    expect(validateBooking({ ...valid, pickupDate: addDays(today, 30) }, now)).toEqual({});
    expect(serverAnswer({ ...valid, pickupDate: addDays(today, 30) })).toBeNull();
  });

  it.each(rows)('refuse %s with the same words', (_, patch, expected) => {
    const values = { ...valid, ...patch };
    const form = validateBooking(values, now);
    expect(form).toEqual(expected);
    expect(fieldErrors(createOrderBody, bookingBody(values))).toEqual(expected);
    const first = BOOKING_FIELDS.find((f) => form[f])!;
    expect(serverAnswer(values)).toEqual({ error: form[first], field: first });
  });

  it('keep to the form the rules about the screen itself: the Express confirmation and the time window', () => {
    const express = { ...valid, delivery: 'express' as const };
    expect(validateBooking(express, now)).toEqual({ delivery: BOOKING_FORM_MESSAGES.expressUnconfirmed });
    expect(serverAnswer(express)).toBeNull();
    const noTime = { ...valid, pickupTime: '' };
    expect(validateBooking(noTime, now)).toEqual({ pickupTime: BOOKING_FORM_MESSAGES.pickupTimeRequired });
    expect(serverAnswer(noTime)).toBeNull();
  });
});

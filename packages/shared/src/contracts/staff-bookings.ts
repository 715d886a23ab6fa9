import { z } from 'zod';
import { STAFF_BOOKING_SOURCES } from '../constants';
import { optionalText } from './common';
import { createOrderBodyAt, pickupAddressField } from './orders';

export const STAFF_BOOKING_MESSAGES = {
  addressEither: 'Choose a saved address or type one, not both.',
  addressRequired: 'Choose a saved address or type the pickup address.',
  pincodeRequired: 'Please enter the 6-digit pincode of the address.',
  source: `source must be one of: ${STAFF_BOOKING_SOURCES.join(', ')}`,
  nameTooLong: 'The name can be at most 100 characters.',
} as const;

/**
 * What a booking for a customer shares with the customer's own: the same fields and limits,
 * except that the customer is named by `phone` (and `name` for a new one), and the address is a
 * saved one (`addressId`) or typed with its pincode (docs/decisions/0072).
 */
function bookingFields(now: () => Date) {
  return createOrderBodyAt(now)
    .omit({ pickupAddress: true })
    .extend({
      name: optionalText('name', 100, STAFF_BOOKING_MESSAGES.nameTooLong),
      addressId: z.string({ error: 'addressId must be text' }).trim().min(1, { error: 'addressId must not be empty' }).max(64).optional(),
      pickupAddress: pickupAddressField.optional(),
    });
}

type AddressChoice = { addressId?: string | undefined; pickupAddress?: string | undefined; pincode: string };

function oneAddress(body: AddressChoice, ctx: z.RefinementCtx): void {
  if (body.addressId !== undefined && body.pickupAddress !== undefined) {
    ctx.addIssue({ code: 'custom', message: STAFF_BOOKING_MESSAGES.addressEither, path: ['addressId'] });
  } else if (body.addressId === undefined && body.pickupAddress === undefined) {
    ctx.addIssue({ code: 'custom', message: STAFF_BOOKING_MESSAGES.addressRequired, path: ['pickupAddress'] });
  } else if (body.pickupAddress !== undefined && body.pincode === '') {
    ctx.addIssue({ code: 'custom', message: STAFF_BOOKING_MESSAGES.pincodeRequired, path: ['pincode'] });
  }
}

/** `POST /admin/bookings`: the shop books a pickup for a customer, saying where the request came from. */
export function staffBookingBodyAt(now: () => Date = () => new Date()) {
  return bookingFields(now)
    .extend({ source: z.enum(STAFF_BOOKING_SOURCES, { error: STAFF_BOOKING_MESSAGES.source }) })
    .superRefine(oneAddress);
}
export const staffBookingBody = staffBookingBodyAt();
export type StaffBookingBody = z.input<typeof staffBookingBody>;
export type StaffBookingInput = z.output<typeof staffBookingBody>;

/** `POST /rider/bookings`: a pickup asked of the rider at a customer's door (source `doorstep`). */
export function doorstepBookingBodyAt(now: () => Date = () => new Date()) {
  return bookingFields(now).superRefine(oneAddress);
}
export const doorstepBookingBody = doorstepBookingBodyAt();
export type DoorstepBookingBody = z.input<typeof doorstepBookingBody>;
export type DoorstepBookingInput = z.output<typeof doorstepBookingBody>;

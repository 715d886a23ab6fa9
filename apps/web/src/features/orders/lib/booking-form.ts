import { BOOKING_DAYS_AHEAD, SERVICES, type DeliveryType } from '@laundry/shared/constants';
import type { CreateOrderBody } from '@laundry/shared/contracts/orders';
import { addDays, isIsoDate, istDate } from '@laundry/shared/rules/ist';
import { normalizePhone } from '@laundry/shared/rules/phone';
import { availablePickupWindows } from './pickup-windows';

export interface BookingValues {
  service: string;
  delivery: DeliveryType;
  /** Express costs more and reaches only some areas: the customer must say they understand. */
  expressConfirmed: boolean;
  pickupDate: string;
  pickupTime: string;
  pickupAddress: string;
  phone: string;
  notes: string;
  lat: number | null;
  lng: number | null;
}

export type BookingField = 'service' | 'delivery' | 'pickupDate' | 'pickupTime' | 'pickupAddress' | 'phone' | 'notes';
export type BookingErrors = Partial<Record<BookingField, string>>;

/** The order the fields appear in, so the first error gets the focus. */
export const BOOKING_FIELDS: BookingField[] = ['service', 'delivery', 'pickupDate', 'pickupTime', 'pickupAddress', 'phone', 'notes'];

export const MIN_ADDRESS_LENGTH = 10;
export const MAX_ADDRESS_LENGTH = 500;
export const MAX_NOTES_LENGTH = 1000;

export function bookingDateRange(now: Date): { min: string; max: string } {
  const min = istDate(now);
  return { min, max: addDays(min, BOOKING_DAYS_AHEAD) };
}

/** Today while a window is left, else tomorrow. */
export function defaultPickupDate(now: Date): string {
  const today = istDate(now);
  return availablePickupWindows(today, now).length > 0 ? today : addDays(today, 1);
}

export function emptyBooking(now: Date, phone = ''): BookingValues {
  return {
    service: '',
    delivery: 'regular',
    expressConfirmed: false,
    pickupDate: defaultPickupDate(now),
    pickupTime: '',
    pickupAddress: '',
    phone,
    notes: '',
    lat: null,
    lng: null,
  };
}

export function validateBooking(values: BookingValues, now: Date): BookingErrors {
  const errors: BookingErrors = {};
  if (!(SERVICES as readonly string[]).includes(values.service)) errors.service = 'Please choose a service.';
  if (values.delivery === 'express' && !values.expressConfirmed) {
    errors.delivery = 'Please confirm the Express charge and terms, or choose Regular.';
  }

  const { min, max } = bookingDateRange(now);
  const date = values.pickupDate.trim();
  if (!date) errors.pickupDate = 'Please choose a pickup date.';
  else if (!isIsoDate(date)) errors.pickupDate = 'Please enter a valid date.';
  else if (date < min) errors.pickupDate = 'The pickup date cannot be in the past.';
  else if (date > max) errors.pickupDate = `Pickups can be booked up to ${BOOKING_DAYS_AHEAD} days ahead.`;

  if (!values.pickupTime) errors.pickupTime = 'Please choose a pickup time.';
  else if (!errors.pickupDate && !availablePickupWindows(date, now).some((w) => w.label === values.pickupTime)) {
    errors.pickupTime = 'That time window has passed. Please choose a later time or another day.';
  }

  const address = values.pickupAddress.trim();
  if (!address) errors.pickupAddress = 'Please enter the pickup address.';
  else if (address.length < MIN_ADDRESS_LENGTH) errors.pickupAddress = 'Please enter the full address: house number, street and area.';
  else if (address.length > MAX_ADDRESS_LENGTH) errors.pickupAddress = `The address can be at most ${MAX_ADDRESS_LENGTH} characters.`;

  if (!values.phone.trim()) errors.phone = 'Please enter your phone number.';
  else if (!normalizePhone(values.phone)) errors.phone = 'Please enter a valid 10-digit mobile number.';

  if (values.notes.trim().length > MAX_NOTES_LENGTH) errors.notes = `Notes can be at most ${MAX_NOTES_LENGTH} characters.`;
  return errors;
}

export function toCreateOrderBody(values: BookingValues): CreateOrderBody {
  const body: CreateOrderBody = {
    service: values.service as CreateOrderBody['service'],
    delivery: values.delivery,
    pickupDate: values.pickupDate.trim(),
    pickupTime: values.pickupTime,
    pickupAddress: values.pickupAddress.trim(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    notes: values.notes.trim(),
  };
  if (values.lat !== null && values.lng !== null) {
    body.lat = values.lat;
    body.lng = values.lng;
  }
  return body;
}

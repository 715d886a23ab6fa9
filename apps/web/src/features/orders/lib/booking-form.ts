import { BOOKING_DAYS_AHEAD, SERVICES, type DeliveryType, type Service } from '@laundry/shared/constants';
import { BOOKING_MESSAGES, createOrderBodyAt, MAX_ADDRESS_LENGTH, MAX_NOTES_LENGTH, type CreateOrderBody } from '@laundry/shared/contracts/orders';
import { fieldErrors } from '@laundry/shared/contracts/form-errors';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { normalizePhone } from '@laundry/shared/rules/phone';
import { translate } from '../../../i18n/translate';
import en from '../locales/en.json';
import { bookableWindows, hasRoom, type BookableWindow } from './pickup-slots';

export interface BookingValues {
  /** '' until the customer picks one. */
  service: Service | '';
  delivery: DeliveryType;
  /** Express costs more and reaches only some areas: the customer must say they understand. */
  expressConfirmed: boolean;
  pickupDate: string;
  pickupTime: string;
  pickupAddress: string;
  /** '' or six digits: prefilled from a number typed in the address until the customer edits it. */
  pincode: string;
  phone: string;
  notes: string;
  lat: number | null;
  lng: number | null;
}

export type BookingField = 'service' | 'delivery' | 'pickupDate' | 'pickupTime' | 'pickupAddress' | 'pincode' | 'phone' | 'notes';
export type BookingErrors = Partial<Record<BookingField, string>>;

/** The order the fields appear in, so the first error gets the focus. */
export const BOOKING_FIELDS: BookingField[] = ['service', 'delivery', 'pickupDate', 'pickupTime', 'pickupAddress', 'pincode', 'phone', 'notes'];

/** The form's own rules, which the API has no say in: they are about this screen, not the order. */
export const BOOKING_FORM_MESSAGES = {
  expressUnconfirmed: 'Please confirm the Express charge and terms, or choose Regular.',
  pickupTimeRequired: 'Please choose a pickup time.',
  pickupTimePassed: 'That time window has passed. Please choose a later time or another day.',
  pickupTimeFull: 'That time window is full. Please choose another time or another day.',
} as const;

/** Every message the form shows, by name (the API's booking words and the form's own), with its catalogue key. */
type MessageName = keyof typeof BOOKING_MESSAGES | keyof typeof BOOKING_FORM_MESSAGES;
const MESSAGES: Record<MessageName, string> = { ...BOOKING_MESSAGES, ...BOOKING_FORM_MESSAGES };
const MESSAGE_KEYS: Record<MessageName, keyof typeof en> = {
  service: 'validation.service',
  pickupDateRequired: 'validation.pickupDateRequired',
  pickupDateInvalid: 'validation.pickupDateInvalid',
  pickupDatePast: 'validation.pickupDatePast',
  pickupDateTooFar: 'validation.pickupDateTooFar',
  addressRequired: 'validation.addressRequired',
  addressTooShort: 'validation.addressTooShort',
  addressTooLong: 'validation.addressTooLong',
  pincodeInvalid: 'validation.pincodeInvalid',
  phoneRequired: 'validation.phoneRequired',
  phoneInvalid: 'validation.phoneInvalid',
  notesTooLong: 'validation.notesTooLong',
  expressUnconfirmed: 'validation.expressUnconfirmed',
  pickupTimeRequired: 'validation.pickupTimeRequired',
  pickupTimePassed: 'validation.pickupTimePassed',
  pickupTimeFull: 'validation.pickupTimeFull',
};
const LIMITS = { days: BOOKING_DAYS_AHEAD };

/**
 * A message in the language shown, found by its English words (the schema's): the `orders`
 * catalogue's validation.<name>, in English the same words exactly. Words it does not know stay as they are.
 */
function localised(message: string): string {
  const name = (Object.keys(MESSAGES) as MessageName[]).find((key) => MESSAGES[key] === message);
  if (!name) return message;
  const max = name === 'addressTooLong' ? MAX_ADDRESS_LENGTH : MAX_NOTES_LENGTH;
  return translate('orders', en, MESSAGE_KEYS[name], { ...LIMITS, max });
}

/**
 * The first shop date with a pickup window open by the spec's default hours: today while one is
 * left, else the next day that has one (in practice tomorrow). The form starts here and moves to
 * the first date the shop's own answers give room on (see pickup-slots.ts).
 */
export function defaultPickupDate(now: Date): string {
  const today = istDate(now);
  for (let day = 0; day <= BOOKING_DAYS_AHEAD; day++) {
    const date = addDays(today, day);
    if (hasRoom(bookableWindows(date, now, undefined))) return date;
  }
  return addDays(today, 1);
}

export function emptyBooking(now: Date, phone = ''): BookingValues {
  return {
    service: '',
    delivery: 'regular',
    expressConfirmed: false,
    pickupDate: defaultPickupDate(now),
    pickupTime: '',
    pickupAddress: '',
    pincode: '',
    phone,
    notes: '',
    lat: null,
    lng: null,
  };
}

/** A CreateOrderBody whose service may still be unchosen. */
type BookingBody = Omit<CreateOrderBody, 'service'> & { service: BookingValues['service'] };

/**
 * The request the form sends, before a service is known to be chosen: validateBooking checks
 * it with the API's own schema, so the form judges exactly what the server will receive.
 */
export function bookingBody(values: BookingValues, countNote = ''): BookingBody {
  const body: BookingBody = {
    service: values.service,
    delivery: values.delivery,
    pickupDate: values.pickupDate.trim(),
    pickupTime: values.pickupTime,
    pickupAddress: values.pickupAddress.trim(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    // Left out when empty: the server reads a number in the address then, as for the earlier client.
    ...(values.pincode.trim() ? { pincode: values.pincode.trim() } : {}),
    // The customer's item count travels in the notes, where the shop reads it (docs/decisions/0036).
    notes: [values.notes.trim(), countNote].filter(Boolean).join('\n'),
  };
  if (values.lat !== null && values.lng !== null) {
    body.lat = values.lat;
    body.lng = values.lng;
  }
  return body;
}

/**
 * The booking checked by the API's own schema (createOrderBodyAt, the same rules and words the
 * server answers with), read against `now`, plus the form's own rules: the Express
 * confirmation and a pickup window that is chosen, still open and not full. `windows`: the
 * date's windows as the form offers them (pickup-slots.ts); left out, the default hours. The
 * messages come in the language shown (in English, the schema's words exactly).
 */
export function validateBooking(values: BookingValues, now: Date, countNote = '', windows?: readonly BookableWindow[]): BookingErrors {
  const schemaErrors = fieldErrors<string>(
    createOrderBodyAt(() => now),
    bookingBody(values, countNote),
  );
  const found: BookingErrors = {};
  for (const field of BOOKING_FIELDS) if (schemaErrors[field]) found[field] = schemaErrors[field];
  if (values.delivery === 'express' && !values.expressConfirmed) found.delivery ??= BOOKING_FORM_MESSAGES.expressUnconfirmed;
  if (!values.pickupTime) found.pickupTime ??= BOOKING_FORM_MESSAGES.pickupTimeRequired;
  else if (!found.pickupDate) {
    const chosen = (windows ?? bookableWindows(values.pickupDate.trim(), now, undefined)).find((w) => w.label === values.pickupTime);
    if (!chosen) found.pickupTime ??= BOOKING_FORM_MESSAGES.pickupTimePassed;
    else if (chosen.full) found.pickupTime ??= BOOKING_FORM_MESSAGES.pickupTimeFull;
  }
  for (const field of BOOKING_FIELDS) if (found[field]) found[field] = localised(found[field]);
  return found;
}

function isService(value: string): value is Service {
  return SERVICES.some((s) => s === value);
}

/** What the API receives for a booking that validateBooking passed. */
export function toCreateOrderBody(values: BookingValues, countNote = ''): CreateOrderBody {
  const { service, ...rest } = bookingBody(values, countNote);
  if (!isService(service)) throw new Error('A booking is sent only once a service is chosen (see validateBooking).');
  return { service, ...rest };
}

import type { DeliveryType, Service, StaffBookingSource } from '@laundry/shared/constants';
import { MIN_ADDRESS_LENGTH } from '@laundry/shared/contracts/orders';
import type { DoorstepBookingBody, StaffBookingBody } from '@laundry/shared/contracts/staff-bookings';
import { normalizePhone } from '@laundry/shared/rules/phone';

/** What staff fill in for a booking; the customer is a chosen one (`customerId`) or typed (phone, name). */
export interface StaffBookingValues {
  phone: string;
  name: string;
  /** A saved address of the chosen customer, or '' for one typed here. */
  addressId: string;
  pickupAddress: string;
  pincode: string;
  service: Service | '';
  delivery: DeliveryType;
  pickupDate: string;
  /** '' for a walk-in: handed over at the counter, no window taken. */
  pickupTime: string;
  notes: string;
  source: StaffBookingSource;
}

export type StaffBookingField = 'phone' | 'name' | 'pickupAddress' | 'pincode' | 'service' | 'pickupTime';
/** Each refused field with the catalogue key of its message. */
export type StaffBookingProblems = Partial<Record<StaffBookingField, StaffBookingProblem>>;
export type StaffBookingProblem = 'phone' | 'name' | 'nameLong' | 'address' | 'pincode' | 'service' | 'window';

export const STAFF_BOOKING_FIELDS: StaffBookingField[] = ['phone', 'name', 'pickupAddress', 'pincode', 'service', 'pickupTime'];
const MAX_NAME = 100;

/**
 * The form's own check before sending: what the server would refuse as a 400, worded for the
 * screen. `known`: the phone is a customer the shop found (their name is on the account).
 */
export function staffBookingProblems(values: StaffBookingValues, known: boolean): StaffBookingProblems {
  const found: StaffBookingProblems = {};
  if (!normalizePhone(values.phone)) found.phone = 'phone';
  if (!known && !values.name.trim()) found.name = 'name';
  else if (values.name.trim().length > MAX_NAME) found.name = 'nameLong';
  if (!values.addressId) {
    if (values.pickupAddress.trim().length < MIN_ADDRESS_LENGTH) found.pickupAddress = 'address';
    if (!/^[1-8]\d{5}$/.test(values.pincode.trim())) found.pincode = 'pincode';
  }
  if (!values.service) found.service = 'service';
  if (values.source !== 'walk-in' && !values.pickupTime) found.pickupTime = 'window';
  return found;
}

/** The rider's request: the same fields but the source. */
export function doorstepBody(values: StaffBookingValues): DoorstepBookingBody {
  const address = values.addressId ? { addressId: values.addressId } : { pickupAddress: values.pickupAddress.trim(), pincode: values.pincode.trim() };
  return {
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    ...(values.name.trim() ? { name: values.name.trim() } : {}),
    ...address,
    service: values.service as Service,
    delivery: values.delivery,
    pickupDate: values.pickupDate,
    pickupTime: values.pickupTime,
    notes: values.notes.trim(),
  };
}

export function staffBody(values: StaffBookingValues): StaffBookingBody {
  return { ...doorstepBody(values), source: values.source };
}

import { addressBody } from '@laundry/shared/contracts/addresses';
import { fieldIssues, type FieldRule } from '../../../lib/form-issues';
import type en from '../locales/en.json';

export interface AddressInput {
  label: string;
  address: string;
  pincode: string;
  lat: number | null;
  lng: number | null;
}

type Key = keyof typeof en;
export type AddressField = 'label' | 'address' | 'pincode';
export type AddressProblems = Partial<Record<AddressField, Key>>;

const RULES: Record<AddressField, FieldRule<Key>> = {
  label: { too_big: 'address.error.labelLong', other: 'address.error.label' },
  address: { too_big: 'address.error.addressLong', other: 'address.error.addressShort' },
  pincode: 'address.error.pincode',
};

export const EMPTY_ADDRESS: AddressInput = { label: '', address: '', pincode: '', lat: null, lng: null };

/** An address as the server's contract (addressBody) judges it, each problem named by its catalogue key. */
export function checkAddress(input: AddressInput): AddressProblems {
  const found = fieldIssues(addressBody, input, RULES);
  // The schema's two lower bounds share a code; an empty box is asked for, not called short.
  if (found.address && input.address.trim() === '') found.address = 'address.error.addressRequired';
  return found;
}

/** What is sent: the text trimmed, the coordinates only when both are known. */
export function addressBodyOf(input: AddressInput): AddressInput {
  const located = input.lat !== null && input.lng !== null;
  return {
    label: input.label.trim(),
    address: input.address.trim(),
    pincode: input.pincode.trim(),
    lat: located ? input.lat : null,
    lng: located ? input.lng : null,
  };
}

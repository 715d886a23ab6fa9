import type { SavedAddress } from '@laundry/shared/contracts/addresses';
import { pincodeOf } from '@laundry/shared/rules/pincode';
import { checkAddress, type AddressProblems } from './address-fields';

/** The booking's "Save this address" box: ticked or not, and the name it is saved under. */
export interface SaveAddressChoice {
  on: boolean;
  label: string;
}

export const NO_SAVE: SaveAddressChoice = { on: false, label: '' };

/** The place a booking names: its address, pincode (typed or read from the address) and coordinates. */
export interface BookingPlace {
  pickupAddress: string;
  pincode: string;
  lat: number | null;
  lng: number | null;
}

/** The saved address a booking's place is, if any (same words and pincode, spaces aside). */
export function savedMatch(addresses: readonly SavedAddress[], place: BookingPlace): SavedAddress | undefined {
  const text = place.pickupAddress.trim().replace(/\s+/g, ' ');
  const pincode = pincodeOf(place.pincode, place.pickupAddress);
  return addresses.find((a) => a.address.trim().replace(/\s+/g, ' ') === text && a.pincode === pincode);
}

/** What a tap on a saved address fills in. */
export function placeOf(address: SavedAddress): BookingPlace {
  return { pickupAddress: address.address, pincode: address.pincode, lat: address.lat, lng: address.lng };
}

/** The address to save with the booking, as the server's contract wants it. */
export function addressToSave(choice: SaveAddressChoice, place: BookingPlace) {
  const located = place.lat !== null && place.lng !== null;
  return {
    label: choice.label.trim(),
    address: place.pickupAddress.trim(),
    pincode: pincodeOf(place.pincode, place.pickupAddress),
    lat: located ? place.lat : null,
    lng: located ? place.lng : null,
  };
}

/**
 * What stops a ticked box from saving: a missing or long name, or no pincode (a saved address needs
 * one). The address's own problems are the booking form's to name, so they are not repeated here.
 */
export function saveProblems(choice: SaveAddressChoice, place: BookingPlace): Pick<AddressProblems, 'label' | 'pincode'> {
  if (!choice.on) return {};
  const { label, pincode } = checkAddress(addressToSave(choice, place));
  return { ...(label ? { label } : {}), ...(pincode ? { pincode } : {}) };
}

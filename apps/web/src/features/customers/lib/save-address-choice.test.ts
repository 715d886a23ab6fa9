import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '@laundry/shared/contracts/addresses';
import { addressToSave, NO_SAVE, placeOf, savedMatch, saveProblems } from './save-address-choice';

const home: SavedAddress = {
  _id: 'a1',
  label: 'Home',
  address: '12-3 Main Road, Kakinada',
  pincode: '533001',
  lat: 16.95,
  lng: 82.24,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('saved addresses in the booking', () => {
  it('a tap fills the address, pincode and place', () => {
    expect(placeOf(home)).toEqual({ pickupAddress: home.address, pincode: '533001', lat: 16.95, lng: 82.24 });
  });

  it('knows a typed address that is already saved, spaces aside, the pincode read from the text', () => {
    expect(savedMatch([home], { pickupAddress: ' 12-3  Main Road, Kakinada ', pincode: '533001', lat: null, lng: null })).toBe(home);
    expect(savedMatch([home], { pickupAddress: '12-3 Main Road, Kakinada 533001', pincode: '', lat: null, lng: null })).toBeUndefined();
    expect(savedMatch([home], { pickupAddress: '12-3 Main Road, Kakinada', pincode: '533002', lat: null, lng: null })).toBeUndefined();
  });

  it('asks for a name and a pincode only when the box is ticked', () => {
    const place = { pickupAddress: 'Room 4, Girls Hostel, JNTU Kakinada', pincode: '', lat: null, lng: null };
    expect(saveProblems(NO_SAVE, place)).toEqual({});
    expect(saveProblems({ on: true, label: ' ' }, place)).toEqual({ label: 'address.error.label', pincode: 'address.error.pincode' });
    expect(saveProblems({ on: true, label: 'Hostel' }, { ...place, pincode: '533003' })).toEqual({});
  });

  it('saves the pincode read from the address and a place only when whole', () => {
    const place = { pickupAddress: 'Office, 2nd floor, Sarpavaram 533005', pincode: '', lat: 16.9, lng: null };
    expect(addressToSave({ on: true, label: ' Office ' }, place)).toEqual({
      label: 'Office',
      address: 'Office, 2nd floor, Sarpavaram 533005',
      pincode: '533005',
      lat: null,
      lng: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { addressBodyOf, checkAddress, EMPTY_ADDRESS } from './address-fields';

const home = { label: 'Home', address: '12-3 Main Road, Kakinada', pincode: '533001', lat: null, lng: null };

describe('a saved address checked by the shared contract', () => {
  it('passes a whole address', () => {
    expect(checkAddress(home)).toEqual({});
  });

  it('names each missing or wrong field by its catalogue key', () => {
    expect(checkAddress(EMPTY_ADDRESS)).toEqual({
      label: 'address.error.label',
      address: 'address.error.addressRequired',
      pincode: 'address.error.pincode',
    });
    expect(checkAddress({ ...home, address: 'short' })).toEqual({ address: 'address.error.addressShort' });
    expect(checkAddress({ ...home, label: 'x'.repeat(31) })).toEqual({ label: 'address.error.labelLong' });
    expect(checkAddress({ ...home, pincode: '12345' })).toEqual({ pincode: 'address.error.pincode' });
  });

  it('sends trimmed text and a place only when both coordinates are known', () => {
    expect(addressBodyOf({ ...home, label: ' Home ', lat: 16.9, lng: null })).toEqual({ ...home, lat: null, lng: null });
    expect(addressBodyOf({ ...home, lat: 16.9, lng: 82.2 })).toMatchObject({ lat: 16.9, lng: 82.2 });
  });
});

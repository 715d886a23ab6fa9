import { describe, expect, it } from 'vitest';
import { areaProblem } from './service-area-check';

const AREA = {
  pincodes: [
    { pincode: '533001', locality: 'Suryaraopeta', express: true },
    { pincode: '533005', locality: '', express: false },
  ],
};
const booking = (over: Partial<Parameters<typeof areaProblem>[0]> = {}) => ({
  pincode: '',
  pickupAddress: '1-2 Main Road, Kakinada',
  delivery: 'regular' as const,
  ...over,
});

describe('areaProblem', () => {
  it('says nothing of a pincode the shop reaches, or when there is no pincode to go by', () => {
    expect(areaProblem(booking({ pincode: '533005' }), AREA)).toBeNull();
    expect(areaProblem(booking(), AREA)).toBeNull();
    expect(areaProblem(booking({ pincode: '533001', delivery: 'express' }), AREA)).toBeNull();
  });

  it('finds a pincode outside, from the field or else the address', () => {
    expect(areaProblem(booking({ pincode: '533100' }), AREA)).toEqual({ kind: 'outside', pincode: '533100' });
    expect(areaProblem(booking({ pickupAddress: 'Beach Road, Uppada 533100' }), AREA)).toEqual({ kind: 'outside', pincode: '533100' });
  });

  it('finds Express asked where only Regular goes', () => {
    expect(areaProblem(booking({ pincode: '533005', delivery: 'express' }), AREA)).toEqual({ kind: 'express', pincode: '533005' });
  });

  it('restricts nothing when the shop keeps no list, or the list is not known yet', () => {
    expect(areaProblem(booking({ pincode: '533100' }), { pincodes: [] })).toBeNull();
    expect(areaProblem(booking({ pincode: '533100' }), undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isPincode, pincodeOf } from './pincode';

describe('pincodeOf', () => {
  it('takes the pincode field when one is given', () => {
    expect(pincodeOf('533003', 'D.No. 8-15-12, Main Road, Kakinada 533001')).toBe('533003');
    expect(pincodeOf(' 533003 ', '')).toBe('533003');
  });

  it('else takes the last six-digit number in the address that can be a pincode', () => {
    expect(pincodeOf('', 'D.No. 8-15-12, Main Road, Kakinada 533001')).toBe('533001');
    expect(pincodeOf(undefined, 'Kakinada-533002, Andhra Pradesh')).toBe('533002');
    expect(pincodeOf('', 'Plot 500081 (old), now Flat 4, Kakinada 533004')).toBe('533004');
    expect(pincodeOf('', 'Kakinada,533005.')).toBe('533005');
  });

  it('does not take a phone number, a longer run of digits or a number starting 0 or 9 for one', () => {
    expect(pincodeOf('', 'Call 9876543210 at the gate, Main Road')).toBe('');
    expect(pincodeOf('', 'Ref 1234567 Main Road')).toBe('');
    expect(pincodeOf('', 'Camp 912345, Main Road')).toBe('');
    expect(pincodeOf('', 'Code 012345, Main Road')).toBe('');
    expect(pincodeOf('', '1-2-3 Main Road, Kakinada')).toBe('');
  });

  it('knows a pincode when it sees one', () => {
    expect(isPincode('533001')).toBe(true);
    for (const v of ['', '53300', '5330011', '933001', '033001', '53300a']) expect(isPincode(v), v).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { discountOf, pickupsOf, wholeNumber } from './plan-fields';

describe('plan fields', () => {
  it('reads whole numbers within range only', () => {
    expect(wholeNumber(' 7 ', 1, 31)).toBe(7);
    expect(wholeNumber('7.5', 1, 31)).toBeNull();
    expect(wholeNumber('-1', 0, 50)).toBeNull();
    expect(wholeNumber('', 0, 50)).toBeNull();
    expect(pickupsOf('0')).toBeNull();
    expect(pickupsOf('31')).toBe(31);
    expect(pickupsOf('32')).toBeNull();
    expect(discountOf('0')).toBe(0);
    expect(discountOf('50')).toBe(50);
    expect(discountOf('51')).toBeNull();
  });
});

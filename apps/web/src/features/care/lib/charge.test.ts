import { describe, expect, it } from 'vitest';
import { chargeOf, rupeesOf } from './charge';

describe('amounts as the shop types them', () => {
  it('a stain charge: blank is none, ₹ and commas are fine, ₹10,000 at most, two decimals', () => {
    expect(chargeOf('')).toBe(0);
    expect(chargeOf('50')).toBe(50);
    expect(chargeOf('₹ 1,250.50')).toBe(1250.5);
    expect(chargeOf('10000')).toBe(10000);
    expect(chargeOf('10000.01')).toBeNull();
    expect(chargeOf('12.345')).toBeNull();
    expect(chargeOf('-5')).toBeNull();
    expect(chargeOf('fifty')).toBeNull();
  });

  it('a claim amount: required, at least a paisa', () => {
    expect(rupeesOf('', 0.01, 1_000_000)).toBeNull();
    expect(rupeesOf('0', 0.01, 1_000_000)).toBeNull();
    expect(rupeesOf('0.01', 0.01, 1_000_000)).toBe(0.01);
    expect(rupeesOf('250', 0.01, 1_000_000)).toBe(250);
  });
});

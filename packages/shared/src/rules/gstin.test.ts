import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gstinCheckCharacter, gstinState, isValidGstin } from './gstin';

describe('isValidGstin', () => {
  it('accepts a real GSTIN and one of Andhra Pradesh', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    const ap = `37AAPFU0939F1Z`;
    expect(isValidGstin(ap + gstinCheckCharacter(ap))).toBe(true);
  });

  it.each([
    ['lower case', '27aapfu0939f1zv'],
    ['wrong check character', '27AAPFU0939F1ZW'],
    ['too short', '27AAPFU0939F1Z'],
    ['too long', '27AAPFU0939F1ZVX'],
    ['state 00', '00AAPFU0939F1ZV'],
    ['state 99', '99AAPFU0939F1ZV'],
    ['no Z', '27AAPFU0939F1XV'],
    ['digits where the PAN has letters', '2712345678901ZV'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(isValidGstin(value)).toBe(false);
  });

  it('catches any single mistyped character of a valid GSTIN', () => {
    const valid = '27AAPFU0939F1ZV';
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.constantFrom(...alphabet), (i, c) => {
        fc.pre(valid[i] !== c);
        expect(isValidGstin(valid.slice(0, i) + c + valid.slice(i + 1))).toBe(false);
      }),
    );
  });

  it('gives the state code', () => {
    expect(gstinState('27AAPFU0939F1ZV')).toBe('27');
  });
});

import { describe, expect, it } from 'vitest';
import { generateReferralCode, isReferralCode, normalizeReferralCode, REFERRAL_CODE_ALPHABET } from './referral-code';

describe('referral codes', () => {
  it('leaves out the characters people confuse', () => {
    for (const c of ['0', 'O', '1', 'I', 'L']) expect(REFERRAL_CODE_ALPHABET).not.toContain(c);
    expect(new Set(REFERRAL_CODE_ALPHABET).size).toBe(REFERRAL_CODE_ALPHABET.length);
  });

  it('draws six characters from the alphabet with the given random source', () => {
    expect(generateReferralCode(() => 0)).toBe('222222');
    expect(generateReferralCode(() => 0.999999)).toBe('ZZZZZZ');
    const steps = [0, 0.1, 0.5, 0.9, 0.3, 0.7];
    let i = 0;
    expect(generateReferralCode(() => steps[i++]!)).toBe('25HWBQ');
  });

  it('draws valid, varied codes from the default source', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = generateReferralCode();
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
      codes.add(code);
    }
    expect(codes.size).toBeGreaterThan(495);
  });

  it('reads a code in any case, with spaces or hyphens', () => {
    expect(normalizeReferralCode(' ab3 de-9 ')).toBe('AB3DE9');
    expect(isReferralCode('ab3 de9')).toBe(true);
    expect(isReferralCode('AB0DE9')).toBe(false);
    expect(isReferralCode('ABCDE')).toBe(false);
    expect(isReferralCode('ABCDEFG')).toBe(false);
  });
});

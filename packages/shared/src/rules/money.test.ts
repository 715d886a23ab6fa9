import { describe, expect, it, vi } from 'vitest';
import { formatInr, fromPaise, toPaise } from './money';

describe('money', () => {
  it('formats rupees in the Indian grouping with paise only when present', () => {
    expect(formatInr(123456)).toBe('₹1,23,456');
    expect(formatInr(1250.5)).toBe('₹1,250.50');
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(29.999)).toBe('₹30');
  });

  it('writes every amount as Intl does for en-IN, te-IN and hi-IN, without asking Intl', () => {
    const amounts = [0, -0, 1, 9.5, 29.99, 99.999, 100, 999, 1000, 1250.5, 99_999, 1_00_000, 12_34_567.25, 1e9, -500, -0.5, -12_34_567.25];
    // Every paise amount up to ₹2,000 and a spread of larger ones, as bills and refunds hold them.
    for (let paise = 0; paise <= 2_00_000; paise += 7) amounts.push(paise / 100, -paise / 100);
    for (let n = 1; n < 1e10; n = n * 3 + 0.37) amounts.push(Math.round(n * 100) / 100);
    const asked = vi.spyOn(Intl, 'NumberFormat');
    const ours = amounts.map((amount) => ['en', 'te', 'hi'].map((language) => formatInr(amount, language as 'en' | 'te' | 'hi')));
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
    const formats = new Map<string, Intl.NumberFormat>();
    const intl = (language: string, paise: boolean) => {
      const key = `${language}${paise}`;
      if (!formats.has(key)) {
        const digits = paise ? 2 : 0;
        formats.set(
          key,
          new Intl.NumberFormat(`${language}-IN`, {
            style: 'currency',
            currency: 'INR',
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }),
        );
      }
      return formats.get(key)!;
    };
    const expected = amounts.map((amount) =>
      ['en', 'te', 'hi'].map((language) => intl(language, !Number.isInteger(Math.round(amount * 100) / 100)).format(amount)),
    );
    expect(ours).toEqual(expected);
  });

  it('converts between rupees and integer paise', () => {
    expect(toPaise(29.5)).toBe(2950);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(fromPaise(2950)).toBe(29.5);
  });
});

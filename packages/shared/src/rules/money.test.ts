import { describe, expect, it } from 'vitest';
import { formatInr, fromPaise, toPaise } from './money';

describe('money', () => {
  it('formats rupees in the Indian grouping with paise only when present', () => {
    expect(formatInr(123456)).toBe('₹1,23,456');
    expect(formatInr(1250.5)).toBe('₹1,250.50');
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(29.999)).toBe('₹30');
  });

  it('converts between rupees and integer paise', () => {
    expect(toPaise(29.5)).toBe(2950);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(fromPaise(2950)).toBe(29.5);
  });
});

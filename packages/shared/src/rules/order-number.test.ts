import { describe, expect, it } from 'vitest';
import { formatOrderNumber, generateOrderNumber, randomOrderSuffix } from './order-number';

describe('order numbers', () => {
  it('is SL- + YYYYMMDD + HHmm in shop time + the suffix', () => {
    // 2026-11-21 20:05 UTC is 2026-11-22 01:35 in Kakinada.
    expect(formatOrderNumber(new Date('2026-11-21T20:05:00Z'), 427)).toBe('SL-202611220135427');
  });

  it('draws suffixes from 100 to 999', () => {
    expect(randomOrderSuffix(() => 0)).toBe(100);
    expect(randomOrderSuffix(() => 0.999999)).toBe(999);
    for (let i = 0; i < 1000; i++) {
      const n = randomOrderSuffix();
      expect(n).toBeGreaterThanOrEqual(100);
      expect(n).toBeLessThanOrEqual(999);
    }
  });

  it('widens only when asked', () => {
    expect(randomOrderSuffix(() => 0, 1)).toBe(1000);
    expect(generateOrderNumber(new Date(), Math.random)).toMatch(/^SL-\d{12}[1-9]\d{2}$/);
  });
});

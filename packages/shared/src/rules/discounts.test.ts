import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stackDiscounts } from './discounts';

describe('stackDiscounts', () => {
  it('applies manual → plan → bulk → referral, each on what is left, each to the whole rupee', () => {
    // ₹1,000: 10% → ₹100 (₹900 left); plan 15% → ₹135 (₹765); bulk 5% → ₹38.25 → ₹38 (₹727); referral 10% → ₹72.70 → ₹73
    const result = stackDiscounts({
      subtotal: 100_000,
      manual: { percent: 10 },
      planPercent: 15,
      planName: 'Weekly',
      bulk: { minPieces: 20, percent: 5 },
      pieces: 20,
      referralPercent: 10,
    });
    expect(result.lines).toEqual([
      { kind: 'manual', label: 'Discount 10%', percent: 10, amount: 10_000 },
      { kind: 'plan', label: 'Weekly plan 15%', percent: 15, amount: 13_500 },
      { kind: 'bulk', label: 'Bulk 5% (20+ pieces)', percent: 5, amount: 3800 },
      { kind: 'referral', label: 'Referral reward 10%', percent: 10, amount: 7300 },
    ]);
    expect(result.discount).toBe(34_600);
  });

  it('keeps a manual amount as typed (paise too), capped at the subtotal', () => {
    expect(stackDiscounts({ subtotal: 10_000, manual: { amount: 1050 } }).lines).toEqual([
      { kind: 'manual', label: 'Discount', percent: null, amount: 1050 },
    ]);
    expect(stackDiscounts({ subtotal: 10_000, manual: { amount: 50_000 }, referralPercent: 10 })).toEqual({
      lines: [{ kind: 'manual', label: 'Discount', percent: null, amount: 10_000 }],
      discount: 10_000,
    });
  });

  it('gives the bulk discount only from its number of pieces, and none when unset', () => {
    const bulk = { minPieces: 20, percent: 5 };
    expect(stackDiscounts({ subtotal: 100_000, bulk, pieces: 19 }).discount).toBe(0);
    expect(stackDiscounts({ subtotal: 100_000, bulk, pieces: 20 }).discount).toBe(5000);
    expect(stackDiscounts({ subtotal: 100_000, bulk: { minPieces: 0, percent: 5 }, pieces: 50 }).discount).toBe(0);
    expect(stackDiscounts({ subtotal: 100_000, bulk: { minPieces: 10, percent: 0 }, pieces: 50 }).discount).toBe(0);
  });

  it('leaves out lines that come to ₹0', () => {
    expect(stackDiscounts({ subtotal: 300, referralPercent: 10, manual: { amount: 0 } }).lines).toEqual([]);
  });

  it('never exceeds the subtotal, and its lines sum to the discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.oneof(
          fc.constant(null),
          fc.record({ amount: fc.integer({ min: -1000, max: 20_000_000_000 }) }),
          fc.record({ percent: fc.double({ min: -10, max: 200, noNaN: true }) }),
        ),
        fc.option(fc.integer({ min: 0, max: 100 })),
        fc.record({ minPieces: fc.integer({ min: 0, max: 50 }), percent: fc.integer({ min: 0, max: 50 }) }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 100 })),
        (subtotal, manual, planPercent, bulk, pieces, referralPercent) => {
          const { lines, discount } = stackDiscounts({ subtotal, manual, planPercent, bulk, pieces, referralPercent });
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(subtotal);
          expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(discount);
          expect(lines.every((l) => l.amount > 0 && Number.isInteger(l.amount))).toBe(true);
          const order = lines.map((l) => ['manual', 'plan', 'bulk', 'referral'].indexOf(l.kind));
          expect([...order].sort((a, b) => a - b)).toEqual(order);
        },
      ),
    );
  });
});

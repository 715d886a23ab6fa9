import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeTotals, normalizeItems, percentDiscount, sanitizeQty, sanitizeRate, startingRate } from './pricing';

describe('sanitizeQty', () => {
  it.each([
    ['3', 3],
    ['3 pcs', 3],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [-5, 0],
    [2.7, 2],
    [Number.NaN, 0],
    ['-4', 4],
  ] as const)('%s → %d', (input, expected) => {
    expect(sanitizeQty(input)).toBe(expected);
  });
});

describe('sanitizeRate', () => {
  it.each([
    ['29', 29],
    ['₹ 29.50', 29.5],
    ['1.2.3', 1.23],
    ['12.345', 12.35],
    ['x', 0],
    [-10, 0],
    [undefined, 0],
  ] as const)('%s → %d', (input, expected) => {
    expect(sanitizeRate(input)).toBe(expected);
  });
});

describe('normalizeItems', () => {
  it('drops qty 0 rows, fills blank names and prices in paise', () => {
    expect(
      normalizeItems([
        { service: ' ', item: '', qty: '2', rate: '29.5' },
        { service: 'Dry Clean', item: 'Blazer', qty: 0, rate: 250 },
        { service: 'Iron', item: 'Saree', qty: 1, rate: 0 },
      ]),
    ).toEqual([
      { service: 'Service', item: 'Item', qty: 2, rate: 2950, amount: 5900 },
      { service: 'Iron', item: 'Saree', qty: 1, rate: 0, amount: 0 },
    ]);
  });
});

describe('totals', () => {
  const items = normalizeItems([{ service: 'Wash and Iron', item: 'Shirt', qty: 6, rate: 29 }]);

  it('subtotal − discount + tax', () => {
    expect(computeTotals(items, 2000, 1000)).toEqual({ subtotal: 17400, discount: 2000, tax: 1000, total: 16400 });
  });

  it('never goes below zero', () => {
    expect(computeTotals(items, 100_000, 0).total).toBe(0);
  });

  it('percent discounts round to whole rupees', () => {
    expect(percentDiscount(17400, 10)).toBe(1700); // ₹17.40 → ₹17
    expect(percentDiscount(17400, 15)).toBe(2600); // ₹26.10 → ₹26
    expect(percentDiscount(17400, 150)).toBe(17400); // capped at 100 %
  });

  it('total is max(0, subtotal − discount + tax) for any input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ qty: fc.integer({ min: -5, max: 50 }), rate: fc.integer({ min: -100, max: 10_000 }) }), { maxLength: 8 }),
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        (rows, discount, tax) => {
          const priced = normalizeItems(rows);
          const t = computeTotals(priced, discount, tax);
          expect(priced.every((p) => p.qty > 0 && p.rate >= 0)).toBe(true);
          expect(t.subtotal).toBe(priced.reduce((s, p) => s + p.qty * p.rate, 0));
          expect(t.total).toBe(Math.max(0, t.subtotal - discount + tax));
        },
      ),
    );
  });
});

describe('startingRate', () => {
  it('reads the lowest rupee figure of a price list entry, or null when not offered', () => {
    expect(startingRate('29+')).toBe(29);
    expect(startingRate('20 & 25')).toBe(20);
    expect(startingRate('1,200+')).toBe(1200);
    expect(startingRate('-')).toBeNull();
    expect(startingRate('')).toBeNull();
  });
});

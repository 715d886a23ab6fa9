import { describe, expect, it } from 'vitest';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { countNote, countText, estimateFor, estimateGroups } from './estimate';

const catalogue: PriceCatalogue = {
  categories: [
    {
      key: 'MEN',
      label: 'Men',
      items: [
        { name: 'Shirt', names: { te: 'చొక్కా', hi: 'कमीज़' }, prices: { 'Steam Iron': '15+', 'Wash Iron': '29+', 'Dry Clean': '120+' } },
        { name: 'Blazer', names: { te: '', hi: '' }, prices: { 'Steam Iron': '50 & 60', 'Wash Iron': '-', 'Dry Clean': '299.50' } },
      ],
    },
  ],
};
const groups = estimateGroups(catalogue);

describe('estimateFor', () => {
  it("prices each counted item at the service's starting rate, in paise", () => {
    const rows = [
      { id: 'MEN:Shirt', qty: 3 },
      { id: 'MEN:Blazer', qty: 1 },
      { id: '', qty: 4 },
      { id: 'MEN:Shirt', qty: 0 },
    ];
    expect(estimateFor(rows, groups, 'Iron').total).toBe(3 * 1500 + 5000);
    expect(estimateFor(rows, groups, 'Dry Clean').total).toBe(3 * 12000 + 29950);
    // Not offered: counted, but not in the estimate.
    const wash = estimateFor(rows, groups, 'Wash and Iron');
    expect(wash.total).toBe(3 * 2900);
    expect(wash.lines).toEqual([
      { name: 'Shirt', names: { te: 'చొక్కా', hi: 'कमीज़' }, qty: 3, rate: 29 },
      { name: 'Blazer', names: { te: '', hi: '' }, qty: 1, rate: null },
    ]);
  });

  it('has no estimate for a service priced by weight, but keeps the count', () => {
    const estimate = estimateFor([{ id: 'MEN:Shirt', qty: 2 }], groups, 'Wash and Fold');
    expect(estimate.total).toBe(0);
    expect(countNote(estimate)).toBe("Customer's count: Shirt × 2.");
  });
});

describe('countText', () => {
  it("names the items in the customer's language, in English while an item has no name there", () => {
    const rows = [
      { id: 'MEN:Shirt', qty: 3 },
      { id: 'MEN:Blazer', qty: 1 },
    ];
    const { lines } = estimateFor(rows, groups, 'Iron');
    expect(countText(lines, 'te')).toBe('చొక్కా × 3, Blazer × 1');
    expect(countText(lines)).toBe('Shirt × 3, Blazer × 1');
  });
});

describe('countNote', () => {
  it('names the count and the estimate for the shop, or nothing when nothing was counted', () => {
    expect(countNote(estimateFor([{ id: 'MEN:Shirt', qty: 3 }], groups, 'Wash and Iron'))).toBe("Customer's count (estimate from ₹87): Shirt × 3.");
    expect(countNote(estimateFor([], groups, 'Iron'))).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { countNote, countText, estimateFor, estimateGroups, fromStartingPrices, perKgFor } from './estimate';

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
    {
      key: 'WOMEN',
      label: 'Women',
      items: [{ name: 'Saree', names: { te: 'చీర', hi: 'साड़ी' }, prices: { 'Steam Iron': '30+', 'Wash Iron': '-', 'Dry Clean': '150+' } }],
    },
  ],
};
const groups = estimateGroups(catalogue);
const perKg = { 'Wash and Fold': { rate: 70, minKg: 3 } };

describe('estimateFor by the item', () => {
  it("prices each counted item at the service's starting rate, in paise", () => {
    const rows = [
      { id: 'MEN:Shirt', qty: 3 },
      { id: 'MEN:Blazer', qty: 1 },
      { id: '', qty: 4 },
      { id: 'MEN:Shirt', qty: 0 },
    ];
    expect(estimateFor(rows, groups, 'Iron').total).toBe(3 * 1500 + 5000);
    expect(estimateFor(rows, groups, 'Dry Clean').total).toBe(3 * 12000 + 29950);
    // Not offered: counted and marked so, but not in the estimate.
    const wash = estimateFor(rows, groups, 'Wash and Iron');
    expect(wash.total).toBe(3 * 2900);
    expect(wash.lines).toEqual([
      { name: 'Shirt', names: { te: 'చొక్కా', hi: 'कमीज़' }, qty: 3, rate: 29, basis: 'priced' },
      { name: 'Blazer', names: { te: '', hi: '' }, qty: 1, rate: null, basis: 'notOffered' },
    ]);
    expect(fromStartingPrices(wash)).toBe(true);
  });

  it('marks every item of a service with neither a column nor a rate per kilo as priced at pickup', () => {
    const rows = [{ id: 'WOMEN:Saree', qty: 2 }];
    for (const service of ['Others', 'Wash and Fold'] as const) {
      const estimate = estimateFor(rows, groups, service);
      expect(estimate.total).toBe(0);
      expect(estimate.perKg).toBeNull();
      expect(estimate.lines.map((l) => l.basis)).toEqual(['atPickup']);
    }
    expect(countNote(estimateFor(rows, groups, 'Wash and Fold'))).toBe("Customer's count: Saree × 2.");
  });

  it('names an item the service does not take in the note for the shop', () => {
    const estimate = estimateFor(
      [
        { id: 'MEN:Shirt', qty: 1 },
        { id: 'WOMEN:Saree', qty: 2 },
      ],
      groups,
      'Wash and Iron',
    );
    expect(estimate.lines.map((l) => l.basis)).toEqual(['priced', 'notOffered']);
    expect(countNote(estimate)).toBe("Customer's count (estimate from ₹29): Shirt × 1, Saree × 2 (not in the estimate).");
  });
});

describe('estimateFor by the kilo', () => {
  it('is the rate times the weight given, never rounded', () => {
    const estimate = estimateFor([], groups, 'Wash and Fold', { weight: '4.25', perKg });
    expect(estimate.perKg).toEqual({ rate: 70, minKg: 3 });
    expect(estimate.weightCenti).toBe(425);
    expect(estimate.weightInvalid).toBe(false);
    expect(estimate.total).toBe(29750);
    expect(estimate.bill).toEqual([{ service: 'Wash and Fold', item: 'Wash and Fold', qty: 4.25, rate: 7000, amount: 29750, unit: 'kg' }]);
    expect(fromStartingPrices(estimate)).toBe(false);
  });

  it('charges the minimum when the weight is under it, as its own line', () => {
    const estimate = estimateFor([], groups, 'Wash and Fold', { weight: '2', perKg });
    expect(estimate.total).toBe(3 * 7000);
    expect(estimate.bill.map((l) => [l.item, l.qty, l.amount, l.kind])).toEqual([
      ['Wash and Fold', 2, 14000, undefined],
      ['Minimum 3 kg', 1, 7000, 'minimum'],
    ]);
    // No minimum: the weight alone.
    expect(estimateFor([], groups, 'Wash and Fold', { weight: '2', perKg: { 'Wash and Fold': { rate: 70, minKg: 0 } } }).total).toBe(14000);
  });

  it('refuses a weight that is not one, and estimates nothing from it', () => {
    for (const weight of ['0', '0.05', '100.01', '1.005', '4,5', 'abc', '-2', '1e2']) {
      const estimate = estimateFor([], groups, 'Wash and Fold', { weight, perKg });
      expect(estimate.weightInvalid, weight).toBe(true);
      expect(estimate.weightCenti, weight).toBeNull();
      expect(estimate.total, weight).toBe(0);
    }
    for (const weight of ['0.1', '100', ' 3.5 ', '12.34'])
      expect(estimateFor([], groups, 'Wash and Fold', { weight, perKg }).weightInvalid, weight).toBe(false);
    // No weight typed: nothing refused, nothing estimated.
    expect(estimateFor([], groups, 'Wash and Fold', { weight: '', perKg })).toMatchObject({ weightInvalid: false, total: 0, bill: [] });
  });

  it('counts the items as part of the weight, and ignores a weight under a service priced by the item', () => {
    const rows = [{ id: 'MEN:Shirt', qty: 5 }];
    const byWeight = estimateFor(rows, groups, 'Wash and Fold', { weight: '3.5', perKg });
    expect(byWeight.lines.map((l) => l.basis)).toEqual(['byWeight']);
    expect(byWeight.total).toBe(24500);
    expect(countNote(byWeight)).toBe("Customer's count (estimate ₹245): about 3.5 kg; Shirt × 5.");
    const byItem = estimateFor(rows, groups, 'Iron', { weight: '3.5', perKg });
    expect(byItem.weightCenti).toBeNull();
    expect(byItem.total).toBe(5 * 1500);
  });

  it('takes only a usable rate from the list', () => {
    expect(perKgFor(perKg, 'Wash and Fold')).toEqual({ rate: 70, minKg: 3 });
    expect(perKgFor(perKg, 'Iron')).toBeNull();
    expect(perKgFor({ 'Wash and Fold': { rate: 0, minKg: 3 } }, 'Wash and Fold')).toBeNull();
    expect(perKgFor(undefined, 'Wash and Fold')).toBeNull();
    expect(perKgFor(perKg, '')).toBeNull();
  });
});

describe('estimateFor on an Express booking', () => {
  it('adds the Express line the bill will carry, from the shop’s factor', () => {
    const estimate = estimateFor([], groups, 'Wash and Fold', { weight: '4', perKg, delivery: 'express', expressFactor: 1.5 });
    expect(estimate.bill.at(-1)).toEqual({ service: 'Wash and Fold', item: 'Express +50%', qty: 1, rate: 14000, amount: 14000, kind: 'express' });
    expect(estimate.total).toBe(28000 + 14000);
    // The surcharge is on the minimum too, and follows a factor the shop changed.
    const under = estimateFor([], groups, 'Wash and Fold', { weight: '1', perKg, delivery: 'express', expressFactor: 2 });
    expect(under.bill.map((l) => l.item)).toEqual(['Wash and Fold', 'Minimum 3 kg', 'Express +100%']);
    expect(under.total).toBe(2 * 21000);
  });

  it('adds it to items priced by the piece, to the paisa, and leaves it out of a regular booking', () => {
    const rows = [{ id: 'MEN:Shirt', qty: 3 }];
    const express = estimateFor(rows, groups, 'Wash and Iron', { delivery: 'express', expressFactor: 1.75 });
    expect(express.bill.map((l) => [l.item, l.amount])).toEqual([
      ['Shirt', 8700],
      ['Express +75%', 6525],
    ]);
    expect(express.total).toBe(15225);
    expect(estimateFor(rows, groups, 'Wash and Iron', { delivery: 'regular', expressFactor: 1.75 }).total).toBe(8700);
    // The spec's 1.5 when the factor is not known.
    expect(estimateFor(rows, groups, 'Wash and Iron', { delivery: 'express' }).total).toBe(8700 + 4350);
  });

  it('has no Express line when nothing is priced', () => {
    const estimate = estimateFor([{ id: 'WOMEN:Saree', qty: 1 }], groups, 'Others', { delivery: 'express' });
    expect(estimate.bill).toEqual([]);
    expect(estimate.total).toBe(0);
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
    expect(countNote(estimateFor([], groups, 'Wash and Fold', { weight: '2', perKg }))).toBe("Customer's count (estimate ₹210): about 2 kg.");
  });
});

import { describe, expect, it } from 'vitest';
import type { PriceCatalogue, PriceItem } from '@laundry/shared/contracts/prices';
import { appendItem, dropItem, replaceItem, withPerKg } from './catalogue-edits';

const item = (name: string, dry = '90'): PriceItem => ({
  name,
  names: { te: '', hi: '' },
  prices: { 'Steam Iron': '15', 'Wash Iron': '-', 'Dry Clean': dry },
});
const catalogue: PriceCatalogue = {
  categories: [
    { key: 'MEN', label: 'Men', items: [item('Shirt'), item('Coat'), item('Kurta')] },
    { key: 'KIDS', label: 'Kids', items: [item('Shirt')] },
  ],
  perKg: {},
  expressFactor: 1.5,
};
const names = (c: PriceCatalogue) => c.categories.map((g) => `${g.key}: ${g.items.map((i) => `${i.name} ${i.prices['Dry Clean']}`).join(', ')}`);

describe('catalogue edits', () => {
  it('replaces an item in place, in its own category only', () => {
    const next = replaceItem(catalogue, { category: 'KIDS', name: 'Shirt' }, { ...item('Shirt', '80'), category: 'KIDS' });
    expect(names(next)).toEqual(['MEN: Shirt 90, Coat 90, Kurta 90', 'KIDS: Shirt 80']);
  });

  it('renames in place, and moves a moved item to the end of its new category', () => {
    expect(names(replaceItem(catalogue, { category: 'MEN', name: 'Coat' }, { ...item('Long Coat'), category: 'MEN' }))[0]).toBe(
      'MEN: Shirt 90, Long Coat 90, Kurta 90',
    );
    expect(names(replaceItem(catalogue, { category: 'MEN', name: 'Coat' }, { ...item('Coat', '70'), category: 'KIDS' }))).toEqual([
      'MEN: Shirt 90, Kurta 90',
      'KIDS: Shirt 90, Coat 70',
    ]);
  });

  it('appends and drops', () => {
    const added = appendItem(catalogue, { ...item('Dhoti'), category: 'MEN' });
    expect(names(added)[0]).toBe('MEN: Shirt 90, Coat 90, Kurta 90, Dhoti 90');
    expect(names(dropItem(added, { category: 'MEN', name: 'Shirt' }))).toEqual(['MEN: Coat 90, Kurta 90, Dhoti 90', 'KIDS: Shirt 90']);
  });

  it('sets the rates per kg', () => {
    expect(withPerKg(catalogue, { 'Wash and Fold': { rate: 70, minKg: 3 } }).perKg).toEqual({ 'Wash and Fold': { rate: 70, minKg: 3 } });
  });
});

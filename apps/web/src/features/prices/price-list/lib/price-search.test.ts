import { describe, expect, it } from 'vitest';
import type { PriceCategoryGroup, PriceItem } from '@laundry/shared/contracts/prices';
import { countItems, searchGroups } from './price-search';

const item = (name: string, te: string, hi: string): PriceItem => ({
  name,
  names: { te, hi },
  prices: { 'Steam Iron': '-', 'Wash Iron': '-', 'Dry Clean': '-' },
});
const groups: PriceCategoryGroup[] = [
  { key: 'MEN', label: 'Men', items: [item('Shirt / T-Shirt', 'చొక్కా / టీ-షర్ట్', 'शर्ट / टी-शर्ट'), item('Dhoti', 'ధోవతి', 'धोती')] },
  { key: 'WOMEN', label: 'Women', items: [item('Saree (Silk)', 'పట్టు చీర', 'सिल्क साड़ी')] },
];

describe('searchGroups', () => {
  it('finds a part of the English name whatever its case', () => {
    expect(searchGroups(groups, 'SHIRT').map((g) => [g.key, g.items.map((i) => i.name)])).toEqual([['MEN', ['Shirt / T-Shirt']]]);
  });

  it('finds the Telugu or Hindi name', () => {
    expect(searchGroups(groups, 'చీర').map((g) => g.key)).toEqual(['WOMEN']);
    expect(searchGroups(groups, 'धोती')[0]?.items.map((i) => i.name)).toEqual(['Dhoti']);
  });

  it('shows everything for an empty search and nothing for no match', () => {
    expect(countItems(searchGroups(groups, '  '))).toBe(3);
    expect(searchGroups(groups, 'blanket')).toEqual([]);
  });
});

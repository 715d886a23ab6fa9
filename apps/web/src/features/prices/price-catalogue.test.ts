import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categoryLabel } from '@laundry/shared/rules/price-category';
import { filterCatalogue, formatPrice, normalizeCatalogue, slotFor, toPriceMap } from './price-catalogue';
import bundled from './bundled-price-list.json';

describe('slotFor', () => {
  it.each([
    ['Steam Iron', 'Steam Iron'],
    ['steam', 'Steam Iron'],
    ['STEAM IRON', 'Steam Iron'],
    ['steam_iron', 'Steam Iron'],
    ['Wash Iron', 'Wash Iron'],
    ['wash', 'Wash Iron'],
    ['Wash & Iron', 'Wash Iron'],
    ['wash and iron', 'Wash Iron'],
    ['WASH-IRON', 'Wash Iron'],
    ['Dry Clean', 'Dry Clean'],
    ['dry', 'Dry Clean'],
    ['Dry Cleaning', 'Dry Clean'],
    ['dry-clean', 'Dry Clean'],
  ])('%s → %s', (name, slot) => {
    expect(slotFor(name)).toBe(slot);
  });

  it('leaves other services out', () => {
    expect(slotFor('Wash & Fold')).toBeNull();
    expect(slotFor('Polish')).toBeNull();
    expect(slotFor('')).toBeNull();
  });
});

describe('toPriceMap', () => {
  it('fills the three slots from alternative names and marks missing ones unavailable', () => {
    expect(toPriceMap({ steam: '15+', 'wash & iron': 29, polish: '50' })).toEqual({ 'Steam Iron': '15+', 'Wash Iron': '29', 'Dry Clean': '-' });
  });

  it('keeps the first price given for a slot', () => {
    expect(toPriceMap({ 'Dry Clean': '120+', dry: '999' })['Dry Clean']).toBe('120+');
  });

  it('turns a blank price into "-" and ignores non-text values', () => {
    expect(toPriceMap({ 'Steam Iron': '  ', 'Wash Iron': null, 'Dry Clean': { a: 1 } })).toEqual({
      'Steam Iron': '-',
      'Wash Iron': '-',
      'Dry Clean': '-',
    });
  });
});

describe('normalizeCatalogue', () => {
  it('reads the API shape and puts categories in the shop order', () => {
    const result = normalizeCatalogue({
      categories: [
        { key: 'SHOES', label: 'Shoes', items: [{ name: 'Sports', prices: { wash: '200+' } }] },
        { key: 'MEN', label: 'Men', items: [{ name: 'Shirt / T-Shirt', prices: { 'Steam Iron': '15+', 'Wash Iron': '29+', 'Dry Clean': '120+' } }] },
      ],
    });
    expect(result?.categories.map((c) => c.key)).toEqual(['MEN', 'SHOES']);
    expect(result?.categories[1]?.items[0]?.prices).toEqual({ 'Steam Iron': '-', 'Wash Iron': '200+', 'Dry Clean': '-' });
  });

  it('reads the bundled list, every category with its sentence-case label', () => {
    const result = normalizeCatalogue(bundled);
    expect(result?.categories.map((c) => c.label)).toEqual(['Men', 'Women', 'Kids', 'Home', 'Shoes', 'Bags', 'Carpets', 'Sofa cleaning']);
    expect(result?.categories[0]?.items[0]).toEqual({
      name: 'Shirt / T-Shirt',
      prices: { 'Steam Iron': '15+', 'Wash Iron': '29+', 'Dry Clean': '120+' },
    });
  });

  it('reads a flat list of rows with a category', () => {
    const result = normalizeCatalogue([{ category: 'kids', name: 'Frock', prices: { 'dry cleaning': '125+' } }]);
    expect(result?.categories).toEqual([
      { key: 'KIDS', label: 'Kids', items: [{ name: 'Frock', prices: { 'Steam Iron': '-', 'Wash Iron': '-', 'Dry Clean': '125+' } }] },
    ]);
  });

  it('returns null for anything without items', () => {
    expect(normalizeCatalogue(null)).toBeNull();
    expect(normalizeCatalogue('oops')).toBeNull();
    expect(normalizeCatalogue({ categories: [] })).toBeNull();
    expect(normalizeCatalogue({ error: 'Internal error' })).toBeNull();
  });
});

describe('filterCatalogue', () => {
  const catalogue = normalizeCatalogue(bundled)!;

  it('keeps items whose name contains the text, in any case', () => {
    const result = filterCatalogue(catalogue, '  JACKET ');
    const names = result.categories.flatMap((c) => c.items.map((i) => i.name));
    expect(names.length).toBeGreaterThan(3);
    expect(names.every((n) => n.toLowerCase().includes('jacket'))).toBe(true);
    expect(result.categories).toHaveLength(catalogue.categories.length);
  });

  it('returns the whole catalogue for an empty query', () => {
    expect(filterCatalogue(catalogue, ' ')).toBe(catalogue);
  });
});

describe('labels and prices', () => {
  it('shows categories in sentence case with spaces for underscores', () => {
    expect(categoryLabel('SOFA_CLEANING')).toBe('Sofa cleaning');
    expect(categoryLabel('MEN')).toBe('Men');
  });

  it('adds the rupee sign, leaving "-" alone', () => {
    expect(formatPrice('15+')).toBe('₹15+');
    expect(formatPrice('20 & 25')).toBe('₹20 & 25');
    expect(formatPrice('-')).toBe('-');
    expect(formatPrice('')).toBe('-');
    expect(formatPrice('₹90')).toBe('₹90');
  });
});

describe('the bundled copy', () => {
  it('is the same list the server seeds its database with', () => {
    const server = JSON.parse(readFileSync(new URL('../../../../server/src/data/price-list.json', import.meta.url), 'utf8'));
    expect(bundled).toEqual(server);
  });
});

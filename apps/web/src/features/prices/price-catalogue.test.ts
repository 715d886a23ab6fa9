import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categoryLabel } from '@laundry/shared/rules/price-category';
import {
  categoryKey,
  filterCatalogue,
  formatPrice,
  itemMatches,
  normalizeCatalogue,
  perKgRates,
  searchText,
  slotFor,
  toNames,
  toPriceMap,
} from './price-catalogue';
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
    // An answer without Telugu and Hindi names (an older server) gets empty ones.
    expect(result?.categories[1]?.items[0]?.names).toEqual({ te: '', hi: '' });
  });

  it('keeps the Telugu and Hindi names, trimmed, and empties any that are not text', () => {
    const result = normalizeCatalogue({
      categories: [
        {
          key: 'WOMEN',
          items: [
            { name: 'Wedding Saree', names: { te: ' పెళ్లి చీర ', hi: 'शादी की साड़ी' }, prices: {} },
            { name: 'Top', names: { te: 5, hi: null }, prices: {} },
            { name: 'Socks', names: 'మేజోళ్ళు', prices: {} },
          ],
        },
      ],
    });
    expect(result?.categories[0]?.items.map((i) => i.names)).toEqual([
      { te: 'పెళ్లి చీర', hi: 'शादी की साड़ी' },
      { te: '', hi: '' },
      { te: '', hi: '' },
    ]);
    expect(toNames(undefined)).toEqual({ te: '', hi: '' });
  });

  it('reads the bundled list, every category with its sentence-case label', () => {
    const result = normalizeCatalogue(bundled);
    expect(result?.categories.map((c) => c.label)).toEqual(['Men', 'Women', 'Kids', 'Home', 'Shoes', 'Bags', 'Carpets', 'Sofa cleaning']);
    expect(result?.categories[0]?.items[0]).toEqual({
      name: 'Shirt / T-Shirt',
      names: { te: 'చొక్కా / టీ-షర్ట్', hi: 'शर्ट / टी-शर्ट' },
      prices: { 'Steam Iron': '15+', 'Wash Iron': '29+', 'Dry Clean': '120+' },
    });
  });

  it('gives every bundled item its Telugu and Hindi names', () => {
    const items = normalizeCatalogue(bundled)!.categories.flatMap((c) => c.items);
    expect(items).toHaveLength(137);
    for (const item of items) {
      expect(item.names.te, item.name).toMatch(/\p{Script=Telugu}/u);
      expect(item.names.hi, item.name).toMatch(/\p{Script=Devanagari}/u);
    }
  });

  it('reads a flat list of rows with a category', () => {
    const result = normalizeCatalogue([{ category: 'kids', name: 'Frock', prices: { 'dry cleaning': '125+' } }]);
    expect(result?.categories).toEqual([
      {
        key: 'KIDS',
        label: 'Kids',
        items: [{ name: 'Frock', names: { te: '', hi: '' }, prices: { 'Steam Iron': '-', 'Wash Iron': '-', 'Dry Clean': '125+' } }],
      },
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

  const found = (query: string) => filterCatalogue(catalogue, query).categories.flatMap((c) => c.items.map((i) => `${c.key} ${i.name}`));
  const SAREES = [
    'WOMEN Saree - Cotton / Chiffon',
    'WOMEN Saree - Fancy',
    'WOMEN Silk Saree (Pattu)',
    'WOMEN Saree Designer Delicate',
    'WOMEN Wedding Saree',
    'WOMEN Saree Heavy Embroidery/Heavy Pattu',
  ];

  it('finds the sarees by their English, Telugu or Hindi name', () => {
    expect(found('saree')).toEqual(SAREES);
    expect(found('చీర')).toEqual(SAREES);
    expect(found('साड़ी')).toEqual(SAREES);
    expect(found(' SAREE ')).toEqual(SAREES);
  });

  it('matches part of a name in any of the three, whatever the language shown', () => {
    expect(found('పంచె')).toEqual(['MEN Dhoti', 'MEN Silk Dhoti', 'KIDS Dhoti']);
    expect(found('धोती')).toEqual(['MEN Dhoti', 'MEN Silk Dhoti', 'KIDS Dhoti']);
    expect(found('దిండు')).toEqual(['HOME Pillow']);
    expect(found('तकिया')).toEqual(['HOME Pillow']);
    expect(found('పట్టు')).toEqual(expect.arrayContaining(['MEN Silk Shirt', 'MEN Silk Dhoti', 'WOMEN Silk Saree (Pattu)']));
    expect(found('కండువా')).toEqual(['KIDS Kanduwa']);
  });

  it('finds a word however the keyboard wrote it: nukta apart or joined, left out, or joiners added', () => {
    // ड़ as one character (U+095C) and as ड + nukta; and without the nukta, as many type it.
    expect(found('सा\u095Cी')).toEqual(SAREES);
    expect(found('सा\u0921\u093Cी')).toEqual(SAREES);
    expect(found('साडी')).toEqual(SAREES);
    expect(found('फैंसी')).toEqual(['WOMEN Saree - Fancy']);
    // A zero-width non-joiner some Telugu keyboards put in, or leave out.
    expect(found('సూట్\u200Cకేస్')).toEqual(['HOME Suitcase (Small)', 'HOME Suitcase (Medium)', 'HOME Suitcase (Large)']);
    expect(found('సూట్కేస్')).toEqual(['HOME Suitcase (Small)', 'HOME Suitcase (Medium)', 'HOME Suitcase (Large)']);
  });

  it('finds nothing for a name on no list, and ignores empty names', () => {
    expect(found('పట్టు పావడ')).toEqual([]);
    const item = { name: 'Curtain', names: { te: '', hi: '' }, prices: { 'Steam Iron': '-', 'Wash Iron': '-', 'Dry Clean': '-' } };
    expect(itemMatches(item, 'curt')).toBe(true);
    expect(itemMatches(item, 'కర్టెన్')).toBe(false);
    expect(itemMatches({ ...item, names: { te: 'కర్టెన్', hi: 'पर्दा' } }, 'కర్టెన్')).toBe(true);
    expect(itemMatches({ ...item, names: { te: 'కర్టెన్', hi: 'पर्दा' } }, 'परदा')).toBe(false);
  });

  it('compares text without case, extra spaces or joiners', () => {
    expect(searchText('  Silk   SAREE ')).toBe('silk saree');
    expect(searchText('సూట్\u200Cకేస్')).toBe(searchText('సూట్కేస్'));
    expect(searchText('हँसी')).toBe(searchText('हंसी'));
  });
});

describe('labels and prices', () => {
  it("names the shop's categories from the catalogue, and leaves others their label", () => {
    expect(categoryKey('SOFA_CLEANING')).toBe('category.SOFA_CLEANING');
    expect(categoryKey('MEN')).toBe('category.MEN');
    expect(categoryKey('GARAGE')).toBeNull();
  });

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

describe('perKgRates', () => {
  it("reads the live list's services priced by the kilo, in the shop's order of services", () => {
    const raw = { categories: [], perKg: { Others: { rate: 90, minKg: 0 }, 'Wash and Fold': { rate: 70, minKg: 3 } }, expressFactor: 1.5 };
    expect(perKgRates(raw)).toEqual([
      { service: 'Wash and Fold', rate: 70, minKg: 3 },
      { service: 'Others', rate: 90, minKg: 0 },
    ]);
  });

  it('shows nothing for a fresh install, an earlier server or a rate that is none', () => {
    expect(perKgRates({ categories: [], perKg: {} })).toEqual([]);
    expect(perKgRates({ categories: [] })).toEqual([]);
    expect(perKgRates(null)).toEqual([]);
    expect(perKgRates({ perKg: { 'Wash and Fold': { rate: 0, minKg: 3 }, Iron: { rate: '70' }, Blankets: { rate: 50, minKg: 1 } } })).toEqual([]);
    // A minimum that is none is no minimum.
    expect(perKgRates({ perKg: { 'Wash and Fold': { rate: 70.5, minKg: -1 } } })).toEqual([{ service: 'Wash and Fold', rate: 70.5, minKg: 0 }]);
  });
});

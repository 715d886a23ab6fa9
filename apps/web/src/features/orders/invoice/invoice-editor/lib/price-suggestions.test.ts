import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { loadLanguage } from '../../../../../i18n/catalogue';
import { applyLanguage } from '../../../../../i18n/language';
import hi from '../locales/hi.json';
import { findSuggestion, priceNumber, priceSlot, priceSuggestions, suggestedRate, suggestionLabel } from './price-suggestions';

const catalogue: PriceCatalogue = {
  categories: [
    {
      key: 'MEN',
      label: 'Men',
      items: [
        {
          name: 'Shirt / T-Shirt',
          names: { te: 'చొక్కా / టీ-షర్ట్', hi: 'शर्ट / टी-शर्ट' },
          prices: { 'Steam Iron': '15+', 'Wash Iron': '29+', 'Dry Clean': '120+' },
        },
        { name: 'Blazer', names: { te: '', hi: '' }, prices: { 'Steam Iron': '50+', 'Wash Iron': '-', 'Dry Clean': '20 & 25' } },
      ],
    },
    {
      key: 'KIDS',
      label: 'Kids',
      items: [{ name: 'Shirt / T-Shirt', names: { te: 'చొక్కా', hi: 'शर्ट' }, prices: { 'Steam Iron': '10+', 'Wash Iron': '25+', 'Dry Clean': '80+' } }],
    },
  ],
};
const list = priceSuggestions(catalogue);

// The Hindi chunk, as the app builds it, holding this feature's catalogue.
vi.mock('../../../../../i18n/bundles/hi', () => ({ catalogue: { 'invoice-editor': hi } }));
afterEach(() => applyLanguage('en'));

describe('price suggestions', () => {
  it('reads the number a price text starts from', () => {
    expect(priceNumber('29+')).toBe(29);
    expect(priceNumber('20 & 25')).toBe(20);
    expect(priceNumber('₹120')).toBe(120);
    expect(priceNumber('-')).toBeNull();
    expect(priceNumber('')).toBeNull();
  });

  it("maps the invoice's services to the price list's columns", () => {
    expect(priceSlot('Wash and Iron')).toBe('Wash Iron');
    expect(priceSlot(' iron ')).toBe('Steam Iron');
    expect(priceSlot('Dry Clean')).toBe('Dry Clean');
    expect(priceSlot('Wash and Fold')).toBeNull();
    expect(priceSlot('Others')).toBeNull();
  });

  it('keeps one suggestion per name, the first category winning', () => {
    expect(list.map((s) => `${s.name}|${s.category}`)).toEqual(['Shirt / T-Shirt|Men', 'Blazer|Men']);
  });

  it('finds an item by its whole name or one of its "/" names, without case', () => {
    expect(findSuggestion(list, 'shirt')?.name).toBe('Shirt / T-Shirt');
    expect(findSuggestion(list, 'T-SHIRT')?.name).toBe('Shirt / T-Shirt');
    expect(findSuggestion(list, 'Shirt / T-Shirt')?.name).toBe('Shirt / T-Shirt');
    expect(findSuggestion(list, 'Shir')).toBeNull();
    expect(findSuggestion(list, '  ')).toBeNull();
  });

  it('finds an item by its Telugu or Hindi name too', () => {
    expect(findSuggestion(list, 'చొక్కా')?.name).toBe('Shirt / T-Shirt');
    expect(findSuggestion(list, ' शर्ट ')?.name).toBe('Shirt / T-Shirt');
    expect(suggestedRate(list, 'शर्ट', 'Iron')).toBe('15');
    expect(findSuggestion(list, 'शर')).toBeNull();
    expect(findSuggestion(list, 'టీ-షర్ట్')?.name).toBe('Shirt / T-Shirt');
  });

  it("gives the row's service rate, or none", () => {
    expect(suggestedRate(list, 'Shirt', 'Wash and Iron')).toBe('29');
    expect(suggestedRate(list, 'Shirt', 'Iron')).toBe('15');
    expect(suggestedRate(list, 'Blazer', 'Dry Clean')).toBe('20');
    expect(suggestedRate(list, 'Blazer', 'Wash and Iron')).toBeNull();
    expect(suggestedRate(list, 'Shirt', 'Wash and Fold')).toBeNull();
    expect(suggestedRate(list, 'Sofa', 'Iron')).toBeNull();
  });

  it('labels a suggestion with its category and rate', () => {
    expect(suggestionLabel(list[0]!, 'Wash and Iron')).toBe('Men · ₹29 (Wash and Iron)');
    expect(suggestionLabel(list[1]!, 'Wash and Iron')).toBe('Men');
  });

  it('in Hindi, puts the Hindi name first and names the service in Hindi', async () => {
    await loadLanguage('hi');
    applyLanguage('hi');
    expect(suggestionLabel(list[0]!, 'Wash and Iron')).toBe('शर्ट / टी-शर्ट · Men · ₹29 (धुलाई और प्रेस)');
    expect(suggestionLabel(list[1]!, 'Dry Clean')).toBe('Men · ₹20 (ड्राई क्लीनिंग)');
  });
});

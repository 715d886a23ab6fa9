import { describe, expect, it } from 'vitest';
import { findPriceItem } from './price-match';

const list = [
  { name: 'Shirt / T-Shirt', names: { te: 'షర్ట్ / టీ-షర్ట్', hi: 'शर्ट / टी-शर्ट' } },
  { name: 'Saree', names: { te: 'చీర', hi: 'साड़ी' } },
  { name: 'T-Shirt Special', names: { te: '', hi: '' } },
];

describe('findPriceItem', () => {
  it('finds an item by its whole name, a part of it, or its Telugu or Hindi name', () => {
    expect(findPriceItem(list, ' shirt / t-shirt ')?.name).toBe('Shirt / T-Shirt');
    expect(findPriceItem(list, 'T-shirt')?.name).toBe('Shirt / T-Shirt');
    expect(findPriceItem(list, 'చీర')?.name).toBe('Saree');
    expect(findPriceItem(list, 'साड़ी')?.name).toBe('Saree');
    expect(findPriceItem(list, 't-shirt special')?.name).toBe('T-Shirt Special');
  });

  it('finds nothing for a name the list does not have', () => {
    expect(findPriceItem(list, 'Blazer')).toBeNull();
    expect(findPriceItem(list, '  ')).toBeNull();
  });
});

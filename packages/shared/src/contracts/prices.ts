import { z } from 'zod';
import { PRICE_CATEGORIES, PRICE_SERVICES, type PriceCategory } from '../constants';
import { requiredText } from './common';

const priceText = (field: string) =>
  z
    .string({ error: `${field} must be text such as "15+", "20 & 25" or "-"` })
    .trim()
    .max(20, { error: `${field} must be at most 20 characters` })
    .transform((v) => v || '-');

const pricesField = z
  .object({
    'Steam Iron': priceText('prices.Steam Iron').optional(),
    'Wash Iron': priceText('prices.Wash Iron').optional(),
    'Dry Clean': priceText('prices.Dry Clean').optional(),
  }, { error: 'prices must be an object' });

const categoryField = z
  .string({ error: 'category is required' })
  .trim()
  .toUpperCase()
  .pipe(z.enum(PRICE_CATEGORIES, { error: `category must be one of: ${PRICE_CATEGORIES.join(', ')}` }));

/** PATCH /api/prices/{name}: category picks the row when the name is in several categories. */
export const patchPriceBody = z.object({
  category: categoryField.optional(),
  newName: requiredText('newName', 100).optional(),
  prices: pricesField.optional(),
});

export const bulkUpsertBody = z.object({
  items: z
    .array(
      z.object({ category: categoryField, name: requiredText('name', 100), prices: pricesField }),
      { error: 'items must be a list' },
    )
    .min(1, { error: 'items must have at least one row' })
    .max(1000, { error: 'items must have at most 1000 rows' }),
});

export type PriceMap = Record<(typeof PRICE_SERVICES)[number], string>;
export interface PriceItem {
  name: string;
  prices: PriceMap;
}
export interface PriceCategoryGroup {
  key: PriceCategory;
  label: string;
  items: PriceItem[];
}
export interface PriceCatalogue {
  categories: PriceCategoryGroup[];
}

/** "SOFA_CLEANING" → "Sofa cleaning". */
export function categoryLabel(key: string): string {
  const words = key.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

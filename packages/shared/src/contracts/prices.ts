import { z } from 'zod';
import { PRICE_CATEGORIES } from '../constants';
import { requiredText } from './common';

const priceText = (field: string) =>
  z
    .string({ error: `${field} must be text such as "15+", "20 & 25" or "-"` })
    .trim()
    .max(20, { error: `${field} must be at most 20 characters` })
    .transform((v) => v || '-');

const pricesField = z.object(
  {
    'Steam Iron': priceText('prices.Steam Iron').optional(),
    'Wash Iron': priceText('prices.Wash Iron').optional(),
    'Dry Clean': priceText('prices.Dry Clean').optional(),
  },
  { error: 'prices must be an object' },
);

export const priceCategorySchema = z.enum(PRICE_CATEGORIES, { error: `category must be one of: ${PRICE_CATEGORIES.join(', ')}` });

const categoryField = z.string({ error: 'category is required' }).trim().toUpperCase().pipe(priceCategorySchema);

/** An item's Telugu or Hindi name: trimmed, '' when the shop has not given one (docs/decisions/0045). */
const otherName = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(100, { error: `${field} must be at most 100 characters` });

/** The names to change; a language left out keeps its name, '' clears it. */
const namesField = z.object(
  {
    te: otherName('names.te').optional(),
    hi: otherName('names.hi').optional(),
  },
  { error: 'names must be an object' },
);

export const priceNameParams = z.object({ name: z.string().trim().min(1).max(100, { error: 'name must be at most 100 characters' }) });

/** PATCH /api/prices/{name}: category picks the row when the name is in several categories. */
export const patchPriceBody = z.object({
  category: categoryField.optional(),
  newName: requiredText('newName', 100).optional(),
  names: namesField.optional(),
  prices: pricesField.optional(),
});
export type PatchPriceBody = z.input<typeof patchPriceBody>;

export const bulkUpsertBody = z.object({
  items: z
    .array(z.object({ category: categoryField, name: requiredText('name', 100), names: namesField.optional(), prices: pricesField }), {
      error: 'items must be a list',
    })
    .min(1, { error: 'items must have at least one row' })
    .max(1000, { error: 'items must have at most 1000 rows' }),
});
export type BulkUpsertBody = z.input<typeof bulkUpsertBody>;

/** Prices are text as the shop writes them: "15+", "20 & 25", or "-" for not offered. */
export const priceMapSchema = z.object({ 'Steam Iron': z.string(), 'Wash Iron': z.string(), 'Dry Clean': z.string() });
export type PriceMap = z.infer<typeof priceMapSchema>;

/** The item's name in Telugu and Hindi beside the English `name`; '' where none is known yet. */
export const priceNamesSchema = z.object({ te: z.string(), hi: z.string() });
export type PriceNames = z.infer<typeof priceNamesSchema>;

export const priceItemSchema = z.object({ name: z.string(), names: priceNamesSchema, prices: priceMapSchema });
export type PriceItem = z.infer<typeof priceItemSchema>;

/** What a PATCH answers: the item and the category it sits in. */
export const patchedPriceItemSchema = priceItemSchema.extend({ category: priceCategorySchema });
export type PatchedPriceItem = z.infer<typeof patchedPriceItemSchema>;

export const priceCategoryGroupSchema = z.object({ key: priceCategorySchema, label: z.string(), items: z.array(priceItemSchema) });
export type PriceCategoryGroup = z.infer<typeof priceCategoryGroupSchema>;

export const priceCatalogueSchema = z.object({ categories: z.array(priceCategoryGroupSchema) });
export type PriceCatalogue = z.infer<typeof priceCatalogueSchema>;

import { z } from 'zod';
import { PRICE_CATEGORIES, SERVICES } from '../constants';
import { MAX_KG, weightCenti } from '../rules/bill';
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
  /** Moves the item to another category (docs/decisions/0066). */
  moveTo: categoryField.optional(),
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

/** POST /api/prices: a new item at the end of its category. */
export const addPriceBody = z.object({
  category: categoryField,
  name: requiredText('name', 100),
  names: namesField.optional(),
  prices: pricesField.default({}),
});
export type AddPriceBody = z.input<typeof addPriceBody>;

/** DELETE /api/prices/{name}?category=: category picks the row when the name is in several. */
export const deletePriceQuery = z.object({ category: categoryField.optional() });
export const deletedPriceSchema = z.object({ category: priceCategorySchema, name: z.string() });

export const serviceParams = z.object({ service: z.enum(SERVICES, { error: `service must be one of: ${SERVICES.join(', ')}` }) });

/** PUT /api/prices/per-kg/{service}: the rate per kilo (rupees) and the minimum kilos (0 = none). */
export const perKgBody = z.object({
  rate: z
    .number({ error: 'Please enter the rate per kg in rupees.' })
    .min(1, { error: 'The rate per kg must be at least ₹1.' })
    .max(10_000, { error: 'The rate per kg can be at most ₹10,000.' })
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: 'The rate can have at most 2 decimals.',
    }),
  minKg: z
    .number({ error: 'Please enter the minimum in kg (0 for none).' })
    .refine((v) => v === 0 || weightCenti(v) !== null, { error: `The minimum is 0 (none) or 0.1 to ${MAX_KG} kg, with at most 2 decimals.` }),
});
export type PerKgBody = z.input<typeof perKgBody>;

/** A service priced by the kilo: rupees per kg and the minimum kilos charged (0 = none). */
export const perKgRateSchema = z.object({ rate: z.number(), minKg: z.number() });
export const perKgMapSchema = z.partialRecord(z.enum(SERVICES), perKgRateSchema);
export type PerKgMap = z.infer<typeof perKgMapSchema>;

export const PRICE_CHANGE_ACTIONS = ['add', 'update', 'remove', 'import', 'per-kg'] as const;
export type PriceChangeAction = (typeof PRICE_CHANGE_ACTIONS)[number];

/** One change to the price list, with who made it and when: what the row was and became (null: none). */
export const priceChangeSchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string() }),
  action: z.enum(PRICE_CHANGE_ACTIONS),
  /** The item's category, '' for a per-kg rate. */
  category: z.string(),
  /** The item's English name, or the service of a per-kg rate. */
  name: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const priceHistoryQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(200).default(50),
  /** The `next` of the previous page. */
  before: z.string().max(100).optional(),
});
export const priceHistorySchema = z.object({ entries: z.array(priceChangeSchema), next: z.string().nullable() });
export type PriceHistory = z.infer<typeof priceHistorySchema>;

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

export const priceCatalogueSchema = z.object({
  categories: z.array(priceCategoryGroupSchema),
  /** Services priced by the kilo (docs/decisions/0066); optional so an earlier server's list still reads. */
  perKg: perKgMapSchema.optional(),
  /** The Express factor: 1.5 = the regular price and half again. */
  expressFactor: z.number().optional(),
});
export type PriceCatalogue = z.infer<typeof priceCatalogueSchema>;

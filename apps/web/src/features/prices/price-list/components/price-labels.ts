import type { PriceCategory, PriceService, Service } from '@laundry/shared/constants';
import type en from '../locales/en.json';

type Key = keyof typeof en;

/** Each category's name in the editor's catalogue. */
export const CATEGORY_KEY = {
  MEN: 'category.MEN',
  WOMEN: 'category.WOMEN',
  KIDS: 'category.KIDS',
  HOME: 'category.HOME',
  SHOES: 'category.SHOES',
  BAGS: 'category.BAGS',
  CARPETS: 'category.CARPETS',
  SOFA_CLEANING: 'category.SOFA_CLEANING',
} as const satisfies Record<PriceCategory, Key>;

/** The list's three columns. */
export const COLUMN_KEY = {
  'Steam Iron': 'column.steamIron',
  'Wash Iron': 'column.washIron',
  'Dry Clean': 'column.dryClean',
} as const satisfies Record<PriceService, Key>;

/** The five services an order is booked under, for the rates per kg. */
export const SERVICE_KEY = {
  'Wash and Fold': 'service.washAndFold',
  'Wash and Iron': 'service.washAndIron',
  Iron: 'service.iron',
  'Dry Clean': 'service.dryClean',
  Others: 'service.others',
} as const satisfies Record<Service, Key>;

export function categoryKey(category: string): Key | null {
  return category in CATEGORY_KEY ? CATEGORY_KEY[category as PriceCategory] : null;
}

import type { Language, PriceCategory, PriceService, Service } from '@laundry/shared/constants';
import type { PriceCatalogue, PriceNames } from '@laundry/shared/contracts/prices';
import { fromPaise, formatInr } from '@laundry/shared/rules/money';
import { MAX_QTY, priceItems, startingRate } from '@laundry/shared/rules/pricing';

/**
 * The customer's own count of what they are sending, priced from the shop's price list as an
 * estimate (docs/decisions/0036). The bill is still made by the shop at pickup.
 */

/** The price list column each bookable service is priced from; Wash and Fold and Others have none. */
export const ESTIMATE_COLUMN: Record<Service, PriceService | null> = {
  'Wash and Fold': null,
  'Wash and Iron': 'Wash Iron',
  Iron: 'Steam Iron',
  'Dry Clean': 'Dry Clean',
  Others: null,
};

/** How many different items a count may list: enough for a family's bag, and the note stays short. */
export const MAX_COUNT_ROWS = 12;
/** Pieces of one item the form accepts. */
export const MAX_COUNT_QTY = Math.min(99, MAX_QTY);

export interface CountRow {
  /** "CATEGORY:name", or '' until an item is chosen. */
  id: string;
  qty: number;
}

export interface EstimateItem {
  id: string;
  /** The English name: the shop's name for it, sent in the count note. */
  name: string;
  /** Its Telugu and Hindi names ('' where the shop has none yet). */
  names: PriceNames;
  /** The price list's text for every service column, e.g. "29+". */
  prices: Record<PriceService, string>;
}

export interface EstimateGroup {
  key: PriceCategory;
  label: string;
  items: EstimateItem[];
}

export function estimateGroups(catalogue: PriceCatalogue): EstimateGroup[] {
  return catalogue.categories.map((c) => ({
    key: c.key,
    label: c.label,
    items: c.items.map((it) => ({ id: `${c.key}:${it.name}`, name: it.name, names: it.names, prices: it.prices })),
  }));
}

/** An item's name in the language shown, the English name while it has none there. */
export function itemName(item: Pick<EstimateItem, 'name' | 'names'>, language: Language): string {
  return (language === 'en' ? '' : item.names[language]) || item.name;
}

export interface EstimateLine {
  name: string;
  names: PriceNames;
  qty: number;
  /** rupees each; null when the service does not take this item */
  rate: number | null;
}

export interface Estimate {
  lines: EstimateLine[];
  /** paise, by the shared pricing rules */
  total: number;
}

/** The counted rows priced at the service's starting rates; rows without an item or pieces are left out. */
export function estimateFor(rows: readonly CountRow[], groups: readonly EstimateGroup[], service: Service | ''): Estimate {
  const column = service ? ESTIMATE_COLUMN[service] : null;
  const byId = new Map(groups.flatMap((g) => g.items.map((it) => [it.id, it] as const)));
  const lines: EstimateLine[] = [];
  for (const row of rows) {
    const item = byId.get(row.id);
    if (!item || row.qty <= 0) continue;
    lines.push({ name: item.name, names: item.names, qty: row.qty, rate: column ? startingRate(item.prices[column]) : null });
  }
  const { totals } = priceItems({
    items: lines.filter((l) => l.rate !== null).map((l) => ({ service: service, item: l.name, qty: l.qty, rate: l.rate })),
  });
  return { lines, total: totals.subtotal };
}

/** "Shirt / T-Shirt × 3, Trouser / Jeans × 2", the names in the language given (English by default: the shop's note). */
export function countText(lines: readonly EstimateLine[], language: Language = 'en'): string {
  return lines.map((l) => `${itemName(l, language)} × ${l.qty}`).join(', ');
}

/**
 * The line the order's notes carry, so the shop sees the customer's count beside the order:
 * what was counted and the estimate, marked as the customer's estimate. '' when nothing was
 * counted. Always in English: it is the shop's record, whatever language the customer reads.
 */
export function countNote(estimate: Estimate): string {
  if (estimate.lines.length === 0) return '';
  const priced = estimate.total > 0 ? ` (estimate from ${formatInr(fromPaise(estimate.total))})` : '';
  return `Customer's count${priced}: ${countText(estimate.lines)}.`;
}

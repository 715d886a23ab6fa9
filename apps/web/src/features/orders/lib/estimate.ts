import type { DeliveryType, Language, PriceCategory, PriceService, Service } from '@laundry/shared/constants';
import type { PerKgMap, PriceCatalogue, PriceNames } from '@laundry/shared/contracts/prices';
import { DEFAULT_EXPRESS_FACTOR_PCT, kgFromCenti, weightCenti, type KgRate } from '@laundry/shared/rules/bill';
import { fromPaise, formatInr, toPaise } from '@laundry/shared/rules/money';
import { priceOrder } from '@laundry/shared/rules/order-pricing';
import { MAX_QTY, startingRate, type ItemInput, type PricedItem } from '@laundry/shared/rules/pricing';

/**
 * The customer's own count of what they are sending, priced from the shop's price list as an
 * estimate (docs/decisions/0036), by the bill's own rules (priceOrder, docs/decisions/0066): a
 * service the shop prices by the kilo is estimated from the weight the customer gives, with its
 * minimum, and an Express booking carries the Express line the bill will. The bill is still made
 * by the shop at pickup.
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

/**
 * How a counted item enters the estimate: at its starting rate; not at all, as the service has no
 * price for it (the customer is told so beside it); in the weight, for a service priced by the
 * kilo; or priced at pickup, for a service with neither a column nor a rate per kilo.
 */
export type LineBasis = 'priced' | 'notOffered' | 'byWeight' | 'atPickup';

export interface EstimateLine {
  name: string;
  names: PriceNames;
  qty: number;
  /** rupees each; null when the line is not priced by the item */
  rate: number | null;
  basis: LineBasis;
}

/** A service's rate by the kilo as the price list gives it: rupees per kg, the minimum in kg (0 = none). */
export interface PerKgPrice {
  rate: number;
  minKg: number;
}

export interface EstimateOptions {
  /** The approximate weight as typed, in kilos; '' or left out: none given. */
  weight?: string;
  delivery?: DeliveryType;
  /** GET /api/prices' per-kilo rates. */
  perKg?: PerKgMap;
  /** Express costs this many times the regular price; left out, the spec's 1.5. */
  expressFactor?: number;
}

export interface Estimate {
  lines: EstimateLine[];
  /** The service's rate by the kilo, null when it is estimated by the item. */
  perKg: PerKgPrice | null;
  /** The weight given, in hundredths of a kilo; null when none was given or it is not a weight. */
  weightCenti: number | null;
  /** A weight was typed that is none (0.1–100 kg, two decimals at most): refused, never rounded. */
  weightInvalid: boolean;
  /** The estimate's bill lines in paise, as the bill's rules make them: items, weight, minimum, Express. */
  bill: PricedItem[];
  /** paise */
  total: number;
}

/** The rate by the kilo a service has in the live list, when it has a usable one. */
export function perKgFor(perKg: PerKgMap | undefined, service: Service | ''): PerKgPrice | null {
  const found = service ? perKg?.[service] : undefined;
  if (!found || !Number.isFinite(found.rate) || found.rate <= 0) return null;
  return { rate: found.rate, minKg: Number.isFinite(found.minKg) && found.minKg > 0 ? found.minKg : 0 };
}

/** How an item enters the estimate of a service (with its rate by the kilo, if it has one), and its rate each. */
export function itemBasis(item: EstimateItem, service: Service | '', kg: PerKgPrice | null): { basis: LineBasis; rate: number | null } {
  if (kg) return { basis: 'byWeight', rate: null };
  const column = service ? ESTIMATE_COLUMN[service] : null;
  if (!column) return { basis: 'atPickup', rate: null };
  const rate = startingRate(item.prices[column]);
  return rate === null ? { basis: 'notOffered', rate } : { basis: 'priced', rate };
}

/**
 * The counted rows and the weight priced as the bill would price them: rows without an item or
 * pieces are left out; a service with a rate by the kilo is estimated from the weight (its
 * counted items are in that weight); an Express booking adds the Express line.
 */
export function estimateFor(
  rows: readonly CountRow[],
  groups: readonly EstimateGroup[],
  service: Service | '',
  options: EstimateOptions = {},
): Estimate {
  const kg = perKgFor(options.perKg, service);
  const byId = new Map(groups.flatMap((g) => g.items.map((it) => [it.id, it] as const)));
  const lines: EstimateLine[] = [];
  for (const row of rows) {
    const item = byId.get(row.id);
    if (!item || row.qty <= 0) continue;
    lines.push({ name: item.name, names: item.names, qty: row.qty, ...itemBasis(item, service, kg) });
  }

  const typed = (options.weight ?? '').trim();
  const centi = kg && typed !== '' ? weightCenti(typed) : null;
  const items: ItemInput[] = lines.flatMap((l) => (l.basis === 'priced' ? [{ service, item: l.name, qty: l.qty, rate: l.rate }] : []));
  if (kg && centi !== null) items.push({ service, item: service, qty: kgFromCenti(centi), rate: kg.rate, unit: 'kg' });

  const minimum: Record<string, KgRate> = kg && service ? { [service]: { rate: toPaise(kg.rate), minKgCenti: Math.round(kg.minKg * 100) } } : {};
  const factorPct = options.expressFactor === undefined ? DEFAULT_EXPRESS_FACTOR_PCT : Math.round(options.expressFactor * 100);
  const express = options.delivery === 'express' && service ? { factorPct, service } : null;
  const priced = priceOrder({ items }, { perKg: minimum, express });
  return {
    lines,
    perKg: kg,
    weightCenti: centi,
    weightInvalid: kg !== null && typed !== '' && centi === null,
    bill: priced.items,
    total: priced.totals.total,
  };
}

/** The estimate is from starting prices ("from ₹87"), not only from the weight at the shop's rate. */
export function fromStartingPrices(estimate: Estimate): boolean {
  return estimate.lines.some((l) => l.basis === 'priced');
}

/** "Shirt / T-Shirt × 3, Trouser / Jeans × 2", the names in the language given (English by default: the shop's note). */
export function countText(lines: readonly EstimateLine[], language: Language = 'en'): string {
  return lines.map((l) => `${itemName(l, language)} × ${l.qty}`).join(', ');
}

/**
 * The line the order's notes carry, so the shop sees the customer's count beside the order:
 * the weight given and what was counted, and the estimate, marked as the customer's estimate;
 * an item the estimate leaves out is marked so. '' when nothing was counted or weighed. Always in
 * English: it is the shop's record, whatever language the customer reads.
 */
export function countNote(estimate: Estimate): string {
  const weight = estimate.weightCenti !== null ? `about ${kgFromCenti(estimate.weightCenti)} kg` : '';
  const items = estimate.lines.map((l) => `${l.name} × ${l.qty}${l.basis === 'notOffered' ? ' (not in the estimate)' : ''}`).join(', ');
  const counted = [weight, items].filter(Boolean).join('; ');
  if (counted === '') return '';
  const amount = formatInr(fromPaise(estimate.total));
  const priced = estimate.total > 0 ? ` (estimate ${fromStartingPrices(estimate) ? 'from ' : ''}${amount})` : '';
  return `Customer's count${priced}: ${counted}.`;
}

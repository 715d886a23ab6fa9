import { PRICE_CATEGORIES, PRICE_SERVICES, SERVICES, type PriceService, type Service } from '@laundry/shared/constants';
import type { PriceCatalogue, PriceCategoryGroup, PriceItem, PriceMap, PriceNames } from '@laundry/shared/contracts/prices';
import type en from './locales/en.json';
import { categoryLabel } from '@laundry/shared/rules/price-category';

/**
 * Turns whatever the catalogue call (or the bundled list) holds into the page's shape:
 * categories in the shop's order, each item with exactly the three price slots.
 */

/** Names a price list may use for each slot, compared without case, spaces or punctuation (spec section 3). */
const SLOT_NAMES: Record<PriceService, string[]> = {
  'Steam Iron': ['steam', 'steamiron', 'steamironing', 'steampress', 'iron', 'ironing', 'press'],
  'Wash Iron': ['wash', 'washiron', 'washandiron', 'washironing', 'washandironing'],
  'Dry Clean': ['dry', 'dryclean', 'drycleaning', 'drycleaned'],
};

function compact(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
}

/** The slot a service name belongs to, or null for a service the page does not show. */
export function slotFor(serviceName: string): PriceService | null {
  const key = compact(serviceName);
  for (const slot of PRICE_SERVICES) if (SLOT_NAMES[slot].includes(key)) return slot;
  return null;
}

function priceText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  return value.trim() || '-';
}

/** The three slots from a prices object with any of the accepted service names; missing ones are '-'. */
export function toPriceMap(prices: unknown): PriceMap {
  const map: PriceMap = { 'Steam Iron': '-', 'Wash Iron': '-', 'Dry Clean': '-' };
  const filled = new Set<PriceService>();
  if (!prices || typeof prices !== 'object') return map;
  for (const [name, value] of Object.entries(prices)) {
    const slot = slotFor(name);
    const text = priceText(value);
    // The first name for a slot wins, so "Dry Clean" is not overwritten by a later "dry".
    if (slot && text !== null && !filled.has(slot)) {
      map[slot] = text;
      filled.add(slot);
    }
  }
  return map;
}

/** The Telugu and Hindi names, '' for any missing or not text (an older list has none). */
export function toNames(names: unknown): PriceNames {
  const read = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (!names || typeof names !== 'object') return { te: '', hi: '' };
  const { te, hi } = names as { te?: unknown; hi?: unknown };
  return { te: read(te), hi: read(hi) };
}

function toItems(raw: unknown): PriceItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { name, names, prices } = item as { name?: unknown; names?: unknown; prices?: unknown };
    if (typeof name !== 'string' || !name.trim()) return [];
    return [{ name: name.trim(), names: toNames(names), prices: toPriceMap(prices) }];
  });
}

function ordered(groups: Map<string, PriceItem[]>): PriceCategoryGroup[] {
  const known: readonly string[] = PRICE_CATEGORIES;
  const keys = [...groups.keys()].sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    return (ia < 0 ? known.length : ia) - (ib < 0 ? known.length : ib);
  });
  return keys.map((key) => ({ key, label: categoryLabel(key), items: groups.get(key) ?? [] }) as PriceCategoryGroup);
}

/**
 * Accepts the API's {categories: [{key, items}]}, the bundled {MEN: [...], ...} list, or a flat
 * list of {category, name, prices}. Returns null when nothing in it looks like a price list.
 */
export function normalizeCatalogue(raw: unknown): PriceCatalogue | null {
  if (!raw || typeof raw !== 'object') return null;
  const groups = new Map<string, PriceItem[]>();
  const add = (key: unknown, items: PriceItem[]) => {
    if (typeof key !== 'string' || !key.trim()) return;
    const k = key
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_');
    groups.set(k, [...(groups.get(k) ?? []), ...items]);
  };

  const categories = (raw as { categories?: unknown }).categories;
  if (Array.isArray(categories)) {
    for (const c of categories) {
      if (c && typeof c === 'object') add((c as { key?: unknown }).key, toItems((c as { items?: unknown }).items));
    }
  } else if (Array.isArray(raw)) {
    for (const row of raw) {
      if (row && typeof row === 'object') add((row as { category?: unknown }).category, toItems([row]));
    }
  } else {
    for (const [key, items] of Object.entries(raw)) if (Array.isArray(items)) add(key, toItems(items));
  }

  const result = ordered(groups);
  return result.some((c) => c.items.length > 0) ? { categories: result } : null;
}

/**
 * Text as the search compares it: lower case, one space between words, and the ways one word is
 * typed on Telugu and Hindi keyboards made alike: the joiners some keyboards put in (సూట్‌కేస్),
 * precomposed or separate nukta (ड़), and the nukta or chandrabindu left out (साडी, फैंसी, हां).
 */
export function searchText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether an item's English, Telugu or Hindi name holds the text. */
export function itemMatches(item: PriceItem, query: string): boolean {
  const q = searchText(query);
  return [item.name, item.names.te, item.names.hi].some((name) => name !== '' && searchText(name).includes(q));
}

/**
 * The search box: items whose name in any of the three languages contains the text (typing
 * "చీర", "saree" or "साड़ी" finds the sarees), without regard to case; empty categories stay, empty.
 */
export function filterCatalogue(catalogue: PriceCatalogue, query: string): PriceCatalogue {
  if (!searchText(query)) return catalogue;
  return {
    categories: catalogue.categories.map((c) => ({ ...c, items: c.items.filter((item) => itemMatches(item, query)) })),
  };
}

/** What a price cell shows: the rupee sign added, '-' (unavailable) left alone. */
export function formatPrice(text: string): string {
  const t = text.trim();
  if (!t || t === '-') return '-';
  return t.startsWith('₹') ? t : `₹${t}`;
}

/** The card rows, in the order of the spec, with their labels' keys in the `prices` catalogue. */
export const PRICE_ROWS: { slot: PriceService; label: keyof typeof en & `service.${string}` }[] = [
  { slot: 'Steam Iron', label: 'service.steamIron' },
  { slot: 'Wash Iron', label: 'service.washIron' },
  { slot: 'Dry Clean', label: 'service.dryClean' },
];

/** The shop's categories have their names in the catalogue; one the page does not know keeps its label. */
export function categoryKey(key: string): (keyof typeof en & `category.${string}`) | null {
  return (PRICE_CATEGORIES as readonly string[]).includes(key) ? (`category.${key}` as keyof typeof en & `category.${string}`) : null;
}

/** A service the shop prices by the kilo (docs/decisions/0066): rupees per kg and the minimum kilos charged (0 = none). */
export interface PerKgRate {
  service: Service;
  rate: number;
  minKg: number;
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The services priced by the kilo in a GET /api/prices answer, in the shop's order of services.
 * Only a usable rate is shown: nothing at all when the shop has set none (a fresh install), so no
 * placeholder ever reaches a customer.
 */
export function perKgRates(raw: unknown): PerKgRate[] {
  const map = raw && typeof raw === 'object' ? (raw as { perKg?: unknown }).perKg : undefined;
  if (!map || typeof map !== 'object') return [];
  return SERVICES.flatMap((service) => {
    const entry = (map as Record<string, unknown>)[service];
    if (!entry || typeof entry !== 'object') return [];
    const { rate, minKg } = entry as { rate?: unknown; minKg?: unknown };
    return positive(rate) ? [{ service, rate, minKg: positive(minKg) ? minKg : 0 }] : [];
  });
}

import { PRICE_CATEGORIES, PRICE_SERVICES, type PriceService } from '@laundry/shared/constants';
import type { PriceCatalogue, PriceCategoryGroup, PriceItem, PriceMap } from '@laundry/shared/contracts/prices';
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

function toItems(raw: unknown): PriceItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { name, prices } = item as { name?: unknown; prices?: unknown };
    if (typeof name !== 'string' || !name.trim()) return [];
    return [{ name: name.trim(), prices: toPriceMap(prices) }];
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

/** The search box: item names containing the text, case-insensitively; empty categories stay, empty. */
export function filterCatalogue(catalogue: PriceCatalogue, query: string): PriceCatalogue {
  const q = query.trim().toLowerCase();
  if (!q) return catalogue;
  return {
    categories: catalogue.categories.map((c) => ({ ...c, items: c.items.filter((item) => item.name.toLowerCase().includes(q)) })),
  };
}

/** What a price cell shows: the rupee sign added, '-' (unavailable) left alone. */
export function formatPrice(text: string): string {
  const t = text.trim();
  if (!t || t === '-') return '-';
  return t.startsWith('₹') ? t : `₹${t}`;
}

/** The card rows, in the order and with the labels of the spec. */
export const PRICE_ROWS: { slot: PriceService; label: string }[] = [
  { slot: 'Steam Iron', label: 'STEAM IRON' },
  { slot: 'Wash Iron', label: 'WASH AND IRON' },
  { slot: 'Dry Clean', label: 'DRY CLEAN' },
];

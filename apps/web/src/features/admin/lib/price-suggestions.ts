import type { PriceService } from '@laundry/shared/constants';
import type { PriceCatalogue, PriceMap } from '@laundry/shared/contracts/prices';

/**
 * The invoice editor's item suggestions, from the shop's price list (docs/decisions/0041):
 * one suggestion per item name, with the rate for the row's service. A name found in several
 * categories (Men's and Kids' shirts) takes the first category's price, the shop's order.
 */
export interface PriceSuggestion {
  name: string;
  category: string;
  prices: PriceMap;
}

/** The invoice's services, as the price list names its columns; Wash and Fold and Others have none. */
const PRICE_SLOT: Record<string, PriceService> = {
  'wash and iron': 'Wash Iron',
  iron: 'Steam Iron',
  'steam iron': 'Steam Iron',
  'dry clean': 'Dry Clean',
};

export function priceSlot(service: string): PriceService | null {
  return PRICE_SLOT[service.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

/** The rupees a price text starts from: "29+" → 29, "20 & 25" → 20, "-" (not offered) → null. */
export function priceNumber(text: string): number | null {
  const match = /\d+(?:\.\d{1,2})?/.exec(text);
  if (!match) return null;
  const value = Number(match[0]);
  return Number.isFinite(value) ? value : null;
}

export function priceSuggestions(catalogue: PriceCatalogue | undefined): PriceSuggestion[] {
  if (!catalogue || !Array.isArray(catalogue.categories)) return [];
  const seen = new Set<string>();
  const list: PriceSuggestion[] = [];
  for (const group of catalogue.categories) {
    for (const item of group.items) {
      const key = item.name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      list.push({ name: item.name, category: group.label, prices: item.prices });
    }
  }
  return list;
}

const words = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The price-list item a typed name stands for: the whole name, or one of the names it joins
 * with "/" ("Shirt" and "T-Shirt" both mean "Shirt / T-Shirt"), without case.
 */
export function findSuggestion(list: readonly PriceSuggestion[], typed: string): PriceSuggestion | null {
  const t = words(typed);
  if (!t) return null;
  return (
    list.find((s) => words(s.name) === t) ??
    list.find((s) =>
      s.name
        .split('/')
        .map(words)
        .some((part) => part === t),
    ) ??
    null
  );
}

/** The rate, as the editor's text, of this item for this service; null when the list has none. */
export function suggestedRate(list: readonly PriceSuggestion[], item: string, service: string): string | null {
  const slot = priceSlot(service);
  const found = findSuggestion(list, item);
  if (!slot || !found) return null;
  const value = priceNumber(found.prices[slot]);
  return value === null ? null : String(value);
}

/** What a suggestion says beside its name: its category and the rate for the row's service. */
export function suggestionLabel(s: PriceSuggestion, service: string): string {
  const slot = priceSlot(service);
  const value = slot ? priceNumber(s.prices[slot]) : null;
  return value === null ? s.category : `${s.category} · ₹${value} (${service})`;
}

import type { PriceService } from '@laundry/shared/constants';
import type { PriceCatalogue, PriceMap, PriceNames } from '@laundry/shared/contracts/prices';
import { findPriceItem } from '@laundry/shared/rules/price-match';
import { currentLanguage } from '../../../../../i18n/language';
import { translate } from '../../../../../i18n/translate';
import en from '../locales/en.json';
import { serviceName } from './invoice-draft';

/**
 * The invoice editor's item suggestions, from the shop's price list (docs/decisions/0041):
 * one suggestion per item name, with the rate for the row's service. A name found in several
 * categories (Men's and Kids' shirts) takes the first category's price, the shop's order.
 */
export interface PriceSuggestion {
  name: string;
  /** Its Telugu and Hindi names ('' when the shop has given none). */
  names: PriceNames;
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
      list.push({ name: item.name, names: { te: item.names?.te ?? '', hi: item.names?.hi ?? '' }, category: group.label, prices: item.prices });
    }
  }
  return list;
}

/**
 * The price-list item a typed name stands for, by the shared rule the server names bill lines
 * with (findPriceItem): the whole name or one of its "/" names without case, English first, then
 * the Telugu or Hindi name ("చీర" and "साड़ी" mean "Saree").
 */
export function findSuggestion(list: readonly PriceSuggestion[], typed: string): PriceSuggestion | null {
  return findPriceItem(list, typed);
}

/** The rate, as the editor's text, of this item for this service; null when the list has none. */
export function suggestedRate(list: readonly PriceSuggestion[], item: string, service: string): string | null {
  const slot = priceSlot(service);
  const found = findSuggestion(list, item);
  if (!slot || !found) return null;
  const value = priceNumber(found.prices[slot]);
  return value === null ? null : String(value);
}

/**
 * What a suggestion says beside its (English) name: in Telugu or Hindi the item's name in that
 * language first (so typing it finds the item), then its category and the rate for the row's
 * service (named in the language shown).
 */
export function suggestionLabel(s: PriceSuggestion, service: string): string {
  const slot = priceSlot(service);
  const value = slot ? priceNumber(s.prices[slot]) : null;
  const label =
    value === null
      ? s.category
      : translate('invoice-editor', en, 'items.suggestion', { category: s.category, rate: String(value), service: serviceName(service) });
  const language = currentLanguage();
  const local = language === 'en' ? '' : s.names[language];
  return local ? `${local} · ${label}` : label;
}

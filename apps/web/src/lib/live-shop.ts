import { useSyncExternalStore } from 'react';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';

/*
 * The last GET /api/shop answer (or the admin's save), kept here rather than read with useQuery:
 * the first screen (navigation, call buttons, Home) then loads neither useQuery nor the API
 * client, which only the footer's chunk and later screens bring (Home's first-load budget,
 * docs/decisions/0049). lib/shop-settings.ts writes it whenever it fetches or the admin saves.
 */
let live: ShopPaymentSettings | undefined;
const listeners = new Set<() => void>();

export function showShopSettings(settings: ShopPaymentSettings): void {
  live = settings;
  for (const listener of listeners) listener();
}

export function liveShopSettings(): ShopPaymentSettings | undefined {
  return live;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The shop's live settings for a component, undefined on the first render (so a pre-rendered page
 * hydrates as it was rendered, docs/decisions/0044) and until the site footer's request answers.
 */
export function useLiveShopSettings(): ShopPaymentSettings | undefined {
  return useSyncExternalStore(
    subscribe,
    () => live,
    () => undefined,
  );
}

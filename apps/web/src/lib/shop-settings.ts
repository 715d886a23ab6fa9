import { useQuery } from '@tanstack/react-query';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { apiRequest } from './api-client';
import { showShopSettings } from './live-shop';

/** One answer for the Pay button, the invoice, the pages and the admin's reminder links. */
export const shopSettingsKey = ['shop', 'payment-settings'] as const;

let known: ShopPaymentSettings | null = null;

/** The shop's settings and profile (GET /api/shop, public): one answer for the Pay button, the invoice, the pages. */
export async function fetchShopSettings(signal?: AbortSignal): Promise<ShopPaymentSettings> {
  rememberShopSettings(await apiRequest<ShopPaymentSettings>('/api/shop', { signal }));
  return known!;
}

/** Every page showing the shop's details, and text made outside React, use it at once. */
export function rememberShopSettings(settings: ShopPaymentSettings): void {
  known = settings;
  showShopSettings(settings);
}

/**
 * The last settings this page read, for text made outside React (an invoice's WhatsApp
 * message); null before the first answer.
 */
export function knownShopSettings(): ShopPaymentSettings | null {
  return known;
}

/** Changes rarely (the admin's Settings tab): kept a minute. */
export function useShopSettings() {
  return useQuery({ queryKey: shopSettingsKey, queryFn: ({ signal }) => fetchShopSettings(signal), staleTime: 60_000 });
}

import { useQuery } from '@tanstack/react-query';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { apiRequest } from './api-client';

/** One answer for the Pay button, the invoice and the admin's reminder links. */
export const shopSettingsKey = ['shop', 'payment-settings'] as const;

let known: ShopPaymentSettings | null = null;

/** The shop's UPI ID, payee name and GSTIN (GET /api/shop, public). */
export async function fetchShopSettings(signal?: AbortSignal): Promise<ShopPaymentSettings> {
  known = await apiRequest<ShopPaymentSettings>('/api/shop', { signal });
  return known;
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

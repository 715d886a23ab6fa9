import type { QueryClient } from '@tanstack/react-query';
import { livePriceListKey } from '../../../../lib/live-price-list';

/** The price list editor's own answers, under the admin screen's keys. */
export const priceListKeys = {
  catalogue: ['admin', 'price-list'] as const,
  history: ['admin', 'price-history'] as const,
};

/** The public page's list (features/prices); a prefix of the live list's key too. */
const publicPricesKey = ['prices'] as const;

/**
 * After any save: the prices page, the live list that feeds pricing suggestions, and the editor's
 * own list and history are read again, so the owner sees the change everywhere at once.
 */
export function refreshPriceLists(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: publicPricesKey });
  void client.invalidateQueries({ queryKey: livePriceListKey });
  void client.invalidateQueries({ queryKey: priceListKeys.catalogue });
  void client.invalidateQueries({ queryKey: priceListKeys.history });
}

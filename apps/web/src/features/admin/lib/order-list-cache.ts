import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { removeOrderFromPages, upsertOrderInPages } from '../../../lib/order-cache';
import type { OrdersData } from '../api/fetch-orders';
import { adminKeys } from '../api/query-keys';
import { orderMatchesFilters } from './order-filters';

/**
 * 'new': a card the list lacks is added on top when the list's filters take it.
 * 'update': only cards already loaded change; an order not loaded in a list stays out of it.
 * Either way a copy older than the card shown is ignored (lib/order-cache).
 */
export type OrderChange = 'new' | 'update';

/** Applies one order to every cached list (each search and filter combination). */
export function applyOrderToCache(client: QueryClient, order: Order, change: OrderChange): void {
  for (const [key, data] of client.getQueriesData<OrdersData>({ queryKey: adminKeys.orders })) {
    const filters = adminKeys.filtersOf(key);
    if (!data || !filters) continue;
    const next = upsertOrderInPages(data, order, change === 'new' && orderMatchesFilters(order, filters) ? 'add' : 'skip');
    if (next !== data) client.setQueryData(key, next);
  }
}

export function removeOrderFromCache(client: QueryClient, id: string): void {
  for (const [key, data] of client.getQueriesData<OrdersData>({ queryKey: adminKeys.orders })) {
    if (!data) continue;
    const next = removeOrderFromPages(data, id);
    if (next !== data) client.setQueryData(key, next);
  }
}

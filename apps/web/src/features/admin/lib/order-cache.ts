import type { QueryClient } from '@tanstack/react-query';
import type { Order, OrderPage } from '@laundry/shared/contracts/orders';
import type { OrdersData } from '../api/fetch-orders';
import { adminKeys } from '../api/query-keys';
import { orderMatchesFilters, type OrderFilters } from './order-filters';

/**
 * 'new': add at the top, or replace the card with the same id (spec section 4).
 * 'update': replace the card where it is; an order not loaded in this list is left out.
 */
export type OrderChange = 'new' | 'update';

export function upsertOrder(data: OrdersData, order: Order, filters: OrderFilters, change: OrderChange): OrdersData {
  let found = false;
  const pages: OrderPage[] = data.pages.map((page) => {
    const index = page.data.findIndex((o) => o._id === order._id);
    if (index === -1) return page;
    found = true;
    const next = page.data.slice();
    next[index] = order;
    return { ...page, data: next };
  });
  if (found) return { ...data, pages };
  if (change === 'update' || !orderMatchesFilters(order, filters) || pages.length === 0) return data;
  const [first, ...rest] = pages;
  return { ...data, pages: [{ ...first!, data: [order, ...first!.data] }, ...rest] };
}

export function removeOrder(data: OrdersData, id: string): OrdersData {
  if (!data.pages.some((p) => p.data.some((o) => o._id === id))) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.filter((o) => o._id !== id) })) };
}

function filtersOfKey(key: readonly unknown[]): OrderFilters | null {
  const filters = key[2];
  return filters && typeof filters === 'object' ? (filters as OrderFilters) : null;
}

/** Applies one order to every cached list (each search and filter combination). */
export function applyOrderToCache(client: QueryClient, order: Order, change: OrderChange): void {
  for (const [key, data] of client.getQueriesData<OrdersData>({ queryKey: adminKeys.orders })) {
    const filters = filtersOfKey(key);
    if (!data || !filters) continue;
    const next = upsertOrder(data, order, filters, change);
    if (next !== data) client.setQueryData(key, next);
  }
}

export function removeOrderFromCache(client: QueryClient, id: string): void {
  for (const [key, data] of client.getQueriesData<OrdersData>({ queryKey: adminKeys.orders })) {
    if (!data) continue;
    const next = removeOrder(data, id);
    if (next !== data) client.setQueryData(key, next);
  }
}

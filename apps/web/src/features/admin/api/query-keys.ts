import type { QueryKey } from '@tanstack/react-query';
import type { OrderFilters } from '@laundry/shared/contracts/orders';

/** The third part of an order list's key: its filters (an object, made by orderList below). */
function isFilters(part: unknown): part is OrderFilters {
  return typeof part === 'object' && part !== null && !Array.isArray(part);
}

/** One place for the admin screen's cache keys, so live updates reach every variant. */
export const adminKeys = {
  orders: ['admin', 'orders'] as const,
  orderList: (filters: OrderFilters) => ['admin', 'orders', filters] as const,
  /** The filters an order list's key was made with; null for any other key. */
  filtersOf: (key: QueryKey): OrderFilters | null => (isFilters(key[2]) ? key[2] : null),
  stats: ['admin', 'order-stats'] as const,
  tickets: ['admin', 'tickets'] as const,
};

import type { OrderFilters } from '../lib/order-filters';

/** One place for the admin screen's cache keys, so live updates reach every variant. */
export const adminKeys = {
  orders: ['admin', 'orders'] as const,
  orderList: (filters: OrderFilters) => ['admin', 'orders', filters] as const,
  stats: ['admin', 'order-stats'] as const,
  tickets: ['admin', 'tickets'] as const,
};

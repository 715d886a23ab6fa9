import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { OrderFilters, OrderPage } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../lib/api-client';
import { hasFilters, NO_FILTERS } from '../lib/order-filters';
import { adminKeys } from './query-keys';

/** Small enough that the first cards paint at once, big enough that scrolling rarely waits. */
export const ORDERS_PAGE_SIZE = 50;

export function ordersQueryString(filters: OrderFilters, cursor: string | null, limit: number): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  if (filters.service) params.set('service', filters.service);
  if (filters.delivery) params.set('delivery', filters.delivery);
  if (filters.status) params.set('status', filters.status);
  if (filters.pickupDate) params.set('pickupDate', filters.pickupDate);
  if (filters.late) params.set('late', 'true');
  return params.toString();
}

export function fetchOrdersPage(filters: OrderFilters, cursor: string | null, limit = ORDERS_PAGE_SIZE, signal?: AbortSignal): Promise<OrderPage> {
  return apiRequest<OrderPage>(`/admin/orders?${ordersQueryString(filters, cursor, limit)}`, { signal });
}

export type OrdersData = InfiniteData<OrderPage, string | null>;

/** The unfiltered first page, asked for as soon as the dashboard's code arrives (see below). */
let early: { page: Promise<OrderPage>; at: number } | null = null;
const EARLY_PAGE_TTL_MS = 5000;

/**
 * Starts loading the newest orders while React is still drawing the screen, so the first cards
 * wait on one round trip, not on the render that would otherwise start it.
 */
export function requestFirstOrdersPageEarly(): void {
  const page = fetchOrdersPage(NO_FILTERS, null);
  page.catch(() => undefined);
  early = { page, at: Date.now() };
}

function takeEarlyPage(filters: OrderFilters, cursor: string | null): Promise<OrderPage> | null {
  if (!early || cursor || hasFilters(filters)) return null;
  const { page, at } = early;
  early = null;
  return Date.now() - at < EARLY_PAGE_TTL_MS ? page : null;
}

/** Newest first, one cursor page at a time; search and filters are answered by the server. */
export function useAdminOrders(filters: OrderFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.orderList(filters),
    queryFn: ({ pageParam, signal }) => takeEarlyPage(filters, pageParam) ?? fetchOrdersPage(filters, pageParam, ORDERS_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search runs the old cards stay, so the list never flashes empty.
    placeholderData: keepPreviousData,
    // Live updates keep the list fresh; refetching every loaded page on focus would be wasted work.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

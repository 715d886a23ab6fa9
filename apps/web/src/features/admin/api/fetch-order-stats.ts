import { useQuery } from '@tanstack/react-query';
import type { OrderStats } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function fetchOrderStats(signal?: AbortSignal): Promise<OrderStats> {
  return apiRequest<OrderStats>('/admin/orders/stats', { signal });
}

/** Tiles and charts come from the server's counts, never from the loaded page of cards. */
export function useOrderStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => fetchOrderStats(signal), staleTime: 10_000 });
}

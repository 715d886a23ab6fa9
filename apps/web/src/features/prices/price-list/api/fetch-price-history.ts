import { useInfiniteQuery } from '@tanstack/react-query';
import { priceHistorySchema, type PriceHistory } from '@laundry/shared/contracts/prices';
import { apiRequest } from '../../../../lib/api-client';
import { priceListKeys } from './price-list-keys';

export const HISTORY_PAGE_SIZE = 20;

/** One page of the list's changes, newest first (GET /api/prices/history); `before` is the last page's `next`. */
export async function fetchPriceHistory(before: string | null, signal?: AbortSignal): Promise<PriceHistory> {
  const params = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (before) params.set('before', before);
  return priceHistorySchema.parse(await apiRequest<unknown>(`/api/prices/history?${params}`, { signal }));
}

export function usePriceHistory() {
  return useInfiniteQuery({
    queryKey: priceListKeys.history,
    queryFn: ({ pageParam, signal }) => fetchPriceHistory(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** The shop's price list (GET /api/prices, already in the catalogue's shape), for the invoice editor's suggestions. */
export function fetchPriceList(signal?: AbortSignal): Promise<PriceCatalogue> {
  return apiRequest<PriceCatalogue>('/api/prices', { signal });
}

/** Without it the editor still works, only without suggestions: no retries, read once per visit. */
export function usePriceList() {
  return useQuery({
    queryKey: adminKeys.priceList,
    queryFn: ({ signal }) => fetchPriceList(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

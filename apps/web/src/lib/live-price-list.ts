import { useQuery } from '@tanstack/react-query';
import { priceCatalogueSchema, type PriceCatalogue } from '@laundry/shared/contracts/prices';
import { apiRequest } from './api-client';

/**
 * GET /api/prices as the shop now has it, for suggestions and estimates (the booking's estimate,
 * the invoice editor's rates, the rider's item lines). Unlike the prices page there is no bundled
 * fallback: a stale copy could mislead, so without the live list each screen simply offers none.
 */
export async function fetchLivePriceList(signal?: AbortSignal): Promise<PriceCatalogue> {
  return priceCatalogueSchema.parse(await apiRequest<unknown>('/api/prices', { signal }));
}

export const livePriceListKey = ['prices', 'live'] as const;

/** One query for every screen: read once per few minutes, one retry. */
export function useLivePriceList() {
  return useQuery({
    queryKey: livePriceListKey,
    queryFn: ({ signal }) => fetchLivePriceList(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

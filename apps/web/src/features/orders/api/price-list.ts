import { useQuery } from '@tanstack/react-query';
import { priceCatalogueSchema, type PriceCatalogue } from '@laundry/shared/contracts/prices';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/prices for the booking's estimate. Unlike the prices page there is no bundled
 * fallback: an estimate from a stale copy could mislead, so without the live list the form
 * simply offers no estimate.
 */
export async function fetchPriceList(signal?: AbortSignal): Promise<PriceCatalogue> {
  return priceCatalogueSchema.parse(await apiRequest<unknown>('/api/prices', { signal }));
}

export function usePriceList() {
  return useQuery({
    queryKey: ['prices', 'booking-estimate'],
    queryFn: ({ signal }) => fetchPriceList(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

import { useQuery } from '@tanstack/react-query';
import { priceCatalogueSchema, type PriceCatalogue } from '@laundry/shared/contracts/prices';
import { apiRequest } from '../../../../lib/api-client';
import { priceListKeys } from './price-list-keys';

/** The list as the server has it now (GET /api/prices): items, rates per kg and the Express factor. */
export async function fetchPriceList(signal?: AbortSignal): Promise<PriceCatalogue> {
  return priceCatalogueSchema.parse(await apiRequest<unknown>('/api/prices', { signal }));
}

export function usePriceList() {
  return useQuery({ queryKey: priceListKeys.catalogue, queryFn: ({ signal }) => fetchPriceList(signal), retry: false });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceCatalogueSchema, type BulkUpsertBody, type PriceCatalogue } from '@laundry/shared/contracts/prices';
import { apiRequest } from '../../../../lib/api-client';
import { priceListKeys, refreshPriceLists } from './price-list-keys';

/** Every row of an import in one go, all or nothing (POST /api/prices/bulk-upsert); answers the whole list. */
export async function importPrices(body: BulkUpsertBody): Promise<PriceCatalogue> {
  return priceCatalogueSchema.parse(await apiRequest<unknown>('/api/prices/bulk-upsert', { method: 'POST', body }));
}

export function useImportPrices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importPrices,
    onSuccess: (catalogue) => {
      client.setQueryData(priceListKeys.catalogue, catalogue);
      refreshPriceLists(client);
    },
  });
}

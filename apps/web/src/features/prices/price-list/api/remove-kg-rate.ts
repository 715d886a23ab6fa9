import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service } from '@laundry/shared/constants';
import { perKgMapSchema, type PerKgMap, type PriceCatalogue } from '@laundry/shared/contracts/prices';
import { apiRequest } from '../../../../lib/api-client';
import { withPerKg } from '../lib/catalogue-edits';
import { priceListKeys, refreshPriceLists } from './price-list-keys';

/** The service is no longer priced by weight (DELETE /api/prices/per-kg/{service}). */
export async function removeKgRate(service: Service): Promise<PerKgMap> {
  return perKgMapSchema.parse(await apiRequest<unknown>(`/api/prices/per-kg/${encodeURIComponent(service)}`, { method: 'DELETE' }));
}

export function useRemoveKgRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeKgRate,
    onSuccess: (perKg) => {
      client.setQueryData<PriceCatalogue>(priceListKeys.catalogue, (list) => list && withPerKg(list, perKg));
      refreshPriceLists(client);
    },
  });
}

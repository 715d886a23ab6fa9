import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service } from '@laundry/shared/constants';
import { perKgMapSchema, type PerKgBody, type PerKgMap, type PriceCatalogue } from '@laundry/shared/contracts/prices';
import { apiRequest } from '../../../../lib/api-client';
import { withPerKg } from '../lib/catalogue-edits';
import { priceListKeys, refreshPriceLists } from './price-list-keys';

/** A service's rate per kg and minimum kg (PUT /api/prices/per-kg/{service}); answers every service's rate. */
export async function setKgRate(service: Service, body: PerKgBody): Promise<PerKgMap> {
  return perKgMapSchema.parse(await apiRequest<unknown>(`/api/prices/per-kg/${encodeURIComponent(service)}`, { method: 'PUT', body }));
}

export function useSetKgRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ service, body }: { service: Service; body: PerKgBody }) => setKgRate(service, body),
    onSuccess: (perKg) => {
      client.setQueryData<PriceCatalogue>(priceListKeys.catalogue, (list) => list && withPerKg(list, perKg));
      refreshPriceLists(client);
    },
  });
}

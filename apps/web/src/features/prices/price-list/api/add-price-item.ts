import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPriceBody, PatchedPriceItem, PriceCatalogue } from '@laundry/shared/contracts/prices';
import { apiRequest } from '../../../../lib/api-client';
import { appendItem } from '../lib/catalogue-edits';
import { priceListKeys, refreshPriceLists } from './price-list-keys';

/** A new item at the end of its category (POST /api/prices; 409 price_name_taken). */
export function addPriceItem(body: AddPriceBody): Promise<PatchedPriceItem> {
  return apiRequest<PatchedPriceItem>('/api/prices', { method: 'POST', body });
}

export function useAddPriceItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addPriceItem,
    onSuccess: (saved) => {
      client.setQueryData<PriceCatalogue>(priceListKeys.catalogue, (list) => list && appendItem(list, saved));
      refreshPriceLists(client);
    },
  });
}

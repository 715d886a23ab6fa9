import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceCategory } from '@laundry/shared/constants';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { apiRequest } from '../../../../lib/api-client';
import { dropItem } from '../lib/catalogue-edits';
import { priceListKeys, refreshPriceLists } from './price-list-keys';

export interface RemovedItem {
  category: PriceCategory;
  name: string;
}

/** Takes an item off the list (DELETE /api/prices/{name}?category=); bills that named it keep it. */
export function removePriceItem({ category, name }: RemovedItem): Promise<RemovedItem> {
  return apiRequest<RemovedItem>(`/api/prices/${encodeURIComponent(name)}?category=${encodeURIComponent(category)}`, { method: 'DELETE' });
}

export function useRemovePriceItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removePriceItem,
    onSuccess: (removed) => {
      client.setQueryData<PriceCatalogue>(priceListKeys.catalogue, (list) => list && dropItem(list, removed));
      refreshPriceLists(client);
    },
  });
}

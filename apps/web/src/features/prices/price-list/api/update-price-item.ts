import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceCategory } from '@laundry/shared/constants';
import type { PatchedPriceItem, PatchPriceBody, PriceCatalogue } from '@laundry/shared/contracts/prices';
import { apiRequest } from '../../../../lib/api-client';
import { replaceItem } from '../lib/catalogue-edits';
import { priceListKeys, refreshPriceLists } from './price-list-keys';

/** Renames, re-rates or moves one item (PATCH /api/prices/{name}); `category` in the body picks the row. */
export function updatePriceItem(name: string, body: PatchPriceBody): Promise<PatchedPriceItem> {
  return apiRequest<PatchedPriceItem>(`/api/prices/${encodeURIComponent(name)}`, { method: 'PATCH', body });
}

export function useUpdatePriceItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, body }: { name: string; category: PriceCategory; body: PatchPriceBody }) => updatePriceItem(name, body),
    onSuccess: (saved, { name, category }) => {
      client.setQueryData<PriceCatalogue>(priceListKeys.catalogue, (list) => list && replaceItem(list, { category, name }, saved));
      refreshPriceLists(client);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackPurchase, PackSaleBody } from '@laundry/shared/contracts/packs';
import { apiRequest } from '../../../../lib/api-client';
import { takingsKeys } from '../../../takings/api/takings-keys';

/** POST /admin/packs/sales: a pack sold at the counter; the day's takings change with it. */
export function useSellPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackSaleBody) => apiRequest<PackPurchase>('/admin/packs/sales', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: takingsKeys.allTakings }),
  });
}

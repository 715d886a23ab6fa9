import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManualOrderAnswer, ManualOrderBody } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../../lib/api-client';
import { applyOrderToCache } from '../../../../admin/lib/order-list-cache';
import { adminKeys } from '../../../../admin/api/query-keys';

/** A walk-in or WhatsApp order: the server marks it manual, prices it, numbers the invoice and answers the Order. */
export function createManualOrder(body: ManualOrderBody): Promise<ManualOrderAnswer> {
  // With `warning` when its pickup window was already full: the shop may overbook (docs/decisions/0051).
  return apiRequest<ManualOrderAnswer>('/admin/orders', { method: 'POST', body });
}

export function useCreateManualOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualOrderBody) => createManualOrder(body),
    onSuccess: (order) => {
      applyOrderToCache(client, order, 'new');
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

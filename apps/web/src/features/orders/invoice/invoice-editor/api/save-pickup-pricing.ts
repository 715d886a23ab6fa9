import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PricingBody } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../../lib/api-client';
import { applyOrderToCache } from '../../../../admin/lib/order-list-cache';
import { adminKeys } from '../../../../admin/api/query-keys';

/** Pickup & Price: prices the order; the server moves a Pending order to In Progress. */
export function savePickupPricing(id: string, body: PricingBody): Promise<Order> {
  return apiRequest<Order>(`/admin/orders/${encodeURIComponent(id)}/pickup`, { method: 'POST', body });
}

export function useSavePickupPricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PricingBody }) => savePickupPricing(id, body),
    onSuccess: (order) => {
      applyOrderToCache(client, order, 'update');
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PricingBody } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../../lib/api-client';
import { applyOrderToCache } from '../../../../admin/lib/order-list-cache';

/** Edit Pricing: replaces the items and totals; the invoice number stays. */
export function saveEditedPricing(id: string, body: PricingBody): Promise<Order> {
  return apiRequest<Order>(`/admin/orders/${encodeURIComponent(id)}/pricing`, { method: 'PATCH', body });
}

export function useSaveEditedPricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PricingBody }) => saveEditedPricing(id, body),
    onSuccess: (order) => applyOrderToCache(client, order, 'update'),
  });
}

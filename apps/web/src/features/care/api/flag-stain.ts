import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StainBody } from '@laundry/shared/contracts/care';
import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../lib/api-client';
import { applyOrderToCache } from '../../admin/lib/order-list-cache';

/** POST /admin/orders/{id}/stains: a stain or damage on one piece, for the customer to decide; answers the order. */
export function flagStain(orderId: string, body: StainBody): Promise<Order> {
  return apiRequest<Order>(`/admin/orders/${encodeURIComponent(orderId)}/stains`, { method: 'POST', body });
}

export function useFlagStain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: StainBody }) => flagStain(orderId, body),
    // The card shows the answer at once; other admins and the customer get it over the socket.
    onSuccess: (order) => applyOrderToCache(client, order, 'update'),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../lib/api-client';
import { applyOrderToCache } from '../../../admin/lib/order-list-cache';

/** PATCH /admin/orders/{id}/rider: null takes the order off every rider. */
export function assignRider(id: string, riderId: string | null): Promise<Order> {
  return apiRequest<Order>(`/admin/orders/${encodeURIComponent(id)}/rider`, { method: 'PATCH', body: { riderId } });
}

export function useAssignRider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, riderId }: { id: string; riderId: string | null }) => assignRider(id, riderId),
    onSuccess: (order) => applyOrderToCache(client, order, 'update'),
  });
}

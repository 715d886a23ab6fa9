import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import type { OrderStatus } from '@laundry/shared/constants';
import { apiRequest } from '../../../lib/api-client';
import { applyOrderToCache } from '../lib/order-list-cache';
import { adminKeys } from './query-keys';

/** `reason`: why an order goes out for delivery with pieces not ready (the card asks for it). */
export function setOrderStatus(id: string, status: OrderStatus, reason?: string): Promise<Order> {
  return apiRequest<Order>(`/admin/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: reason ? { status, reason } : { status } });
}

export function useSetOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: OrderStatus; reason?: string }) => setOrderStatus(id, status, reason),
    onSuccess: (order) => {
      applyOrderToCache(client, order, 'update');
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
    // Spec section 8: a failed status change is only logged.
    onError: (error) => console.error('Order status change failed', error),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../lib/api-client';
import { applyOrderToCache } from '../../../admin/lib/order-list-cache';
import { shopFloorKeys } from './shop-floor-keys';

/** PUT /admin/orders/:id/rack: where the ready order waits ('' takes it off its rack). */
export function setRack(orderId: string, rack: string): Promise<Order> {
  return apiRequest<Order>(`/admin/orders/${encodeURIComponent(orderId)}/rack`, { method: 'PUT', body: { rack } });
}

export function useSetRack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, rack }: { orderId: string; rack: string }) => setRack(orderId, rack),
    onSuccess: (order) => {
      applyOrderToCache(client, order, 'update');
      // The Today board's deliveries name their racks.
      void client.invalidateQueries({ queryKey: shopFloorKeys.today });
    },
  });
}

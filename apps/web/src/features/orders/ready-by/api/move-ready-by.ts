import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoveReadyByBody, Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../../admin/api/query-keys';
import { applyOrderToCache } from '../../../admin/lib/order-list-cache';

/** POST /admin/orders/{id}/ready-by: a new promised time and the reason the customer reads (docs/decisions/0059); answers the order. */
export function moveReadyBy(orderId: string, body: MoveReadyByBody): Promise<Order> {
  return apiRequest<Order>(`/admin/orders/${encodeURIComponent(orderId)}/ready-by`, { method: 'POST', body });
}

export function useMoveReadyBy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: MoveReadyByBody }) => moveReadyBy(orderId, body),
    onSuccess: (order) => {
      // The card shows the answer at once; other admins and the customer get it over the socket.
      applyOrderToCache(client, order, 'update');
      // A late order given a time ahead is no longer late: the Late tile counts one fewer.
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

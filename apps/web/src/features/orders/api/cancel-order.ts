import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../lib/api-client';
import { upsertOrder } from '../../../lib/order-cache';
import { useSession } from '../../../lib/session';
import { myOrdersKey } from './my-orders';

/** Only a Pending order can be cancelled; otherwise the server answers 409 with the reason. */
export function cancelOrder(id: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData<Order[]>(myOrdersKey(token), (list) => upsertOrder(list, order));
    },
    onError: () => {
      // The order most likely moved on meanwhile: show its real state.
      void queryClient.invalidateQueries({ queryKey: myOrdersKey(token) });
    },
  });
}

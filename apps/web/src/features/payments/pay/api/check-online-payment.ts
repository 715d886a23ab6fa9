import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../lib/api-client';
import { upsertOrder } from '../../../../lib/order-cache';
import { useSession } from '../../../../lib/session';
import { myOrdersKey } from '../../../orders/api/my-orders';

/** Back from the gateway: the shop asks the gateway how the link stands (POST /orders/{id}/online-payments/check). */
export function checkOnlinePayment(orderId: string, linkId: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(orderId)}/online-payments/check`, { method: 'POST', body: { linkId } });
}

export function useCheckOnlinePayment() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: ({ orderId, linkId }: { orderId: string; linkId: string }) => checkOnlinePayment(orderId, linkId),
    onSuccess: (order) => {
      queryClient.setQueryData<Order[]>(myOrdersKey(token), (list) => upsertOrder(list, order));
    },
  });
}

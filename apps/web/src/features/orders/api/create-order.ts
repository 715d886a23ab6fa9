import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderBody, Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../lib/api-client';
import { upsertOrder } from '../../../lib/order-cache';
import { useSession } from '../../../lib/session';
import { myOrdersKey } from './my-orders';

export function createOrder(body: CreateOrderBody): Promise<Order> {
  return apiRequest<Order>('/orders', { method: 'POST', body });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      const key = myOrdersKey(token);
      if (queryClient.getQueryData(key)) queryClient.setQueryData<Order[]>(key, (list) => upsertOrder(list, order));
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { upsertOrder } from '../../../../lib/order-cache';
import { useSession } from '../../../../lib/session';
import { myOrdersKey } from '../../../orders/api/my-orders';

/**
 * A customer's call that answers the order as it now is: My Orders shows it at once (the
 * socket's copy, arriving too, is the same version and changes nothing).
 */
export function useMyOrderChange<V>(send: (vars: V) => Promise<Order>) {
  const client = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => client.setQueryData<Order[]>(myOrdersKey(token), (list) => (list ? upsertOrder(list, order) : list)),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { adminKeys } from '../../../admin/api/query-keys';
import { applyOrderToCache } from '../../../admin/lib/order-list-cache';

/**
 * A payment call answers the order as it now is: the card shows it at once (the socket's copy,
 * arriving too, is the same version and changes nothing).
 */
export function useOrderChange<V>(send: (vars: V) => Promise<Order>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      applyOrderToCache(client, order, 'update');
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

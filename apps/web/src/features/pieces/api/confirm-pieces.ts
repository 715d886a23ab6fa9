import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../lib/api-client';
import { upsertOrder } from '../../../lib/order-cache';
import { useSession } from '../../../lib/session';
import { myOrdersKey } from '../../orders/api/my-orders';

/** POST /orders/{id}/pieces/confirm: the customer agrees with the rider's count. */
export async function confirmPieces(id: string): Promise<Order | null> {
  const answer = await apiRequest<unknown>(`/orders/${encodeURIComponent(id)}/pieces/confirm`, { method: 'POST', body: {} });
  const parsed = orderSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function useConfirmPieces() {
  const client = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: confirmPieces,
    onSuccess: (order) => {
      const key = myOrdersKey(token);
      // The answer is the order when the server sends it; the live update brings it otherwise.
      if (order) client.setQueryData<Order[]>(key, (list) => (list ? upsertOrder(list, order) : list));
      else void client.invalidateQueries({ queryKey: key });
    },
  });
}

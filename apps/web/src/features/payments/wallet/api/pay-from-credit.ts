import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import type { PayFromCreditBody } from '@laundry/shared/contracts/payments';
import { apiRequest } from '../../../../lib/api-client';
import { upsertOrder } from '../../../../lib/order-cache';
import { useSession } from '../../../../lib/session';
import { myOrdersKey } from '../../../orders/api/my-orders';
import { walletKey } from './fetch-wallet';

/** Spends the customer's store credit on their order (POST /orders/{id}/pay-from-credit). */
export function payFromCredit(orderId: string, body: PayFromCreditBody): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(orderId)}/pay-from-credit`, { method: 'POST', body });
}

export function usePayFromCredit() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: ({ orderId, amount }: { orderId: string; amount: number }) => payFromCredit(orderId, { amount }),
    onSuccess: (order) => {
      queryClient.setQueryData<Order[]>(myOrdersKey(token), (list) => upsertOrder(list, order));
    },
    // Refused or not, the credit left is read again: another tab may have spent it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey(token) }),
  });
}

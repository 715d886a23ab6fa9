import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import type { PaymentReportBody } from '@laundry/shared/contracts/payments';
import { apiRequest } from '../../../../lib/api-client';
import { upsertOrder } from '../../../../lib/order-cache';
import { useSession } from '../../../../lib/session';
import { myOrdersKey } from '../../../orders/api/my-orders';

/** "I have paid": the UPI reference of a payment the shop then confirms (POST /orders/{id}/payment-reports). */
export function reportPayment(orderId: string, body: PaymentReportBody): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(orderId)}/payment-reports`, { method: 'POST', body });
}

export function useReportPayment() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: PaymentReportBody }) => reportPayment(orderId, body),
    onSuccess: (order) => {
      queryClient.setQueryData<Order[]>(myOrdersKey(token), (list) => upsertOrder(list, order));
    },
  });
}

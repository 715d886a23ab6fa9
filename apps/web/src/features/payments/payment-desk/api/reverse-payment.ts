import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../lib/api-client';
import { useOrderChange } from './use-order-change';

/** Appends the negative of a ledger entry, with the reason. */
export function reversePayment(orderId: string, paymentId: string, reason: string): Promise<Order> {
  return apiRequest<Order>(`/admin/orders/${encodeURIComponent(orderId)}/payments/${encodeURIComponent(paymentId)}/reverse`, {
    method: 'POST',
    body: { reason },
  });
}

export function useReversePayment() {
  return useOrderChange(({ orderId, paymentId, reason }: { orderId: string; paymentId: string; reason: string }) =>
    reversePayment(orderId, paymentId, reason),
  );
}

import type { RefundBody } from '@laundry/shared/contracts/gateway';
import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../lib/api-client';
import { useOrderChange } from './use-order-change';

/** Gives back part or all of a payment: through the gateway for its payments, else as paid (POST /admin/orders/{id}/refunds). */
export function refundPayment(orderId: string, body: RefundBody): Promise<Order> {
  return apiRequest<Order>(`/admin/orders/${encodeURIComponent(orderId)}/refunds`, { method: 'POST', body });
}

export function useRefundPayment() {
  return useOrderChange(({ orderId, body }: { orderId: string; body: RefundBody }) => refundPayment(orderId, body));
}

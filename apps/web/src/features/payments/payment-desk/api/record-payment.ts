import type { Order } from '@laundry/shared/contracts/orders';
import type { RecordPaymentBody } from '@laundry/shared/contracts/payments';
import { apiRequest } from '../../../../lib/api-client';
import { useOrderChange } from './use-order-change';

/** A payment taken at the counter (POST /admin/orders/{id}/payments). */
export function recordPayment(orderId: string, body: RecordPaymentBody): Promise<Order> {
  return apiRequest<Order>(`/admin/orders/${encodeURIComponent(orderId)}/payments`, { method: 'POST', body });
}

export function useRecordPayment() {
  return useOrderChange(({ orderId, body }: { orderId: string; body: RecordPaymentBody }) => recordPayment(orderId, body));
}

import type { ClaimBody } from '@laundry/shared/contracts/care';
import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../lib/api-client';
import { useMyOrderChange } from './use-my-order-change';

/** POST /orders/{id}/claims: a missing or damaged piece of a delivered order, within 48 hours; answers the order. */
export function makeClaim({ orderId, body }: { orderId: string; body: ClaimBody }): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(orderId)}/claims`, { method: 'POST', body });
}

export function useMakeClaim() {
  return useMyOrderChange(makeClaim);
}

import type { StainDecision } from '@laundry/shared/contracts/care';
import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../lib/api-client';
import { useMyOrderChange } from './use-my-order-change';

export interface StainDecisionVars {
  orderId: string;
  stainId: string;
  decision: StainDecision;
}

/** POST /orders/{id}/stains/{stainId}/decision: approve (the charge joins the bill) or decline; answers the order. */
export function decideStain({ orderId, stainId, decision }: StainDecisionVars): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(orderId)}/stains/${encodeURIComponent(stainId)}/decision`, {
    method: 'POST',
    body: { decision },
  });
}

export function useDecideStain() {
  return useMyOrderChange(decideStain);
}

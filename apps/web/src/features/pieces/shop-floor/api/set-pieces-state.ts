import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PieceState } from '@laundry/shared/contracts/pieces';
import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../lib/api-client';
import { applyOrderToCache } from '../../../admin/lib/order-list-cache';

export interface PiecesStateChange {
  orderId: string;
  state: PieceState;
  /** Left out: every piece of the order ("All ready"). */
  tags?: string[];
}

/** PATCH /admin/orders/:id/pieces: those pieces (or all) to the state; answers the order. */
export function setPiecesState({ orderId, state, tags }: PiecesStateChange): Promise<Order> {
  return apiRequest<Order>(`/admin/orders/${encodeURIComponent(orderId)}/pieces`, { method: 'PATCH', body: tags ? { state, tags } : { state } });
}

export function useSetPiecesState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPiecesState,
    // The card shows the answer at once; other admins get it over the socket.
    onSuccess: (order) => applyOrderToCache(client, order, 'update'),
  });
}

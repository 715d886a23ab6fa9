import { useMutation } from '@tanstack/react-query';
import type { PiecesDifferenceBody } from '@laundry/shared/contracts/rider';
import { apiRequest } from '../../../lib/api-client';

/** POST /orders/{id}/pieces/difference: the customer counts differently; the shop gets a ticket. */
export function reportDifference(id: string, body: PiecesDifferenceBody): Promise<unknown> {
  return apiRequest<unknown>(`/orders/${encodeURIComponent(id)}/pieces/difference`, { method: 'POST', body });
}

export function useReportDifference() {
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: PiecesDifferenceBody }) => reportDifference(id, body) });
}

import { useQuery } from '@tanstack/react-query';
import type { Receipt } from '@laundry/shared/contracts/payments';
import { apiRequest } from '../../../../lib/api-client';

/** One payment's receipt (GET /orders/{id}/receipts/{paymentId}): the order's customer or the shop. */
export function fetchReceipt(orderId: string, paymentId: string): Promise<Receipt> {
  return apiRequest<Receipt>(`/orders/${encodeURIComponent(orderId)}/receipts/${encodeURIComponent(paymentId)}`);
}

export function useReceipt(orderId: string, paymentId: string) {
  // A reversal changes what the receipt says, so it is read again each time it is opened.
  return useQuery({ queryKey: ['receipt', orderId, paymentId], queryFn: () => fetchReceipt(orderId, paymentId), staleTime: 0 });
}

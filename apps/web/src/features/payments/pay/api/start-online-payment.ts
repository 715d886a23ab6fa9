import { useMutation } from '@tanstack/react-query';
import type { OnlinePaymentLink } from '@laundry/shared/contracts/gateway';
import { apiRequest } from '../../../../lib/api-client';

/** The gateway's page for what is due on the order (POST /orders/{id}/online-payments). */
export function startOnlinePayment(orderId: string): Promise<OnlinePaymentLink> {
  return apiRequest<OnlinePaymentLink>(`/orders/${encodeURIComponent(orderId)}/online-payments`, { method: 'POST', body: {} });
}

/** Makes (or reuses) the link and takes the customer there. */
export function useStartOnlinePayment() {
  return useMutation({
    mutationFn: (orderId: string) => startOnlinePayment(orderId),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

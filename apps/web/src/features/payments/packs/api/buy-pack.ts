import { useMutation } from '@tanstack/react-query';
import type { OnlinePaymentLink } from '@laundry/shared/contracts/gateway';
import { apiRequest } from '../../../../lib/api-client';

/** POST /wallet/packs: a payment link for the pack; the customer is taken to the gateway's page. */
export function useBuyPack() {
  return useMutation({
    mutationFn: (offerId: string) => apiRequest<OnlinePaymentLink>('/wallet/packs', { method: 'POST', body: { offerId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

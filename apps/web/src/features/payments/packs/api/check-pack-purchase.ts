import { useQuery } from '@tanstack/react-query';
import type { PackPurchase } from '@laundry/shared/contracts/packs';
import { apiRequest } from '../../../../lib/api-client';

/** POST /wallet/packs/{id}/check: back from the gateway, the purchase as the gateway tells it now. */
export function usePackPurchaseCheck(purchaseId: string | null) {
  return useQuery({
    queryKey: ['packs', 'purchase', purchaseId],
    queryFn: () => apiRequest<PackPurchase>(`/wallet/packs/${encodeURIComponent(purchaseId ?? '')}/check`, { method: 'POST', body: {} }),
    enabled: purchaseId !== null,
    retry: false,
  });
}

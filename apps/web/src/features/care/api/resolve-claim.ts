import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Claim, ClaimResolveBody } from '@laundry/shared/contracts/care';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../admin/api/query-keys';
import { careKeys } from './care-keys';

/** POST /admin/claims/{id}/resolve: rewash, store credit, refund or rejection, once; answers the claim. */
export function resolveClaim(claimId: string, body: ClaimResolveBody): Promise<Claim> {
  return apiRequest<Claim>(`/admin/claims/${encodeURIComponent(claimId)}/resolve`, { method: 'POST', body });
}

export function useResolveClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, body }: { claimId: string; body: ClaimResolveBody }) => resolveClaim(claimId, body),
    onSuccess: () => {
      // The order (its ledger, or a new rewash order) comes over the socket; the lists are read again.
      void client.invalidateQueries({ queryKey: careKeys.claims });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import type { AdminClaim, ClaimStatus } from '@laundry/shared/contracts/care';
import { apiRequest } from '../../../lib/api-client';
import { careKeys } from './care-keys';

/** GET /admin/claims?status=: each claim with its order's number, the customer, the intake and the piece's stains. */
export async function fetchClaims(status: ClaimStatus, signal?: AbortSignal): Promise<AdminClaim[]> {
  const answer = await apiRequest<{ claims: AdminClaim[] }>(`/admin/claims?status=${status}`, { signal });
  return answer.claims;
}

/** Kept fresh by the admin's live updates (lib/use-admin-live.ts): a claim changes its order, which is published. */
export function useClaims(status: ClaimStatus, enabled = true) {
  return useQuery({
    queryKey: careKeys.claimList(status),
    queryFn: ({ signal }) => fetchClaims(status, signal),
    staleTime: 10_000,
    retry: false,
    enabled,
  });
}

import type { ClaimStatus } from '@laundry/shared/contracts/care';

/**
 * Stains and claims (docs/decisions/0057) under the admin screen's keys. None starts with
 * ['admin', 'orders']: those are the order lists, which live updates walk as lists.
 */
export const careKeys = {
  claims: ['admin', 'claims'] as const,
  claimList: (status: ClaimStatus) => ['admin', 'claims', status] as const,
};

import { useQuery } from '@tanstack/react-query';
import type { MyReferrals } from '@laundry/shared/contracts/referrals';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /referrals/mine: the customer's code, share link, friends and rewards. */
export function fetchMyReferrals(signal?: AbortSignal): Promise<MyReferrals> {
  return apiRequest<MyReferrals>('/referrals/mine', { signal });
}

/** Keyed by token: another sign-in in the same tab never sees the previous customer's code. */
export function myReferralsKey(token: string | null) {
  return ['my-referrals', token] as const;
}

export function useMyReferrals() {
  const { token } = useSession();
  return useQuery({
    queryKey: myReferralsKey(token),
    queryFn: ({ signal }) => fetchMyReferrals(signal),
    enabled: Boolean(token),
  });
}

/**
 * The share link as a friend can open it: the API answers a path when it does not know the web's
 * address, so it is made absolute with the address this page was opened at.
 */
export function absoluteShareUrl(shareUrl: string, origin: string = window.location.origin): string {
  return new URL(shareUrl, origin).toString();
}

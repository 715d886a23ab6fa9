import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../session';

/** Some servers wrap the user as {user}; the role may sit on either level (spec section 4). */
export type ProfileAnswer = Partial<PublicUser> & { user?: Partial<PublicUser> };

export function fetchProfile(signal?: AbortSignal): Promise<ProfileAnswer> {
  return apiRequest<ProfileAnswer>('/profile', { signal });
}

/** The user record out of a profile answer, whichever shape it came in. */
export function profileUser(answer: ProfileAnswer): Partial<PublicUser> {
  return answer.user && typeof answer.user === 'object' ? { ...answer, ...answer.user } : answer;
}

export function profileRole(answer: ProfileAnswer): string | undefined {
  return answer.role ?? answer.user?.role;
}

/** GET /profile for the signed-in user; keyed by token so a new sign-in refetches. */
export function useProfileQuery() {
  const { token } = useSession();
  return useQuery({
    queryKey: ['profile', token],
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: Boolean(token),
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import { apiRequest } from './api-client';
import { useSession } from './session';

/** GET /profile: the signed-in user, as the API answers every user (publicUserSchema). */
export function fetchProfile(signal?: AbortSignal): Promise<PublicUser> {
  return apiRequest<PublicUser>('/profile', { signal });
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

import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from './fetch-profile';
import { useSession } from './session';

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

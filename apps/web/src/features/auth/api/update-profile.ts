import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, UpdateProfileBody } from '@laundry/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { getSession, setUser } from '../../../lib/session';

/** PATCH /profile: the signed-in user's own name and e-mail (docs/decisions/0033). */
export function updateProfile(body: UpdateProfileBody): Promise<PublicUser> {
  return apiRequest<PublicUser>('/profile', { method: 'PATCH', body });
}

/** Saves, then shows the new details everywhere at once: the profile query and the stored user the navigation reads. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      const { token } = getSession();
      queryClient.setQueryData(['profile', token], user);
      if (token) setUser(user);
    },
  });
}

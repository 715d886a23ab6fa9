import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, ChangePasswordBody } from '@laundry/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { getSession, startSession } from '../../../lib/session';

/** POST /auth/change-password: every other session ends, so this device keeps the fresh token it answers (docs/decisions/0089). */
export function changePassword(body: ChangePasswordBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/change-password', { method: 'POST', body });
}

export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token, user }) => {
      // The profile is keyed by token: carried over, the page stays as it is instead of loading again.
      const before = queryClient.getQueryData<object>(['profile', getSession().token]);
      queryClient.setQueryData(['profile', token], { ...before, ...user });
      startSession(token, user);
    },
  });
}

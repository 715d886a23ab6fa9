import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@laundry/shared/contracts/auth';
import type { MessageAnswer } from '@laundry/shared/contracts/common';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/forgot-password/reset. */
export function resetPassword(input: ResetPasswordBody): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/auth/forgot-password/reset', { method: 'POST', body: input });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}

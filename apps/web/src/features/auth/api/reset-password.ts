import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordInput {
  phone: string;
  otp: string;
  newPassword: string;
}

/** POST /auth/forgot-password/reset. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>('/auth/forgot-password/reset', { method: 'POST', body: input });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}

import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, SignupBody } from '@laundry/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /signup. */
export function signup(body: SignupBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/signup', { method: 'POST', body });
}

export function useSignupMutation() {
  return useMutation({ mutationFn: signup });
}

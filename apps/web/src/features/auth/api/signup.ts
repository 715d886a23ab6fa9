import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, SignupBody } from '@laundry/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /signup; the e-mail is sent only when the customer gave one. */
export function signup(input: SignupBody): Promise<AuthResponse> {
  const body: SignupBody = { name: input.name, phone: input.phone, password: input.password };
  if (input.email) body.email = input.email;
  return apiRequest<AuthResponse>('/signup', { method: 'POST', body });
}

export function useSignupMutation() {
  return useMutation({ mutationFn: signup });
}

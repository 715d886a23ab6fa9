import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '@laundry/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export const INVALID_RESPONSE = 'Invalid response from server';

/** POST /login. An answer without both token and user is useless to the app (spec section 7). */
export async function login(input: LoginBody): Promise<AuthResponse> {
  const answer = await apiRequest<Partial<AuthResponse> | null>('/login', { method: 'POST', body: input });
  if (!answer || typeof answer.token !== 'string' || !answer.token || !answer.user || typeof answer.user !== 'object') {
    throw new Error(INVALID_RESPONSE);
  }
  return { token: answer.token, user: answer.user };
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

import { apiRequest } from '../../../../lib/api-client';

/** Erases the signed-in customer's personal data (DELETE /profile); the password must be theirs. */
export function deleteMyAccount(password: string): Promise<{ deleted: true }> {
  return apiRequest<{ deleted: true }>('/profile', { method: 'DELETE', body: { password } });
}

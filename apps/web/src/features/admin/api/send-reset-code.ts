import { apiRequest } from '../../../lib/api-client';

/** POST /admin/customers/{id}/reset-code: a fresh reset code by SMS to the customer's own phone. */
export function sendResetCode(customerId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/admin/customers/${encodeURIComponent(customerId)}/reset-code`, { method: 'POST' });
}

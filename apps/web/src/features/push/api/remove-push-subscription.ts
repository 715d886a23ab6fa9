import { apiRequest } from '../../../lib/api-client';

/** DELETE /push/subscriptions: this browser no longer takes the account's notifications. */
export function removePushSubscription(endpoint: string): Promise<{ subscribed: boolean }> {
  return apiRequest(`/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`, { method: 'DELETE' });
}

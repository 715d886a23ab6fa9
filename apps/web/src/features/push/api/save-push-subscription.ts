import type { PushSubscriptionBody } from '@laundry/shared/contracts/push';
import { apiRequest } from '../../../lib/api-client';

/** POST /push/subscriptions: this browser takes the signed-in account's notifications. */
export function savePushSubscription(subscription: PushSubscriptionBody): Promise<{ subscribed: boolean }> {
  return apiRequest('/push/subscriptions', { method: 'POST', body: subscription });
}

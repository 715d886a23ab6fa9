import type { SubscriptionStatus } from '@laundry/shared/constants';
import type { Subscription } from '@laundry/shared/contracts/subscriptions';
import { apiRequest } from '../../../lib/api-client';
import { useSubscriptionMutation } from './use-subscription-mutation';

/** Pause, resume or cancel (cancelled is final). */
export function setSubscriptionStatus({ id, status }: { id: string; status: SubscriptionStatus }): Promise<Subscription> {
  return apiRequest<Subscription>(`/subscriptions/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}

export function useSetSubscriptionStatus() {
  return useSubscriptionMutation(setSubscriptionStatus);
}

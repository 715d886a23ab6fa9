import type { Subscription } from '@laundry/shared/contracts/subscriptions';
import { apiRequest } from '../../../lib/api-client';
import { useSubscriptionMutation } from './use-subscription-mutation';

/** Skips one pickup: its order is cancelled and the date is not booked again. */
export function skipPickup({ id, date }: { id: string; date: string }): Promise<Subscription> {
  return apiRequest<Subscription>(`/subscriptions/${encodeURIComponent(id)}/skip`, { method: 'POST', body: { date } });
}

export function useSkipPickup() {
  return useSubscriptionMutation(skipPickup);
}

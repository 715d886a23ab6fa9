import type { CreateSubscriptionBody, Subscription } from '@laundry/shared/contracts/subscriptions';
import { apiRequest } from '../../../lib/api-client';
import { useSubscriptionMutation } from './use-subscription-mutation';

/** Subscribes; the answer carries the pickups booked at once. */
export function subscribe(body: CreateSubscriptionBody): Promise<Subscription> {
  return apiRequest<Subscription>('/subscriptions', { method: 'POST', body });
}

export function useSubscribe() {
  return useSubscriptionMutation(subscribe);
}

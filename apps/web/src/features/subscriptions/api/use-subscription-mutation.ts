import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@laundry/shared/contracts/subscriptions';
import { useSession } from '../../../lib/session';
import { subscriptionKeys } from './subscription-keys';

/**
 * A change that answers the subscription: it replaces (or adds) it in the list, and My Orders
 * is read again, since pickups were booked or cancelled.
 */
export function useSubscriptionMutation<V>(call: (variables: V) => Promise<Subscription>) {
  const client = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: call,
    onSuccess: (sub) => {
      client.setQueryData<Subscription[]>(subscriptionKeys.mine(token), (list = []) =>
        list.some((s) => s._id === sub._id) ? list.map((s) => (s._id === sub._id ? sub : s)) : [sub, ...list],
      );
      void client.invalidateQueries({ queryKey: subscriptionKeys.myOrders });
    },
    onError: () => {
      void client.invalidateQueries({ queryKey: subscriptionKeys.mine(token) });
    },
  });
}

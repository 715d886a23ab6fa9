import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '@laundry/shared/contracts/subscriptions';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { subscriptionKeys } from './subscription-keys';

export function fetchMySubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  return apiRequest<Subscription[]>('/subscriptions/mine', { signal });
}

export function useMySubscriptions() {
  const { token } = useSession();
  return useQuery({
    queryKey: subscriptionKeys.mine(token),
    queryFn: ({ signal }) => fetchMySubscriptions(signal),
    enabled: Boolean(token),
  });
}

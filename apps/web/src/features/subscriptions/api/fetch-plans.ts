import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@laundry/shared/contracts/subscriptions';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** The plans a customer can choose (active ones only). */
export function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  return apiRequest<Plan[]>('/api/plans', { signal });
}

export function usePlans() {
  return useQuery({ queryKey: subscriptionKeys.plans, queryFn: ({ signal }) => fetchPlans(signal), staleTime: 60_000 });
}

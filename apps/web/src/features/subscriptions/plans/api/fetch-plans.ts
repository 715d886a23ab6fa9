import { useQuery } from '@tanstack/react-query';
import type { AdminPlan } from '@laundry/shared/contracts/subscriptions';
import { apiRequest } from '../../../../lib/api-client';
import { planKeys } from './plan-keys';

/** Every plan, inactive ones too, with its number of subscribers. */
export function fetchAdminPlans(signal?: AbortSignal): Promise<AdminPlan[]> {
  return apiRequest<AdminPlan[]>('/admin/plans', { signal });
}

export function useAdminPlans() {
  return useQuery({ queryKey: planKeys.plans, queryFn: ({ signal }) => fetchAdminPlans(signal), retry: false });
}

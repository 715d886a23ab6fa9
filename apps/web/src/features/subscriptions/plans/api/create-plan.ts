import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, CreatePlanBody } from '@laundry/shared/contracts/subscriptions';
import { apiRequest } from '../../../../lib/api-client';
import { planKeys } from './plan-keys';

export function createPlan(body: CreatePlanBody): Promise<AdminPlan> {
  return apiRequest<AdminPlan>('/admin/plans', { method: 'POST', body });
}

export function useCreatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: (plan) => client.setQueryData<AdminPlan[]>(planKeys.plans, (list = []) => [...list, plan]),
  });
}

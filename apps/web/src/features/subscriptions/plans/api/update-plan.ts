import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, PatchPlanBody } from '@laundry/shared/contracts/subscriptions';
import { apiRequest } from '../../../../lib/api-client';
import { planKeys } from './plan-keys';

/** Changes a plan's fields, or (de)activates it: a deactivated plan takes no new subscribers. */
export function updatePlan(id: string, body: PatchPlanBody): Promise<AdminPlan> {
  return apiRequest<AdminPlan>(`/admin/plans/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PatchPlanBody }) => updatePlan(id, body),
    onSuccess: (plan) => client.setQueryData<AdminPlan[]>(planKeys.plans, (list = []) => list.map((p) => (p._id === plan._id ? plan : p))),
  });
}

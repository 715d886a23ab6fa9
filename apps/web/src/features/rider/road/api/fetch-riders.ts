import { useQuery } from '@tanstack/react-query';
import { staffListSchema, type StaffMember } from '@laundry/shared/contracts/staff';
import { apiRequest } from '../../../../lib/api-client';

/**
 * Under the staff list's key prefix (['admin', 'staff']), so adding or switching off a rider in
 * the Staff tab refreshes the order cards' rider choice too.
 */
export const ridersKey = ['admin', 'staff', 'riders'] as const;

/** GET /admin/staff, narrowed to riders (switched-off ones kept, to name an order's old rider). */
export async function fetchRiders(signal?: AbortSignal): Promise<StaffMember[]> {
  const staff = staffListSchema.parse(await apiRequest<unknown>('/admin/staff', { signal }));
  return staff.filter((member) => member.role === 'rider');
}

/** Read once for every card on the dashboard. */
export function useRiders() {
  return useQuery({ queryKey: ridersKey, queryFn: ({ signal }) => fetchRiders(signal), staleTime: 5 * 60_000, retry: 1 });
}

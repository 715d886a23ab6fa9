import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@laundry/shared/contracts/staff';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** The shop's admins and riders, switched-off ones too. */
export function fetchStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return apiRequest<StaffMember[]>('/admin/staff', { signal });
}

export function useStaff() {
  return useQuery({ queryKey: staffKeys.staff, queryFn: ({ signal }) => fetchStaff(signal), retry: false });
}

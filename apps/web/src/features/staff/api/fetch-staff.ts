import { useQuery } from '@tanstack/react-query';
import type { StaffMemberWithSignIn } from '@laundry/shared/contracts/staff';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** The shop's admins and riders, switched-off ones too, each with when they last signed in. */
export function fetchStaff(signal?: AbortSignal): Promise<StaffMemberWithSignIn[]> {
  return apiRequest<StaffMemberWithSignIn[]>('/admin/staff?include=lastSignIn', { signal });
}

export function useStaff() {
  return useQuery({ queryKey: staffKeys.staff, queryFn: ({ signal }) => fetchStaff(signal), retry: false });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewStaffBody, StaffMember } from '@laundry/shared/contracts/staff';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function addStaff(body: NewStaffBody): Promise<StaffMember> {
  return apiRequest<StaffMember>('/admin/staff', { method: 'POST', body });
}

export function useAddStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addStaff,
    // The list's order (admins, then riders) is the server's: fetch it again.
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.staff }),
  });
}

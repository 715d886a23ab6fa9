import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, StaffMemberWithSignIn, StaffPatchBody } from '@laundry/shared/contracts/staff';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** Renames a staff member, or switches them off (their sessions end at once) or back on. */
export function updateStaff(id: string, body: StaffPatchBody): Promise<StaffMember> {
  return apiRequest<StaffMember>(`/admin/staff/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StaffPatchBody }) => updateStaff(id, body),
    // The answer has no last sign-in: the listed one is kept.
    onSuccess: (member) =>
      client.setQueryData<StaffMemberWithSignIn[]>(staffKeys.staff, (list = []) => list.map((m) => (m._id === member._id ? { ...m, ...member } : m))),
  });
}

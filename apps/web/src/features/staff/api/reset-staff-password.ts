import { useMutation } from '@tanstack/react-query';
import type { StaffPasswordReset, StaffPasswordResetBody } from '@laundry/shared/contracts/staff';
import { apiRequest } from '../../../lib/api-client';

/** A new password set at once, or a one-time code for "Forgot password?"; either is answered only this once. */
export function resetStaffPassword(id: string, body: StaffPasswordResetBody): Promise<StaffPasswordReset> {
  return apiRequest<StaffPasswordReset>(`/admin/staff/${encodeURIComponent(id)}/password`, { method: 'POST', body });
}

export function useResetStaffPassword() {
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: StaffPasswordResetBody }) => resetStaffPassword(id, body) });
}

import { useMutation } from '@tanstack/react-query';
import type { OtpResponse } from '@laundry/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/forgot-password/request-otp; development servers echo the code as `otp`. */
export function requestResetCode(phone: string): Promise<OtpResponse> {
  return apiRequest<OtpResponse>('/auth/forgot-password/request-otp', { method: 'POST', body: { phone } });
}

export function useRequestResetCodeMutation() {
  return useMutation({ mutationFn: requestResetCode });
}

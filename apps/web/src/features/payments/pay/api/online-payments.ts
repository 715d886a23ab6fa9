import { useQuery } from '@tanstack/react-query';
import type { OnlinePaymentsStatus } from '@laundry/shared/contracts/gateway';
import { apiRequest } from '../../../../lib/api-client';

/** Whether the shop takes card, net banking and UPI through its gateway (GET /api/payments/online, public). */
export function fetchOnlinePayments(signal?: AbortSignal): Promise<OnlinePaymentsStatus> {
  return apiRequest<OnlinePaymentsStatus>('/api/payments/online', { signal });
}

/** Set up by the shop's settings, so kept a few minutes. */
export function useOnlinePayments() {
  return useQuery({ queryKey: ['payments', 'online'], queryFn: ({ signal }) => fetchOnlinePayments(signal), staleTime: 300_000 });
}

import { useQuery } from '@tanstack/react-query';
import type { GoLive } from '@laundry/shared/contracts/go-live';
import { apiRequest } from '../../../../lib/api-client';

export const goLiveKey = ['admin', 'go-live'] as const;

/** The owner's setup checklist (GET /admin/go-live), worked out on the server. */
export function fetchGoLive(signal?: AbortSignal): Promise<GoLive> {
  return apiRequest<GoLive>('/admin/go-live', { signal });
}

export function useGoLive() {
  return useQuery({ queryKey: goLiveKey, queryFn: ({ signal }) => fetchGoLive(signal), staleTime: 10_000 });
}

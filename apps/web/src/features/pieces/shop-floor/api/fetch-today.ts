import { useQuery } from '@tanstack/react-query';
import type { TodayBoard } from '@laundry/shared/contracts/pieces';
import { apiRequest } from '../../../../lib/api-client';
import { shopFloorKeys } from './shop-floor-keys';

/** GET /admin/today: today's (IST) pickups due, deliveries due and late orders. */
export function fetchToday(signal?: AbortSignal): Promise<TodayBoard> {
  return apiRequest<TodayBoard>('/admin/today', { signal });
}

/** Kept fresh by the admin's live updates (lib/use-admin-live.ts), as the count tiles are. */
export function useToday() {
  return useQuery({ queryKey: shopFloorKeys.today, queryFn: ({ signal }) => fetchToday(signal), staleTime: 10_000, retry: false });
}

import { useQuery } from '@tanstack/react-query';
import { riderDaySchema, type RiderDay } from '@laundry/shared/contracts/rider-day';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { riderKeys, STOPS_REFRESH_MS } from './rider-stops';

/** GET /rider/day: today's done stops, money collected and handed over (the server's today). */
export async function fetchRiderDay(signal?: AbortSignal): Promise<RiderDay> {
  return riderDaySchema.parse(await apiRequest<unknown>('/rider/day', { signal }));
}

/** Refetched as the stops are: a handover the shop confirms shows within a refresh. */
export function useRiderDay(enabled = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: riderKeys.day(token),
    queryFn: ({ signal }) => fetchRiderDay(signal),
    enabled: Boolean(token) && enabled,
    refetchInterval: STOPS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    // Asked even offline: the service worker answers with the last day it kept (decision 0080).
    networkMode: 'offlineFirst',
  });
}

import { useQuery } from '@tanstack/react-query';
import { riderStopsAnswerSchema, type RiderStopsAnswer } from '@laundry/shared/contracts/rider';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type RiderDay = 'today' | 'tomorrow';

/** The list refetches this often while the page is open (docs/decisions/0048, Live). */
export const STOPS_REFRESH_MS = 20_000;

export const riderKeys = {
  all: ['rider', 'stops'] as const,
  stops: (token: string | null, day: RiderDay) => ['rider', 'stops', token, day] as const,
  /** The day-end (docs/decisions/0074): refetched with the stops after every action sent. */
  days: ['rider', 'day'] as const,
  day: (token: string | null) => ['rider', 'day', token] as const,
};

/** GET /rider/stops?day=: this rider's stops in route order. */
export async function fetchRiderStops(day: RiderDay, signal?: AbortSignal): Promise<RiderStopsAnswer> {
  return riderStopsAnswerSchema.parse(await apiRequest<unknown>(`/rider/stops?day=${day}`, { signal }));
}

/** Keyed by token: another rider signing in on the same phone never sees the first one's stops. */
export function useRiderStops(day: RiderDay) {
  const { token } = useSession();
  return useQuery({
    queryKey: riderKeys.stops(token, day),
    queryFn: ({ signal }) => fetchRiderStops(day, signal),
    enabled: Boolean(token),
    refetchInterval: STOPS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    // Asked even offline: the service worker answers with the last stops it kept (decision 0080).
    networkMode: 'offlineFirst',
  });
}

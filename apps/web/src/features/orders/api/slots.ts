import { useQueries, useQuery } from '@tanstack/react-query';
import { slotsAnswerSchema, type SlotsAnswer } from '@laundry/shared/contracts/slots';
import { addDays, isIsoDate } from '@laundry/shared/rules/ist';
import { apiRequest } from '../../../lib/api-client';

/** Places change with every booking: an answer is used for half a minute, and asked again on return to the tab. */
const SLOTS_STALE_MS = 30_000;

export const slotsKey = (date: string) => ['slots', date] as const;

/** GET /api/slots?date= (public): the day's pickup windows with their places left. */
export async function fetchSlots(date: string, signal?: AbortSignal): Promise<SlotsAnswer> {
  return slotsAnswerSchema.parse(await apiRequest<unknown>(`/api/slots?date=${encodeURIComponent(date)}`, { signal }));
}

const slotsQuery = (date: string) => ({
  queryKey: slotsKey(date),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSlots(date, signal),
  staleTime: SLOTS_STALE_MS,
  retry: 1,
});

/** The windows of the date the form shows. */
export function useSlots(date: string) {
  return useQuery({ ...slotsQuery(date), enabled: isIsoDate(date) });
}

/** The answers for today and the `count - 1` days after, for finding the first date with room. */
export function useSlotDays(today: string, count: number) {
  return useQueries({ queries: Array.from({ length: count }, (_, i) => slotsQuery(addDays(today, i))) });
}

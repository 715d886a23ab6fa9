import { useQuery } from '@tanstack/react-query';
import type { Takings } from '@laundry/shared/contracts/takings';
import { apiRequest } from '../../../lib/api-client';
import { takingsKeys } from './takings-keys';

export function fetchTakings(date: string, signal?: AbortSignal): Promise<Takings> {
  return apiRequest<Takings>(`/admin/takings?date=${encodeURIComponent(date)}`, { signal });
}

/** One day's figures; asked again when the view opens, as the day's payments keep coming. */
export function useTakings(date: string) {
  return useQuery({
    queryKey: takingsKeys.takings(date),
    queryFn: ({ signal }) => fetchTakings(date, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Dues } from '@laundry/shared/contracts/takings';
import { apiRequest } from '../../../lib/api-client';
import { takingsKeys } from './takings-keys';

export function fetchDues(signal?: AbortSignal): Promise<Dues> {
  return apiRequest<Dues>('/admin/dues', { signal });
}

/** Asked again each time the view opens: payments are recorded elsewhere on the dashboard. */
export function useDues() {
  return useQuery({ queryKey: takingsKeys.dues, queryFn: ({ signal }) => fetchDues(signal), staleTime: 0, refetchOnMount: 'always' });
}

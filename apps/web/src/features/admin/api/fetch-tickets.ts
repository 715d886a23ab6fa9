import { useQuery } from '@tanstack/react-query';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** Spec section 7: the answer is an array or an object with a tickets array. */
export async function fetchTickets(signal?: AbortSignal): Promise<Ticket[]> {
  const body = await apiRequest<Ticket[] | { tickets?: Ticket[] }>('/api/tickets', { signal });
  if (Array.isArray(body)) return body;
  return Array.isArray(body?.tickets) ? body.tickets : [];
}

export function useTickets() {
  return useQuery({
    queryKey: adminKeys.tickets,
    queryFn: ({ signal }) => fetchTickets(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

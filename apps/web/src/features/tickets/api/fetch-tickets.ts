import { useQuery } from '@tanstack/react-query';
import type { Ticket, TicketList } from '@laundry/shared/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../admin/api/query-keys';

/** GET /api/tickets answers {tickets} (ticketListSchema). */
export async function fetchTickets(signal?: AbortSignal): Promise<Ticket[]> {
  return (await apiRequest<TicketList>('/api/tickets', { signal })).tickets;
}

export function useTickets() {
  return useQuery({
    queryKey: adminKeys.tickets,
    queryFn: ({ signal }) => fetchTickets(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

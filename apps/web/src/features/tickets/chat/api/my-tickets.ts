import type { Ticket, TicketList } from '@laundry/shared/contracts/tickets';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/tickets/mine: the signed-in customer's own tickets with the shop's replies, newest first. Called outside React. */
export async function fetchMyTickets(): Promise<Ticket[]> {
  return (await apiRequest<TicketList>('/api/tickets/mine')).tickets;
}

import type { CreateTicketBody, Ticket } from '@laundry/shared/contracts/tickets';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/tickets, open to visitors; called by the chat engine outside React. */
export function createTicket(body: CreateTicketBody): Promise<Ticket> {
  return apiRequest<Ticket>('/api/tickets', { method: 'POST', body });
}

import type { Ticket } from '@laundry/shared/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';

/** Any admin reply moves an open ticket to in-progress (Contacted) on the server. */
export function replyToTicket(id: string, message: string): Promise<Ticket> {
  return apiRequest<Ticket>(`/api/tickets/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { message } });
}

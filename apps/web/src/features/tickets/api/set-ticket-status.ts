import type { TicketStatus } from '@laundry/shared/constants';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';

export function setTicketStatus(id: string, status: TicketStatus): Promise<Ticket> {
  return apiRequest<Ticket>(`/api/tickets/${encodeURIComponent(id)}`, { method: 'PUT', body: { status } });
}

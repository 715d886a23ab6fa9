import type { Ticket } from '@laundry/shared/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';

export function closeTicket(id: string): Promise<Ticket> {
  return apiRequest<Ticket>(`/api/tickets/${encodeURIComponent(id)}/close`, { method: 'POST' });
}

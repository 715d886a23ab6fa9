import { apiRequest } from '../../../lib/api-client';

export function deleteTicket(id: string): Promise<{ _id: string }> {
  return apiRequest<{ _id: string }>(`/api/tickets/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

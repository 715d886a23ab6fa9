import { useMutation } from '@tanstack/react-query';
import type { ContactMessageBody, Ticket } from '@laundry/shared/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/tickets/contact: the contact form's message becomes a ticket in the shop's Tickets tab (docs/decisions/0038). */
export function sendContactMessage(body: ContactMessageBody): Promise<Ticket> {
  return apiRequest<Ticket>('/api/tickets/contact', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

import { z } from 'zod';
import { TICKET_STATUSES, type TicketStatus } from '../constants';
import { optionalText, phoneField, requiredText } from './common';

export const createTicketBody = z.object({
  userName: requiredText('userName', 100),
  mobile: phoneField('mobile'),
  /** The chat sends '' when the customer typed "None". */
  orderId: optionalText('orderId', 40).transform((v) => (/^none$/i.test(v) ? '' : v)),
  issue: requiredText('issue', 2000),
});
export type CreateTicketBody = z.input<typeof createTicketBody>;

export const replyBody = z.object({ message: requiredText('message', 2000) });
export const ticketStatusBody = z.object({
  status: z.enum(TICKET_STATUSES, { error: `status must be one of: ${TICKET_STATUSES.join(', ')}` }),
});

export interface TicketReply {
  sender: string;
  message: string;
  createdAt: string;
}

export interface Ticket {
  _id: string;
  userName: string;
  mobile: string;
  orderId: string;
  issue: string;
  status: TicketStatus;
  replies: TicketReply[];
  createdAt: string;
  updatedAt: string;
}

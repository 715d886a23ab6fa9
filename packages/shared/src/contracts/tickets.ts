import { z } from 'zod';
import { TICKET_STATUSES } from '../constants';
import { optionalText, phoneField, requiredText } from './common';

export const createTicketBody = z.object({
  userName: requiredText('userName', 100),
  mobile: phoneField('mobile'),
  /** The chat sends '' when the customer typed "None". */
  orderId: optionalText('orderId', 40).transform((v) => (/^none$/i.test(v) ? '' : v)),
  issue: requiredText('issue', 2000),
});
export type CreateTicketBody = z.input<typeof createTicketBody>;
/** A ticket as the server reads it (trimmed, "None" as no order). */
export type CreateTicketInput = z.output<typeof createTicketBody>;

export const replyBody = z.object({ message: requiredText('message', 2000) });
export type ReplyBody = z.input<typeof replyBody>;

export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: `status must be one of: ${TICKET_STATUSES.join(', ')}` });
export const ticketStatusBody = z.object({ status: ticketStatusSchema });
export type TicketStatusBody = z.input<typeof ticketStatusBody>;

export const ticketReplySchema = z.object({ sender: z.string(), message: z.string(), createdAt: z.string() });
export type TicketReply = z.infer<typeof ticketReplySchema>;

export const ticketSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  mobile: z.string(),
  orderId: z.string(),
  issue: z.string(),
  status: ticketStatusSchema,
  replies: z.array(ticketReplySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = z.object({ tickets: z.array(ticketSchema) });
export type TicketList = z.infer<typeof ticketListSchema>;

import { z } from 'zod';
import { TICKET_STATUSES } from '../constants';
import { looksLikeEmail } from '../rules/email';
import { optionalText, phoneField, requiredText } from './common';

/** Where a ticket came from: the support chat, or the contact page's message form (docs/decisions/0038). */
export const TICKET_SOURCES = ['chat', 'contact'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

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

/**
 * POST /api/tickets/contact: the contact page's form (name, e-mail, message) becomes a ticket.
 * The form has no phone field (spec section 2), so the shop answers by e-mail.
 */
export const contactMessageBody = z.object({
  name: requiredText('name', 100),
  email: requiredText('email', 254).refine(looksLikeEmail, { error: 'email must be a valid e-mail address' }),
  message: requiredText('message', 2000),
});
export type ContactMessageBody = z.input<typeof contactMessageBody>;

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
  /** Short and readable for customers and on the phone: "T-1042" (docs/decisions/0039). */
  ticketNumber: z.string(),
  source: z.enum(TICKET_SOURCES),
  /** The contact form's reply address; '' for chat tickets. */
  email: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = z.object({ tickets: z.array(ticketSchema) });
export type TicketList = z.infer<typeof ticketListSchema>;

/** The prefix of ticket numbers as customers see them. */
export const TICKET_NUMBER_PREFIX = 'T-';

import type { DeliveryType, Language, OrderStatus, TicketStatus } from '@laundry/shared/constants';
import type { TrackedOrder } from '@laundry/shared/contracts/orders';
import type { CreateTicketBody, Ticket, TicketReply } from '@laundry/shared/contracts/tickets';
import { istParts } from '@laundry/shared/rules/ist';
import { expressFactorText, knownExpressFactor } from '../../../lib/express-factor';
import { knownBusinessProfile } from '../../../lib/use-business-profile';
import { currentLanguage } from '../../../i18n/language';
import { formatIstDateTime } from '../../../lib/ist-format';
import { chatText } from './chat-text';

/** The support team's first names; one is picked at random for each conversation. */
export const AGENT_NAMES = ['Priya', 'Sravani', 'Kiran', 'Lavanya', 'Mahesh', 'Swathi', 'Venkat', 'Anusha'] as const;
export type AgentName = (typeof AGENT_NAMES)[number];

/** The agent's name as the language shown writes it (Priya, ప్రియ, प्रिया). */
export function agentName(agent: AgentName): string {
  return chatText(`agent.${agent}`);
}

/** The shop answers 8 AM to 9 PM, India time (spec section 9). */
export const SHOP_OPENS_HOUR = 8;
export const SHOP_CLOSES_HOUR = 21;

export function isShopOpen(date: Date): boolean {
  const { hour } = istParts(date);
  return hour >= SHOP_OPENS_HOUR && hour < SHOP_CLOSES_HOUR;
}

/** "Online" or "Leave a message", in the language shown. */
export function chatStatus(date: Date): string {
  return chatText(isShopOpen(date) ? 'status.online' : 'status.away');
}

export function servicesListText(): string {
  return [
    chatText('bot.services.washFold'),
    chatText('bot.services.washIron'),
    chatText('bot.services.dryClean'),
    chatText('bot.services.delivery', { factor: expressFactorText(knownExpressFactor()) }),
  ].join('\n');
}

const ORDER_STATUS_KEY = {
  Pending: 'pending',
  'In Progress': 'inProgress',
  Delivering: 'delivering',
  Completed: 'completed',
  Cancelled: 'cancelled',
} as const satisfies Record<OrderStatus, string>;

const TICKET_STATUS_KEY = { open: 'open', 'in-progress': 'inProgress', closed: 'closed' } as const satisfies Record<TicketStatus, string>;

const DELIVERY_KEY = { regular: 'regular', express: 'express' } as const satisfies Record<DeliveryType, string>;

function ticketStatusText(status: TicketStatus): string {
  const key = TICKET_STATUS_KEY[status] as (typeof TICKET_STATUS_KEY)[TicketStatus] | undefined;
  return key ? chatText(`ticketStatus.${key}`) : status;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pickupFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A YYYY-MM-DD pickup date as "Mon, 23 Nov 2026" (spelt out by hand in English: ICU versions
 * punctuate it differently); Telugu and Hindi take their own month and weekday names.
 */
export function formatPickupDate(isoDate: string, language: Language = currentLanguage()): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  if (language === 'en') return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  let format = pickupFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    pickupFormats.set(language, format);
  }
  return format.format(d);
}

export function orderStatusText(o: TrackedOrder): string {
  const status = ORDER_STATUS_KEY[o.status];
  const pickup = [o.pickupDate ? formatPickupDate(o.pickupDate) : '', o.pickupTime].filter(Boolean).join(', ');
  return [
    chatText('order.title', { number: o.orderNumber }),
    chatText('order.status', { status: chatText(`orderStatus.${status}`), meaning: chatText(`orderMeaning.${status}`) }),
    chatText('order.delivery', { delivery: chatText(`delivery.${DELIVERY_KEY[o.delivery]}`) }),
    pickup ? chatText('order.pickup', { pickup }) : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The created ticket as the spec shows it (its number, issue and status); the number is the
 * short one customers can read out, never the database id (docs/decisions/0039).
 */
export function ticketSummaryText(ticket: Partial<Ticket> | null | undefined, sent: CreateTicketBody): string {
  return [
    ticket?.ticketNumber ? chatText('ticket.number', { number: ticket.ticketNumber }) : '',
    chatText('ticket.status', { status: ticketStatusText(ticket?.status ?? 'open') }),
    chatText('ticket.issue', { issue: ticket?.issue ?? sent.issue }),
  ]
    .filter(Boolean)
    .join('\n');
}

/** Who a reply is from, as the customer reads it: the shop's replies carry its name. */
export function replyAuthor(reply: Pick<TicketReply, 'sender'>): string {
  return reply.sender === 'customer' ? chatText('ticket.you') : knownBusinessProfile().name;
}

/** One of the customer's tickets in the chat: number, status, issue and every reply with its time. */
export function ticketListText(ticket: Ticket): string {
  const replies = ticket.replies.length
    ? ticket.replies.map((r) => `💬 ${replyAuthor(r)} (${formatIstDateTime(r.createdAt)}): ${r.message}`)
    : [chatText('ticket.noReply')];
  return [`🎫 ${ticket.ticketNumber} · ${ticketStatusText(ticket.status)}`, chatText('ticket.issue', { issue: ticket.issue }), ...replies].join('\n');
}

/** A reply that arrived since the customer last looked. */
export function newReplyText(ticket: Pick<Ticket, 'ticketNumber' | 'issue'>, reply: TicketReply): string {
  const issue = ticket.issue.length > 60 ? `${ticket.issue.slice(0, 57)}…` : ticket.issue;
  return chatText('ticket.newReply', { number: ticket.ticketNumber, issue, message: reply.message });
}

import { TICKET_STATUS_LABELS, type OrderStatus } from '@laundry/shared/constants';
import type { TrackedOrder } from '@laundry/shared/contracts/orders';
import type { CreateTicketBody, Ticket, TicketReply } from '@laundry/shared/contracts/tickets';
import { istParts } from '@laundry/shared/rules/ist';
import { BUSINESS } from '../../config/business-profile';
import { deliveryLabel } from '../../lib/delivery-label';
import { formatIstDateTime } from '../../lib/ist-format';

/** The support team's first names; one is picked at random for each conversation. */
export const AGENT_NAMES = ['Priya', 'Sravani', 'Kiran', 'Lavanya', 'Mahesh', 'Swathi', 'Venkat', 'Anusha'] as const;

/** The shop answers 8 AM to 9 PM, India time (spec section 9). */
export const SHOP_OPENS_HOUR = 8;
export const SHOP_CLOSES_HOUR = 21;

export function isShopOpen(date: Date): boolean {
  const { hour } = istParts(date);
  return hour >= SHOP_OPENS_HOUR && hour < SHOP_CLOSES_HOUR;
}

export function chatStatus(date: Date): 'Online' | 'Leave a message' {
  return isShopOpen(date) ? 'Online' : 'Leave a message';
}

export const MENU = [
  { id: 'services', label: 'Services' },
  { id: 'pickup', label: 'Pickup / Order status' },
  { id: 'problem', label: 'Problem' },
  { id: 'support', label: 'Chat with Support Team' },
] as const;

/** Only a signed-in customer has tickets of their own to look at (docs/decisions/0039). */
export const MY_TICKETS = { id: 'tickets', label: 'My tickets' } as const;

const STATUS_MEANING: Record<OrderStatus, string> = {
  Pending: 'we have your booking and will pick up as scheduled',
  'In Progress': 'your clothes are being cleaned',
  Delivering: 'your order is out for delivery',
  Completed: 'your order has been delivered',
  Cancelled: 'this order was cancelled',
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A YYYY-MM-DD pickup date as "Mon, 23 Nov 2026" (spelt out by hand: ICU versions punctuate it differently). */
export function formatPickupDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export function orderStatusText(o: TrackedOrder): string {
  const meaning = STATUS_MEANING[o.status];
  const pickup = [o.pickupDate ? formatPickupDate(o.pickupDate) : '', o.pickupTime].filter(Boolean).join(', ');
  return [
    `📦 Order ${o.orderNumber}`,
    `Status: ${o.status}${meaning ? ` (${meaning})` : ''}`,
    `Delivery: ${deliveryLabel(o.delivery)}`,
    pickup ? `Pickup: ${pickup}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export const TEXT = {
  greeting: `Hi! 👋 Welcome to ${BUSINESS.name}. How can I help you today?`,
  fallback: 'I can help you with these. Please pick one:',
  servicesIntro: 'Here are our main services:',
  servicesList: [
    '🧺 Wash & Fold: everyday clothes washed, dried and neatly folded, back in 24 hours.',
    '👔 Wash & Iron: washed and steam-ironed, ready to wear; shirts from ₹29.',
    '✨ Dry Clean: suits, silk sarees and delicate wear, back in 72 hours.',
    'Pickup and delivery are free. Express (same or next day) costs 1.5x.',
  ].join('\n'),
  servicesNext: 'Would you like to call us or raise a ticket?',
  askOrderNumber: 'Please type your order number. It starts with SL-, for example SL-202611221030123.',
  pickRecentOrder: 'Or pick one of your recent orders:',
  askOrderPhone: 'Thanks! Now type the phone number you gave for this order.',
  badPhone: "That doesn't look like a mobile number. Please type the 10-digit number.",
  orderNotFound:
    "Sorry, I couldn't find an order with that order number and phone. Please check both and try again, or raise a ticket and we'll look into it.",
  trackFailed: "Sorry, I couldn't check the order status right now. Please try again in a minute.",
  anythingElse: 'Anything else I can help with?',
  askProblem: "I'm sorry something went wrong. Please describe the problem in a few words.",
  problemNoted: "Thank you, I've noted the problem. Shall I raise a ticket so our team can call you back?",
  agentTyping: (agent: string) => `${agent} is typing…`,
  agentGreeting: (agent: string) => `Hi, I'm ${agent} from the ${BUSINESS.name} support team 😊 Please tell me about the problem you're facing.`,
  agentNoted: "Thanks for explaining, I've noted your problem. Would you like me to raise a ticket so our team can follow up?",
  chooseYesNo: "Please choose 'Yes, Raise Ticket' or 'No'.",
  declined: 'Okay — if you need anything else, message me anytime.',
  askName: "Let's raise a ticket. What's your name?",
  ticketPrefilled: (name: string, mobile: string) =>
    `Let's raise a ticket. I've filled in your name (${name}) and mobile (${mobile}) from your account.`,
  askMobile: (name: string) => `Thanks, ${name}. What's your mobile number?`,
  askOrderId: "What's the order ID this is about? Type 'None' if it isn't about an order.",
  askIssue: 'Please describe the issue.',
  ticketCreated: '✅ Ticket created successfully! Our team will reach out soon.',
  ticketFailed: '⚠️ Sorry, there was an error saving your ticket. Please try again.',
  tryAgain: 'Would you like to try again?',
  ticketsIntro: 'Here are your latest tickets and our replies:',
  noTickets: "You haven't raised any tickets while signed in yet. Raise one any time from the menu.",
  ticketsFailed: "Sorry, I couldn't load your tickets right now. Please try again in a minute.",
  ticketsLater: 'Our replies also appear here as they arrive.',
} as const;

export const LABELS = {
  callUs: 'Call Us',
  raiseTicket: 'Raise Ticket',
  yes: 'Yes, Raise Ticket',
  no: 'No',
  none: 'None',
  useProblem: 'Use the problem I described',
  tryOrderAgain: 'Try again',
  changeDetails: 'Change name or mobile',
} as const;

/**
 * The created ticket as the spec shows it (its number, issue and status); the number is the
 * short one customers can read out, never the database id (issue 11, docs/decisions/0039).
 */
export function ticketSummaryText(ticket: Partial<Ticket> | null | undefined, sent: CreateTicketBody): string {
  const status = ticket?.status ?? 'open';
  return [
    ticket?.ticketNumber ? `Ticket number: ${ticket.ticketNumber}` : '',
    `Status: ${TICKET_STATUS_LABELS[status] ?? status}`,
    `Issue: ${ticket?.issue ?? sent.issue}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Who a reply is from, as the customer reads it: the shop's replies carry its name. */
export function replyAuthor(reply: Pick<TicketReply, 'sender'>): string {
  return reply.sender === 'customer' ? 'You' : BUSINESS.name;
}

/** One of the customer's tickets in the chat: number, status, issue and every reply with its time. */
export function ticketListText(ticket: Ticket): string {
  const status = TICKET_STATUS_LABELS[ticket.status] ?? ticket.status;
  const replies = ticket.replies.length
    ? ticket.replies.map((r) => `💬 ${replyAuthor(r)} (${formatIstDateTime(r.createdAt)}): ${r.message}`)
    : ['No reply yet. We will answer here.'];
  return [`🎫 ${ticket.ticketNumber} · ${status}`, `Issue: ${ticket.issue}`, ...replies].join('\n');
}

/** A reply that arrived since the customer last looked. */
export function newReplyText(ticket: Pick<Ticket, 'ticketNumber' | 'issue'>, reply: TicketReply): string {
  const issue = ticket.issue.length > 60 ? `${ticket.issue.slice(0, 57)}…` : ticket.issue;
  return `📩 New reply on your ticket ${ticket.ticketNumber} (${issue}):\n${reply.message}`;
}

import type { Order, TrackedOrder } from '@laundry/shared/contracts/orders';
import type { CreateTicketBody, Ticket, TicketReply } from '@laundry/shared/contracts/tickets';

/** The shapes the support chat's engine and its React view share. */
export type ChatSender = 'user' | 'bot' | 'bot-actions' | 'bot-input' | 'agent-typing';

export type ChatAction = { kind: 'reply'; intent: string; label: string; value?: string } | { kind: 'link'; label: string; href: string };

export interface ChatMessage {
  id: number;
  from: ChatSender;
  text: string;
  timestamp: number;
  /** The support agent's name when the message is theirs. */
  author?: string;
  actions?: ChatAction[];
  /** Quick replies of a message the conversation has moved past. */
  spent?: boolean;
}

/** A signed-in customer's order as the chat offers it: what tracking shows, plus the service. */
export type RecentOrder = TrackedOrder & Pick<Order, 'service'>;

export interface ChatDeps {
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  now: () => number;
  /** The order's status; null when no order matches the number and phone. Throws when the lookup failed. */
  trackOrder: (orderNumber: string, phone: string) => Promise<TrackedOrder | null>;
  createTicket: (body: CreateTicketBody) => Promise<Ticket>;
  /** The signed-in customer's orders, newest first; empty when signed out. */
  recentOrders: () => Promise<RecentOrder[]>;
  /** Who is signed in: their ticket starts with name and phone filled in, and they have "My tickets". */
  currentUser: () => { name: string; phone: string } | null;
  /** The signed-in customer's own tickets with the shop's replies, newest first. Throws when they could not be loaded. */
  myTickets: () => Promise<Ticket[]>;
  callHref: string;
}

/** A shop reply the customer has not seen yet, with the ticket it answers. */
export interface NewReply {
  ticket: Ticket;
  reply: TicketReply;
}

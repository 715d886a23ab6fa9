import { CUSTOMER_NAMESPACE } from '@laundry/shared/contracts/socket-events';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { connectNamespace, type LiveSocket } from '../../../lib/realtime';
import { fetchMyTickets } from './api/my-tickets';
import type { NewReply } from './chat-types';

/**
 * A signed-in customer's tickets and the shop's replies, kept current from the /customer socket
 * (docs/decisions/0039). The chat launcher shows a badge for replies not yet seen; opening the
 * chat tells them in the conversation and marks them seen. What was seen is remembered per
 * account in this browser, so a reply that came while the customer was away still shows.
 */
class TicketInbox {
  private tickets: Ticket[] = [];
  private userId: string | null = null;
  private seenUpTo = '';
  private socket: LiveSocket<typeof CUSTOMER_NAMESPACE> | null = null;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Follows this account's tickets; a different account starts over. */
  start(userId: string): void {
    if (this.userId === userId) return;
    this.stop();
    this.userId = userId;
    this.seenUpTo = readSeen(userId);
    const socket = connectNamespace(CUSTOMER_NAMESPACE);
    this.socket = socket;
    // Every (re)connect reloads the list, so nothing said while the connection was down is missed.
    socket.on('connect', () => void this.refresh().catch(() => undefined));
    socket.on('disconnect', (reason) => {
      // The server hung up on purpose (e.g. a password reset): socket.io will not retry by itself.
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('ticket:new', (ticket) => this.upsert(ticket));
    socket.on('ticket:updated', (ticket) => this.upsert(ticket));
    socket.on('ticket:deleted', ({ _id }) => this.set(this.tickets.filter((t) => t._id !== _id)));
  }

  stop(): void {
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
    this.userId = null;
    this.set([]);
  }

  /** Loads the customer's tickets afresh (also what "My tickets" in the chat shows). */
  async refresh(): Promise<Ticket[]> {
    const forUser = this.userId;
    const tickets = await fetchMyTickets();
    if (forUser === this.userId) this.set(tickets);
    return tickets;
  }

  /** Shop replies newer than what the customer last saw, oldest first. */
  unseen(): NewReply[] {
    const fresh: NewReply[] = [];
    for (const ticket of this.tickets) {
      for (const reply of ticket.replies) if (reply.sender !== 'customer' && reply.createdAt > this.seenUpTo) fresh.push({ ticket, reply });
    }
    return fresh.sort((a, b) => a.reply.createdAt.localeCompare(b.reply.createdAt));
  }

  unseenCount = (): number => this.unseen().length;

  markSeen(): void {
    const latest = this.unseen().at(-1)?.reply.createdAt;
    if (!latest || !this.userId) return;
    this.seenUpTo = latest;
    writeSeen(this.userId, latest);
    this.emit();
  }

  private upsert(ticket: Ticket): void {
    const rest = this.tickets.filter((t) => t._id !== ticket._id);
    this.set([ticket, ...rest].sort((a, b) => b.createdAt.localeCompare(a.createdAt)));
  }

  private set(tickets: Ticket[]): void {
    this.tickets = tickets;
    this.emit();
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }
}

const seenKey = (userId: string) => `supportRepliesSeen:${userId}`;

function readSeen(userId: string): string {
  try {
    return localStorage.getItem(seenKey(userId)) ?? '';
  } catch {
    return '';
  }
}

function writeSeen(userId: string, value: string): void {
  try {
    localStorage.setItem(seenKey(userId), value);
  } catch {
    // Storage blocked: the badge simply shows again next visit.
  }
}

export const ticketInbox = new TicketInbox();

import { TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from '@laundry/shared/constants';
import type { Ticket } from '@laundry/shared/contracts/tickets';

export type TicketStatusFilter = TicketStatus | 'all';
export type TicketSort = 'newest' | 'oldest';

/** Spec section 4: a missing (or unknown) status counts as open. */
export function ticketStatus(ticket: Pick<Ticket, 'status'>): TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(ticket.status) ? ticket.status : 'open';
}

export function ticketStatusLabel(ticket: Pick<Ticket, 'status'>): string {
  return TICKET_STATUS_LABELS[ticketStatus(ticket)];
}

export interface TicketCounts {
  total: number;
  open: number;
  inProgress: number;
  closed: number;
}

export function countTickets(tickets: readonly Ticket[]): TicketCounts {
  const counts: TicketCounts = { total: tickets.length, open: 0, inProgress: 0, closed: 0 };
  for (const t of tickets) {
    const s = ticketStatus(t);
    if (s === 'open') counts.open += 1;
    else if (s === 'in-progress') counts.inProgress += 1;
    else counts.closed += 1;
  }
  return counts;
}

function time(value: string | undefined): number {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? 0 : t;
}

/** Search (case-insensitive over user, mobile and issue), status filter, then sort. */
export function visibleTickets(tickets: readonly Ticket[], query: string, status: TicketStatusFilter, sort: TicketSort): Ticket[] {
  const q = query.trim().toLowerCase();
  const shown = tickets.filter((t) => {
    if (status !== 'all' && ticketStatus(t) !== status) return false;
    if (!q) return true;
    return [t.userName, t.mobile, t.issue].some((f) => (f ?? '').toLowerCase().includes(q));
  });
  const direction = sort === 'newest' ? -1 : 1;
  return shown.sort((a, b) => direction * (time(a.createdAt) - time(b.createdAt)));
}

/** A new ticket goes on top; one already listed is replaced where it is. */
export function upsertTicket(tickets: readonly Ticket[], ticket: Ticket, change: 'new' | 'update'): Ticket[] {
  const index = tickets.findIndex((t) => t._id === ticket._id);
  if (index === -1) return change === 'new' ? [ticket, ...tickets] : tickets.slice();
  const next = tickets.slice();
  next[index] = ticket;
  return next;
}

export function removeTicket(tickets: readonly Ticket[], id: string): Ticket[] {
  return tickets.filter((t) => t._id !== id);
}

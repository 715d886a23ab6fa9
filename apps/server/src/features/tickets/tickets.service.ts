import { randomUUID } from 'node:crypto';
import type { TicketStatus } from '@laundry/shared/constants';
import type { Deleted } from '@laundry/shared/contracts/common';
import { TICKET_NUMBER_PREFIX, type CreateTicketInput, type Ticket, type TicketSource } from '@laundry/shared/contracts/tickets';
import { DomainError } from '../../domain-error';
import type { DomainEvents } from '../../realtime/domain-events';
import type { ReplyRow, TicketRow, TicketsRepository } from './tickets.repository';

const MAX_TICKETS = 5000;
/** A customer's own list in the chat: their latest tickets are what they come back for. */
const MAX_OWN_TICKETS = 50;

/** Who raised a ticket and how: a signed-in account (or a visitor, null), from the chat or the contact form. */
export interface TicketOrigin {
  userId: string | null;
  source: TicketSource;
  email?: string;
}

const ticketNotFound = () => new DomainError('not_found', 'Ticket not found.');

function toTicket(row: TicketRow, replies: ReplyRow[]): Ticket {
  return {
    _id: row.id,
    userName: row.userName,
    mobile: row.mobile,
    orderId: row.orderId,
    issue: row.issue,
    status: row.status,
    replies: replies.map((r) => ({ sender: r.sender, message: r.message, createdAt: r.createdAt })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ticketNumber: `${TICKET_NUMBER_PREFIX}${row.number}`,
    source: row.source,
    email: row.email,
  };
}

export class TicketsService {
  constructor(
    private readonly tickets: TicketsRepository,
    private readonly events: DomainEvents,
  ) {}

  private async load(id: string): Promise<{ ticket: Ticket; userId: string | null }> {
    const row = await this.tickets.findById(id);
    if (!row) throw ticketNotFound();
    return { ticket: toTicket(row, await this.tickets.repliesFor([id])), userId: row.userId };
  }

  async create(input: CreateTicketInput, origin: TicketOrigin): Promise<Ticket> {
    const now = new Date().toISOString();
    const id = randomUUID();
    await this.tickets.insert({
      id,
      ...input,
      status: 'open',
      source: origin.source,
      email: origin.email ?? '',
      userId: origin.userId,
      createdAt: now,
      updatedAt: now,
    });
    const { ticket, userId } = await this.load(id);
    this.events.emit('ticketCreated', ticket, userId);
    return ticket;
  }

  async list(): Promise<Ticket[]> {
    return this.withReplies(await this.tickets.listNewestFirst(MAX_TICKETS));
  }

  /** The signed-in customer's own tickets, newest first; never anyone else's. */
  async listMine(userId: string): Promise<Ticket[]> {
    return this.withReplies(await this.tickets.listForUser(userId, MAX_OWN_TICKETS));
  }

  private async withReplies(rows: TicketRow[]): Promise<Ticket[]> {
    const replies = await this.tickets.repliesFor(rows.map((r) => r.id));
    const byTicket = new Map<string, ReplyRow[]>();
    for (const r of replies) byTicket.set(r.ticketId, [...(byTicket.get(r.ticketId) ?? []), r]);
    return rows.map((row) => toTicket(row, byTicket.get(row.id) ?? []));
  }

  /** "Contacted" is a reply that also moves an open ticket to in-progress. */
  async reply(id: string, sender: string, message: string): Promise<Ticket> {
    const { ticket: current } = await this.load(id);
    const status: TicketStatus | undefined = current.status === 'open' ? 'in-progress' : undefined;
    const ok = await this.tickets.addReply({ id: randomUUID(), ticketId: id, sender, message, createdAt: new Date().toISOString() }, status);
    if (!ok) throw ticketNotFound();
    return this.changed(id);
  }

  async setStatus(id: string, status: TicketStatus): Promise<Ticket> {
    if (!(await this.tickets.setStatus(id, status, new Date().toISOString()))) throw ticketNotFound();
    return this.changed(id);
  }

  async delete(id: string): Promise<Deleted> {
    const row = await this.tickets.delete(id);
    if (!row) throw ticketNotFound();
    this.events.emit('ticketDeleted', { _id: id }, row.userId);
    return { _id: id };
  }

  private async changed(id: string): Promise<Ticket> {
    const { ticket, userId } = await this.load(id);
    this.events.emit('ticketUpdated', ticket, userId);
    return ticket;
  }
}

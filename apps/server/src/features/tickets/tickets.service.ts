import { randomUUID } from 'node:crypto';
import type { TicketStatus } from '@laundry/shared/constants';
import type { Deleted } from '@laundry/shared/contracts/common';
import type { CreateTicketInput, Ticket } from '@laundry/shared/contracts/tickets';
import { DomainError } from '../../domain-error';
import type { DomainEvents } from '../../realtime/domain-events';
import type { ReplyRow, TicketRow, TicketsRepository } from './tickets.repository';

const MAX_TICKETS = 5000;

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
  };
}

export class TicketsService {
  constructor(
    private readonly tickets: TicketsRepository,
    private readonly events: DomainEvents,
  ) {}

  private async load(id: string): Promise<Ticket> {
    const row = await this.tickets.findById(id);
    if (!row) throw ticketNotFound();
    return toTicket(row, await this.tickets.repliesFor([id]));
  }

  async create(input: CreateTicketInput): Promise<Ticket> {
    const now = new Date().toISOString();
    const id = randomUUID();
    await this.tickets.insert({ id, ...input, status: 'open', createdAt: now, updatedAt: now });
    const ticket = await this.load(id);
    this.events.emit('ticketCreated', ticket);
    return ticket;
  }

  async list(): Promise<Ticket[]> {
    const rows = await this.tickets.listNewestFirst(MAX_TICKETS);
    const replies = await this.tickets.repliesFor(rows.map((r) => r.id));
    const byTicket = new Map<string, ReplyRow[]>();
    for (const r of replies) byTicket.set(r.ticketId, [...(byTicket.get(r.ticketId) ?? []), r]);
    return rows.map((row) => toTicket(row, byTicket.get(row.id) ?? []));
  }

  /** "Contacted" is a reply that also moves an open ticket to in-progress. */
  async reply(id: string, sender: string, message: string): Promise<Ticket> {
    const current = await this.load(id);
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
    if (!(await this.tickets.delete(id))) throw ticketNotFound();
    this.events.emit('ticketDeleted', { _id: id });
    return { _id: id };
  }

  private async changed(id: string): Promise<Ticket> {
    const ticket = await this.load(id);
    this.events.emit('ticketUpdated', ticket);
    return ticket;
  }
}

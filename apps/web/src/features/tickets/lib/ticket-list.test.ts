import { describe, expect, it } from 'vitest';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { countTickets, removeTicket, ticketStatusLabel, upsertTicket, visibleTickets } from './ticket-list';

function ticket(id: string, patch: Partial<Ticket> = {}): Ticket {
  return {
    _id: id,
    userName: `User ${id}`,
    mobile: '9876543210',
    orderId: '',
    issue: `Issue ${id}`,
    status: 'open',
    replies: [],
    createdAt: `2026-01-0${id}T10:00:00.000Z`,
    updatedAt: `2026-01-0${id}T10:00:00.000Z`,
    ticketNumber: `T-100${id}`,
    source: 'chat',
    email: '',
    ...patch,
  };
}

const list = [
  ticket('1', { userName: 'Ravi Kumar', status: 'in-progress' }),
  ticket('2', { mobile: '9988776655', issue: 'Button MISSING', status: 'closed' }),
  ticket('3'),
  ticket('4', { status: undefined as unknown as Ticket['status'] }),
];

describe('tickets', () => {
  it('counts a missing status as open (Pending)', () => {
    expect(countTickets(list)).toEqual({ total: 4, open: 2, inProgress: 1, closed: 1 });
    expect(ticketStatusLabel(list[3]!)).toBe('Pending');
    expect(ticketStatusLabel(list[0]!)).toBe('Contacted');
    expect(ticketStatusLabel(list[1]!)).toBe('Resolved');
  });

  it('searches user, mobile and issue case-insensitively', () => {
    expect(visibleTickets(list, 'ravi', 'all', 'newest').map((t) => t._id)).toEqual(['1']);
    expect(visibleTickets(list, '99887', 'all', 'newest').map((t) => t._id)).toEqual(['2']);
    expect(visibleTickets(list, 'button missing', 'all', 'newest').map((t) => t._id)).toEqual(['2']);
  });

  it('filters by status and sorts newest or oldest first', () => {
    expect(visibleTickets(list, '', 'open', 'newest').map((t) => t._id)).toEqual(['4', '3']);
    expect(visibleTickets(list, '', 'all', 'oldest').map((t) => t._id)).toEqual(['1', '2', '3', '4']);
  });

  it('adds new tickets on top, replaces updated ones in place and removes deleted ones', () => {
    const fresh = ticket('5');
    expect(upsertTicket(list, fresh, 'new')[0]).toBe(fresh);
    const changed = ticket('3', { status: 'closed' });
    const next = upsertTicket(list, changed, 'new');
    expect(next).toHaveLength(4);
    expect(next[2]).toBe(changed);
    expect(upsertTicket(list, ticket('9'), 'update')).toHaveLength(4);
    expect(removeTicket(list, '2').map((t) => t._id)).toEqual(['1', '3', '4']);
  });
});

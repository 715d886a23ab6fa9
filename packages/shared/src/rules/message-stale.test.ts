import { describe, expect, it } from 'vitest';
import { staleReason, type StaleOrder } from './message-stale';

const now = new Date('2026-12-02T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const order = (status: string, times: Partial<StaleOrder> = {}): StaleOrder => ({
  status,
  inProgressAt: null,
  deliveringAt: null,
  completedAt: null,
  cancelledAt: null,
  ...times,
});

describe('staleReason', () => {
  it('lets a fresh message of an order still where it was go', () => {
    expect(staleReason({ event: 'booked', createdAt: hoursAgo(1) }, order('Pending'), now)).toBeNull();
    expect(staleReason({ event: 'out-for-delivery', createdAt: hoursAgo(1) }, order('Delivering'), now)).toBeNull();
    expect(staleReason({ event: 'on-the-way', createdAt: hoursAgo(1) }, order('Pending'), now)).toBeNull();
  });

  it('skips "Booked" and the pickup reminder of an order that moved on', () => {
    expect(staleReason({ event: 'booked', createdAt: hoursAgo(1) }, order('In Progress'), now)).toBe('moved-on');
    expect(staleReason({ event: 'booked', createdAt: hoursAgo(1) }, order('Completed'), now)).toBe('moved-on');
    expect(staleReason({ event: 'pickup-reminder', createdAt: hoursAgo(1) }, order('Cancelled'), now)).toBe('moved-on');
    expect(staleReason({ event: 'out-for-delivery', createdAt: hoursAgo(1) }, order('Completed'), now)).toBe('moved-on');
  });

  it('skips "on the way" once the status changed after the rider set off, not before', () => {
    const written = hoursAgo(2);
    expect(staleReason({ event: 'on-the-way', createdAt: written }, order('In Progress', { inProgressAt: hoursAgo(1) }), now)).toBe('moved-on');
    // The delivery leg: picked up long before the rider set off again.
    expect(
      staleReason({ event: 'on-the-way', createdAt: written }, order('Delivering', { inProgressAt: hoursAgo(20), deliveringAt: hoursAgo(3) }), now),
    ).toBeNull();
    expect(
      staleReason({ event: 'on-the-way', createdAt: written }, order('Completed', { deliveringAt: hoursAgo(3), completedAt: hoursAgo(1) }), now),
    ).toBe('moved-on');
  });

  it('skips anything older than a day unless it is about money', () => {
    expect(staleReason({ event: 'picked-up', createdAt: hoursAgo(25) }, order('In Progress'), now)).toBe('too-old');
    expect(staleReason({ event: 'ticket-reply', createdAt: hoursAgo(25) }, null, now)).toBe('too-old');
    expect(staleReason({ event: 'picked-up', createdAt: hoursAgo(23) }, order('In Progress'), now)).toBeNull();
    for (const event of ['priced', 'payment-received', 'delivered', 'claim-resolved'] as const) {
      expect(staleReason({ event, createdAt: hoursAgo(72) }, order('Completed'), now)).toBeNull();
    }
  });
});

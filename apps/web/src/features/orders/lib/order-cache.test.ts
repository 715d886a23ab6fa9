import { describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import { removeOrder, sortNewestFirst, upsertOrder } from './order-cache';

const order = (id: string, createdAt: string, extra: Partial<Order> = {}): Order =>
  ({ _id: id, orderNumber: id, status: 'Pending', createdAt, updatedAt: createdAt, ...extra }) as Order;

const a = order('a', '2026-01-01T10:00:00.000Z');
const b = order('b', '2026-01-02T10:00:00.000Z');

describe('order cache', () => {
  it('sorts newest first', () => {
    expect(sortNewestFirst([a, b]).map((o) => o._id)).toEqual(['b', 'a']);
  });

  it('puts a new order at the top', () => {
    const c = order('c', '2026-01-03T10:00:00.000Z');
    expect(upsertOrder([b, a], c).map((o) => o._id)).toEqual(['c', 'b', 'a']);
    expect(upsertOrder(undefined, c)).toEqual([c]);
  });

  it('replaces a changed order in its place', () => {
    const changed = { ...a, status: 'Completed' as const, updatedAt: '2026-01-05T10:00:00.000Z' };
    const list = upsertOrder([b, a], changed);
    expect(list.map((o) => o._id)).toEqual(['b', 'a']);
    expect(list[1]?.status).toBe('Completed');
  });

  it('ignores an update older than what it already has', () => {
    const fresh = { ...a, status: 'Delivering' as const, updatedAt: '2026-01-05T10:00:00.000Z' };
    const stale = { ...a, status: 'In Progress' as const, updatedAt: '2026-01-04T10:00:00.000Z' };
    expect(upsertOrder([fresh], stale)[0]?.status).toBe('Delivering');
  });

  it('removes a deleted order', () => {
    expect(removeOrder([b, a], 'a')).toEqual([b]);
    expect(removeOrder(undefined, 'a')).toEqual([]);
  });
});

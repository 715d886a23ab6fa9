import { describe, expect, it } from 'vitest';
import type { Order, OrderPage } from '@laundry/shared/contracts/orders';
import { sampleOrder } from '@laundry/shared/test/orders.fixture';
import { removeOrder, removeOrderFromPages, sortNewestFirst, upsertOrder, upsertOrderInPages, type PagedOrders } from './order-cache';

const order = (id: string, createdAt: string, extra: Partial<Order> = {}): Order =>
  sampleOrder(id, { orderNumber: id, createdAt, updatedAt: createdAt, ...extra });

const a = order('a', '2026-01-01T10:00:00.000Z');
const b = order('b', '2026-01-02T10:00:00.000Z');

describe('order cache: one list (My Orders)', () => {
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

  it('leaves out an order it lacks when told to skip it', () => {
    const list = [b];
    expect(upsertOrder(list, a, 'skip')).toBe(list);
  });

  it('removes a deleted order', () => {
    expect(removeOrder([b, a], 'a')).toEqual([b]);
    expect(removeOrder(undefined, 'a')).toEqual([]);
  });
});

function paged(...pages: string[][]): PagedOrders & { pageParams: (string | null)[] } {
  const page = (ids: string[]): OrderPage => ({ data: ids.map((id) => sampleOrder(id)), nextCursor: null });
  return { pages: pages.map(page), pageParams: pages.map(() => null) };
}
const ids = (d: PagedOrders) => d.pages.map((p) => p.data.map((o) => o._id));

describe('order cache: pages (the admin list)', () => {
  it('puts a new order on top of the first page', () => {
    const newest = sampleOrder('3', { createdAt: '2026-01-06T05:00:00.000Z', updatedAt: '2026-01-06T05:00:00.000Z' });
    expect(ids(upsertOrderInPages(paged(['2', '1'], ['0']), newest))).toEqual([['3', '2', '1'], ['0']]);
  });

  it('replaces an order with the same id where it is, new or updated', () => {
    const changed = sampleOrder('0', { status: 'Completed' });
    for (const whenMissing of ['add', 'skip'] as const) {
      const next = upsertOrderInPages(paged(['2', '1'], ['0']), changed, whenMissing);
      expect(ids(next)).toEqual([['2', '1'], ['0']]);
      expect(next.pages[1]!.data[0]).toBe(changed);
    }
  });

  it('leaves out an order no page holds when told to skip it', () => {
    const before = paged(['2']);
    expect(upsertOrderInPages(before, sampleOrder('9'), 'skip')).toBe(before);
  });

  it('does not roll a card back when a late event carries an older copy', () => {
    const at = (time: string) => `2026-01-05T${time}:00.000Z`;
    // The admin sets Delivering; the answer (10:05) lands first, the socket's echo of the
    // earlier change to In Progress (10:01) arrives after it.
    const list = paged(['2', '1'], ['0']);
    const delivering = sampleOrder('1', { status: 'Delivering', updatedAt: at('10:05') });
    const lateInProgress = sampleOrder('1', { status: 'In Progress', updatedAt: at('10:01') });
    const afterAnswer = upsertOrderInPages(list, delivering, 'skip');
    const afterLateEvent = upsertOrderInPages(afterAnswer, lateInProgress, 'skip');
    expect(afterLateEvent).toBe(afterAnswer);
    expect(afterLateEvent.pages[0]!.data[1]!.status).toBe('Delivering');
    // A late 'new order' event for a card already shown is no different.
    expect(upsertOrderInPages(afterAnswer, lateInProgress, 'add').pages[0]!.data[1]!.status).toBe('Delivering');
  });

  it('removes a deleted order from whichever page holds it', () => {
    expect(ids(removeOrderFromPages(paged(['2', '1'], ['0']), '1'))).toEqual([['2'], ['0']]);
    const before = paged(['2']);
    expect(removeOrderFromPages(before, '9')).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import { orderPageSchema, type Order } from '@laundry/shared/contracts/orders';
import { sampleOrder } from '@laundry/shared/test/orders.fixture';
import { OrderJsonCache } from './order-json-cache';

const at = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;

function order(id: string, updatedAt = at(0), status: Order['status'] = 'Pending'): Order {
  return sampleOrder(id, { status, createdAt: at(0), updatedAt });
}

/** A database of orders by id, counting what the cache reads from it. */
function store(orders: Order[]) {
  const byId = new Map(orders.map((o) => [o._id, o]));
  const reads: string[][] = [];
  return {
    byId,
    reads,
    entries: () => [...byId.values()].map((o) => ({ id: o._id, createdAt: o.createdAt, updatedAt: o.updatedAt })),
    load: async (ids: string[]) => {
      reads.push(ids);
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

const parse = (bytes: Buffer) => orderPageSchema.parse(JSON.parse(bytes.toString('utf8')));

describe('OrderJsonCache', () => {
  it('writes each order once per version and the page as the OrderPage JSON', async () => {
    const db = store([order('a'), order('b')]);
    const cache = new OrderJsonCache();
    const first = parse(await cache.page('k', cache.version, db.entries(), 'next', db.load));
    expect(first).toEqual({ data: [order('a'), order('b')], nextCursor: 'next' });
    await cache.page('k', cache.version, db.entries(), 'next', db.load);
    await cache.page('other', cache.version, db.entries(), null, db.load);
    expect(db.reads).toEqual([['a', 'b']]);
    // another process changed b: its version moved, so only b is read again
    db.byId.set('b', order('b', at(5), 'Completed'));
    expect(parse(await cache.page('k', cache.version, db.entries(), 'next', db.load)).data[1]!.status).toBe('Completed');
    expect(db.reads).toEqual([['a', 'b'], ['b']]);
  });

  it('answers a recently checked page again, until a change made here', async () => {
    const db = store([order('a')]);
    const cache = new OrderJsonCache();
    expect(cache.recent('k', 1000)).toBeUndefined();
    const bytes = await cache.page('k', cache.version, db.entries(), null, db.load);
    expect(cache.recent('k', 1000)).toBe(bytes);
    expect(cache.recent('k', 1000, Date.now() + 1000)).toBeUndefined();
    cache.forget('a');
    expect(cache.recent('k', 1000)).toBeUndefined();
  });

  it('does not keep a page whose list was read across a change made here', async () => {
    const db = store([order('a')]);
    const cache = new OrderJsonCache();
    const readAt = cache.version;
    const list = db.entries();
    // ...while the list was being read, an order was booked here
    db.byId.set('b', order('b'));
    cache.forget('b');
    await cache.page('k', readAt, list, null, db.load);
    expect(cache.recent('k', 1000)).toBeUndefined();
    expect(parse(await cache.page('k', cache.version, db.entries(), null, db.load)).data.map((o) => o._id)).toEqual(['a', 'b']);
  });

  it('leaves out an order deleted between reading the list and reading the order', async () => {
    const db = store([order('a'), order('b')]);
    const cache = new OrderJsonCache();
    const list = db.entries();
    db.byId.delete('a');
    expect(parse(await cache.page('k', cache.version, list, null, db.load)).data.map((o) => o._id)).toEqual(['b']);
  });

  it('writes an order again once a pending stain of it turns expired, though its version did not move', async () => {
    // docs/decisions/0057: "expired" is read from the clock, not stored, so no change moves the version.
    let now = Date.now();
    const decideBy = new Date(now + 50).toISOString();
    const stain = {
      _id: 's1',
      tag: '1042-01',
      item: 'Shirt',
      service: 'Iron',
      kind: 'stain' as const,
      note: 'Ink',
      charge: 0,
      hasPhoto: false,
      status: 'pending' as const,
      flaggedAt: at(0),
      decideBy,
      decidedAt: null,
    };
    const db = store([{ ...order('a'), stains: [stain] }, order('b')]);
    const cache = new OrderJsonCache({ clock: () => now });
    await cache.page('k', cache.version, db.entries(), null, db.load);
    expect(cache.recent('k', 1000)).toBeDefined();
    await cache.page('k', cache.version, db.entries(), null, db.load);
    expect(db.reads).toEqual([['a', 'b']]);
    now += 60;
    db.byId.set('a', { ...order('a'), stains: [{ ...stain, status: 'expired' }] });
    expect(cache.recent('k', 1000)).toBeUndefined();
    expect(parse(await cache.page('k', cache.version, db.entries(), null, db.load)).data[0]!.stains[0]!.status).toBe('expired');
    expect(db.reads).toEqual([['a', 'b'], ['a']]);
  });

  it('writes an open order again once its promise passes, and a late one when its estimate moves on', async () => {
    // docs/decisions/0059: the estimate, like "expired", is read from the clock.
    let now = Date.now();
    const soon = new Date(now + 50).toISOString();
    const estimate = new Date(now + 2 * 3_600_000 + 100).toISOString();
    const db = store([
      { ...order('a'), readyBy: new Date(now + 3_600_000).toISOString() },
      { ...order('b'), readyBy: soon },
      { ...order('c'), readyBy: at(0), readyByEstimate: estimate },
      { ...order('d', at(0), 'Completed'), readyBy: soon },
    ]);
    const cache = new OrderJsonCache({ clock: () => now });
    await cache.page('k', cache.version, db.entries(), null, db.load);
    now += 150;
    await cache.page('k', cache.version, db.entries(), null, db.load);
    // b's promise passed and c's estimate is now less than two hours away; a is not due yet, d is done.
    expect(db.reads).toEqual([
      ['a', 'b', 'c', 'd'],
      ['b', 'c'],
    ]);
  });
});

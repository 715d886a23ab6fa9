import { orderSchema, type Order } from '@laundry/shared/contracts/orders';
import { ESTIMATE_MIN_AHEAD_MS } from '@laundry/shared/rules/ready-by';
import { serializerFor } from '../../http/schemas';
import { Kept } from '../../lib/kept';
import type { OrderListEntry } from './admin-orders.repository';

interface Written {
  updatedAt: string;
  json: string;
  /** When the JSON goes stale without a change (a pending stain turns expired; ms), or Infinity. */
  staleAt: number;
}

interface WrittenPage {
  list: readonly OrderListEntry[];
  nextCursor: string | null;
  bytes: Buffer;
  /** When the list was last read from the database and found to be this page's. */
  checkedAt: number;
}

/**
 * When an order's JSON goes stale without the order changing: a pending stain reads as expired once
 * its 24 hours pass (docs/decisions/0057); an open order's promise passing gives it an estimate, and
 * a late order's estimate moves a day on once it is less than two hours away (docs/decisions/0059).
 */
function staleAtOf(order: Order): number {
  let soonest = Infinity;
  for (const stain of order.stains) if (stain.status === 'pending') soonest = Math.min(soonest, Date.parse(stain.decideBy));
  if (order.readyByEstimate) soonest = Math.min(soonest, Date.parse(order.readyByEstimate) - ESTIMATE_MIN_AHEAD_MS);
  else if (order.readyBy && order.status !== 'Completed' && order.status !== 'Cancelled') soonest = Math.min(soonest, Date.parse(order.readyBy));
  return soonest;
}

const MAX_ORDERS = 5000;
const MAX_PAGES = 100;

function sameList(a: readonly OrderListEntry[], b: readonly OrderListEntry[]): boolean {
  return a.length === b.length && a.every((e, i) => e.id === b[i]!.id && e.updatedAt === b[i]!.updatedAt);
}

/**
 * The admin's list as written out. Orders are kept as JSON (written by the order schema's
 * serialiser) with the version (updatedAt) they were written at, and whole pages as the bytes
 * sent, with the ids and versions they were made of. The list reads only ids and versions from
 * the database (the list index holds them) and writes out only what changed since: at 100,000
 * orders, reading and writing out 50 whole orders was most of the list's cost.
 *
 * Correct across processes because every change to an order moves its updatedAt; this
 * process's own changes also drop what they touch at once (forget), and nothing read while one
 * of them was being made is kept (the generation check). A page checked against the database
 * moments ago may be answered again without reading the list (recent): only another process's
 * change can hide behind that, for at most the age the caller accepts.
 */
export class OrderJsonCache {
  private readonly orders: Kept<string, Written>;
  private readonly pages: Kept<string, WrittenPage>;
  private readonly serialize: (order: Order) => string;
  private readonly clock: () => number;

  constructor({ serialize = serializerFor(orderSchema), clock = Date.now }: { serialize?: (order: Order) => string; clock?: () => number } = {}) {
    this.serialize = serialize;
    this.clock = clock;
    this.orders = new Kept({ maxEntries: MAX_ORDERS, clock });
    this.pages = new Kept({ maxEntries: MAX_PAGES, clock });
  }

  /** An order was made, changed or deleted here: no page stands, nor that order's JSON. */
  forget(id: string): void {
    this.orders.invalidate(id);
    this.pages.clear();
  }

  /** Take before reading a list from the database, and hand to page() with it. */
  get version(): number {
    return this.pages.generation;
  }

  /** The page kept for this query, if its list was read less than `maxAgeMs` ago and nothing changed here since. */
  recent(key: string, maxAgeMs: number, now = this.clock()): Buffer | undefined {
    const kept = this.pages.get(key, now);
    return kept && now - kept.checkedAt < maxAgeMs ? kept.bytes : undefined;
  }

  /**
   * An OrderPage's JSON bytes for these list entries; `key` names the query (a page is kept per
   * query), `readAt` is the version taken before the list was read (a list read across a
   * change here is used once, not kept), `load` reads the orders not written at their listed
   * version.
   */
  async page(
    key: string,
    readAt: number,
    list: readonly OrderListEntry[],
    nextCursor: string | null,
    load: (ids: string[]) => Promise<Order[]>,
    /** The shop's earlier client reads a bare array of orders (docs/decisions/0030). */
    shape: 'page' | 'array' = 'page',
  ): Promise<Buffer> {
    const kept = this.pages.get(key);
    if (kept && kept.nextCursor === nextCursor && sameList(kept.list, list)) {
      if (readAt === this.version) kept.checkedAt = this.clock();
      return kept.bytes;
    }
    const { data, staleAt } = await this.ordersJson(list, load);
    const array = `[${data.join(',')}]`;
    const bytes = Buffer.from(shape === 'array' ? array : `{"data":${array},"nextCursor":${JSON.stringify(nextCursor)}}`);
    this.pages.set(key, { list, nextCursor, bytes, checkedAt: this.clock() }, { staleAt, readAt });
    return bytes;
  }

  /**
   * The listed orders' JSON, in list order (an order deleted between the two reads is left out),
   * and the soonest any of it goes stale.
   */
  private async ordersJson(list: readonly OrderListEntry[], load: (ids: string[]) => Promise<Order[]>): Promise<{ data: string[]; staleAt: number }> {
    const now = this.clock();
    let staleAt = Infinity;
    const out = list.map((e) => {
      const hit = this.orders.get(e.id, now);
      if (hit?.updatedAt !== e.updatedAt) return undefined;
      staleAt = Math.min(staleAt, hit.staleAt);
      return hit.json;
    });
    const missing = list.filter((_, i) => out[i] === undefined).map((e) => e.id);
    if (missing.length === 0) return { data: out.filter((json) => json !== undefined), staleAt };
    const readAt = this.orders.generation;
    const loaded = await load(missing);
    const written = new Map(
      loaded.map((order) => [order._id, { updatedAt: order.updatedAt, json: this.serialize(order), staleAt: staleAtOf(order) }]),
    );
    list.forEach((e, i) => {
      const fresh = written.get(e.id);
      if (out[i] !== undefined || !fresh) return;
      out[i] = fresh.json;
      staleAt = Math.min(staleAt, fresh.staleAt);
      this.orders.set(e.id, fresh, { staleAt: fresh.staleAt, readAt });
    });
    return { data: out.filter((json) => json !== undefined), staleAt };
  }
}

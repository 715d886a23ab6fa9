import { DELIVERY_TYPES, ORDER_STATUSES, SERVICES } from '@laundry/shared/constants';
import type { AdminOrdersQueryInput, OrderStats } from '@laundry/shared/contracts/orders';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { normalizeSearch } from '@laundry/shared/rules/search';
import { DomainError } from '../../domain-error';
import { Kept } from '../../lib/kept';
import type { DomainEvents } from '../../realtime/domain-events';
import type { OrderAnswers } from './order-answers';
import type { OrderJsonCache } from './order-json-cache';
import { decodeCursor, encodeCursor } from './order-mapper';
import type { OrdersRepository } from './orders.repository';

/** How stale the dashboard's counts may be. */
const STATS_MAX_AGE_MS = 1000;
/**
 * How long a page of the admin's list, once read, is answered again without reading the list:
 * as for the counts, this process's own changes show at once and another process's within it.
 */
const LIST_MAX_AGE_MS = 1000;
/** The most orders the earlier client's admin page is sent at once (the bound). */
export const OLDER_CLIENT_LIST_MAX = 10_000;

/** The admin's list of orders (pages, search, filters) and the dashboard's counts. */
export class AdminOrdersService {
  private readonly statsCache: Kept<'stats', Promise<OrderStats>>;

  constructor(
    private readonly orders: OrdersRepository,
    events: DomainEvents,
    private readonly answers: OrderAnswers,
    /** The admin's list writes each order out once per version. */
    private readonly written: OrderJsonCache,
    /** What the counts' age is read from. */
    clock: () => number,
  ) {
    this.statsCache = new Kept({ maxAgeMs: STATS_MAX_AGE_MS, clock });
    // (counts) or LIST_MAX_AGE_MS (a list page asked again).
    const changed = ({ _id }: { _id: string }) => {
      this.statsCache.clear();
      written.forget(_id);
    };
    events.on('orderCreated', changed);
    events.on('orderUpdated', changed);
    events.on('orderDeleted', changed);
  }

  /**
   * A page of the admin's list as the OrderPage JSON bytes to send: its ids and versions come
   * from the list index, and only what changed since it was last written out is read and
   * written again (each order by the order schema's serialiser; see OrderJsonCache). The same
   * page asked again within LIST_MAX_AGE_MS, with no change made here since, is not read again.
   */
  async adminPageJson(query: AdminOrdersQueryInput): Promise<Buffer> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    if (after === null) throw new DomainError('invalid_cursor', 'cursor is invalid', { field: 'cursor' });
    const filter = {
      limit: query.limit + 1,
      after,
      q: normalizeSearch(query.q) || undefined,
      service: query.service,
      delivery: query.delivery,
      status: query.status,
      pickupDate: query.pickupDate,
      lateAt: query.late ? new Date().toISOString() : undefined,
    };
    const key = JSON.stringify([query.limit, query.cursor, filter.q, filter.service, filter.delivery, filter.status, filter.pickupDate, query.late]);
    const recent = this.written.recent(key, LIST_MAX_AGE_MS);
    if (recent) return recent;
    const readAt = this.written.version;
    const found = await this.orders.admin.pageEntries(filter);
    const shown = found.slice(0, query.limit);
    const last = shown[shown.length - 1];
    const nextCursor = found.length > query.limit && last ? encodeCursor({ createdAt: last.createdAt, _id: last.id }) : null;
    return this.written.page(key, readAt, shown, nextCursor, async (ids) => this.answers.answer(await this.orders.findManyById(ids)));
  }

  /**
   * The newest orders (at most OLDER_CLIENT_LIST_MAX) as a bare JSON array: what the shop's
   * earlier admin page reads from `GET /admin/orders` with no query (docs/decisions/0030).
   * Kept and reused as a page is, so the old page's refreshes cost what the new one's do.
   */
  async adminListJsonForOlderClient(): Promise<Buffer> {
    const key = 'older-client';
    const recent = this.written.recent(key, LIST_MAX_AGE_MS);
    if (recent) return recent;
    const readAt = this.written.version;
    const found = await this.orders.admin.pageEntries({ limit: OLDER_CLIENT_LIST_MAX });
    return this.written.page(key, readAt, found, null, async (ids) => this.answers.answer(await this.orders.findManyById(ids)), 'array');
  }

  /**
   * Counting 100,000 orders takes SQLite ~15 ms, and every open dashboard asks after each
   * change: one computation a second per process serves them all (docs/decisions/0016).
   */
  stats(): Promise<OrderStats> {
    return this.statsCache.load('stats', () => this.computeStats());
  }

  private async computeStats(): Promise<OrderStats> {
    const today = istDate(new Date());
    const firstDay = addDays(today, -6);
    const [breakdown, days, late] = await Promise.all([
      this.orders.admin.breakdown(),
      this.orders.admin.countsByDay(firstDay),
      this.orders.admin.lateCount(new Date().toISOString()),
    ]);
    const tally = (key: 'status' | 'service' | 'delivery', known: readonly string[]) => {
      const counts = new Map<string, number>(known.map((k) => [k, 0]));
      for (const row of breakdown) counts.set(row[key], (counts.get(row[key]) ?? 0) + row.n);
      return [...counts].map(([label, count]) => ({ label, count }));
    };
    const byStatus = tally('status', ORDER_STATUSES);
    const count = (label: string) => byStatus.find((p) => p.label === label)?.count ?? 0;
    const perDay = new Map(days.map((d) => [d.day, d.n]));
    return {
      counts: {
        total: breakdown.reduce((s, r) => s + r.n, 0),
        pending: count('Pending'),
        inProgress: count('In Progress'),
        delivering: count('Delivering'),
        completed: count('Completed'),
        cancelled: count('Cancelled'),
        late,
      },
      byStatus,
      byService: tally('service', SERVICES),
      byDelivery: tally('delivery', DELIVERY_TYPES),
      last7Days: Array.from({ length: 7 }, (_, i) => {
        const label = addDays(firstDay, i);
        return { label, count: perDay.get(label) ?? 0 };
      }),
    };
  }
}

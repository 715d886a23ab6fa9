import { sql, type Kysely } from 'kysely';
import type { DeliveryType, OrderStatus, Service } from '@laundry/shared/constants';
import type { Database } from '../../db/schema';

export interface AdminOrderFilter {
  limit: number;
  after?: { createdAt: string; id: string };
  /** normalised, non-empty */
  q?: string;
  service?: Service;
  delivery?: DeliveryType;
  status?: OrderStatus;
  /** YYYY-MM-DD */
  pickupDate?: string;
  /** ISO now: only orders whose ready-by is before it and that are not done. */
  lateAt?: string;
}

/** One line of the admin's list before its order is read: where it sits, and its version. */
export interface OrderListEntry {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export interface BreakdownRow {
  status: OrderStatus;
  service: Service;
  delivery: DeliveryType;
  n: number;
}

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The admin's list and the dashboard's counts: read straight from the orders table and its indexes. */
export class AdminOrdersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The admin's list, newest first, after the cursor, filtered: ids and versions only, which
   * the list index answers without reading the table unless a filter or the search needs a
   * column of it (PostgreSQL searches with its trigram index). Each row comes
   * back as one text, "id updatedAt createdAt" (ids are UUIDs and times ISO, so no spaces):
   * a third of the values to hand over, at 100,000 orders and thousands of requests a second.
   */
  async pageEntries(filter: AdminOrderFilter): Promise<OrderListEntry[]> {
    let query = this.db.selectFrom('orders').select(sql<string>`id || ' ' || updated_at || ' ' || created_at`.as('entry'));
    if (filter.after) {
      const { createdAt, id } = filter.after;
      query = query.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(createdAt, id)));
    }
    if (filter.service) query = query.where('service', '=', filter.service);
    if (filter.delivery) query = query.where('delivery', '=', filter.delivery);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.pickupDate) query = query.where('pickupDate', '=', filter.pickupDate);
    if (filter.lateAt) query = query.where('status', 'in', ['Pending', 'In Progress', 'Delivering']).where('readyBy', '<', filter.lateAt);
    if (filter.q) query = query.where(sql<boolean>`search_text like ${likePattern(filter.q)} escape '\\'`);
    const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
    return rows.map(({ entry }) => {
      const [id = '', updatedAt = '', createdAt = ''] = entry.split(' ');
      return { id, updatedAt, createdAt };
    });
  }

  /** How many orders are late now (rules/late.ts, in SQL). */
  async lateCount(now: string): Promise<number> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['Pending', 'In Progress', 'Delivering'])
      .where('readyBy', '<', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async breakdown(): Promise<BreakdownRow[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['status', 'service', 'delivery', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['status', 'service', 'delivery'])
      .execute();
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  }

  async countsByDay(fromDay: string): Promise<{ day: string; n: number }[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['createdDay as day', (eb) => eb.fn.countAll<number>().as('n')])
      .where('createdDay', '>=', fromDay)
      .groupBy('createdDay')
      .execute();
    return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
  }
}

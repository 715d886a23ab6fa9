import { updateOrder } from '../orders/orders.public';
import { transaction } from '../../db/db';
import type { Kysely } from 'kysely';
import type { OrderStatus } from '@laundry/shared/constants';
import type { PieceState } from '@laundry/shared/contracts/pieces';
import type { Database } from '../../db/schema';
import type { PieceRow } from '../orders/orders.public';

export interface PieceWithOrder extends PieceRow {
  orderNumber: string;
  customerName: string;
  rack: string;
  status: OrderStatus;
}

/** A board's order: what the Today board lists of it. */
export interface BoardRow {
  id: string;
  orderNumber: string;
  customerName: string;
  phone: string;
  pickupAddress: string;
  pickupDate: string;
  pickupTime: string;
  slotStart: string | null;
  status: OrderStatus;
  readyBy: string | null;
  deliverySlotStart: string | null;
  rack: string;
}

const BOARD_COLUMNS = [
  'id',
  'orderNumber',
  'customerName',
  'phone',
  'pickupAddress',
  'pickupDate',
  'pickupTime',
  'slotStart',
  'status',
  'readyBy',
  'deliverySlotStart',
  'rack',
] as const;

/** The only place with the pieces' and racks' SQL. */
export class PiecesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByTag(tag: string): Promise<PieceWithOrder | undefined> {
    return this.db
      .selectFrom('pieces as p')
      .innerJoin('orders as o', 'o.id', 'p.orderId')
      .selectAll('p')
      .select(['o.orderNumber', 'o.customerName', 'o.rack', 'o.status'])
      .where('p.tag', '=', tag)
      .executeTakeFirst();
  }

  findManyByTag(tags: readonly string[]): Promise<PieceWithOrder[]> {
    if (tags.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('pieces as p')
      .innerJoin('orders as o', 'o.id', 'p.orderId')
      .selectAll('p')
      .select(['o.orderNumber', 'o.customerName', 'o.rack', 'o.status'])
      .where('p.tag', 'in', [...tags])
      .execute();
  }

  /** The pieces of every order on the rack that has not gone out. */
  onRack(rack: string): Promise<PieceWithOrder[]> {
    return this.db
      .selectFrom('pieces as p')
      .innerJoin('orders as o', 'o.id', 'p.orderId')
      .selectAll('p')
      .select(['o.orderNumber', 'o.customerName', 'o.rack', 'o.status'])
      .where('o.rack', '=', rack)
      .where('o.status', 'not in', ['Completed', 'Cancelled'])
      .orderBy('p.tag')
      .execute();
  }

  /** Moves the pieces (all of the order's when `tags` is absent); answers how many moved. The order's version moves too. */
  async setState(orderId: string, state: PieceState, tags: readonly string[] | undefined, now: string): Promise<number> {
    return transaction(this.db, async (trx) => {
      let query = trx.updateTable('pieces').set({ state, updatedAt: now }).where('orderId', '=', orderId);
      if (tags) query = query.where('tag', 'in', tags.length ? [...tags] : ['']);
      const result = await query.executeTakeFirst();
      await updateOrder(trx, orderId, { updatedAt: now }, null);
      return Number(result.numUpdatedRows);
    });
  }

  async setRack(orderId: string, rack: string, now: string): Promise<boolean> {
    return (await updateOrder(this.db, orderId, { rack, updatedAt: now }, null)) !== undefined;
  }

  /**
   * Each list is a few narrow queries, each walking an index in the order wanted and stopping at
   * the limit, merged here: one query with OR branches (or NOT IN) makes the database read and sort
   * every open order (80 ms at 100,000 orders; docs/decisions/0056).
   */
  private ordered(
    build: (q: ReturnType<PiecesRepository['board']>) => ReturnType<PiecesRepository['board']>,
    limit = BOARD_LIMIT,
  ): Promise<BoardRow[]> {
    return build(this.board()).limit(limit).execute();
  }

  private board() {
    return this.db.selectFrom('orders').select(BOARD_COLUMNS);
  }

  /**
   * Pickups whose window (or, with none, whose date) is `date` (IST: [from, to) in UTC), not yet
   * picked up: the windowed ones by window, then those with a time to agree, oldest booking first.
   * A day's pickups are bounded by its windows' capacity: all of them are listed (up to 1,000).
   */
  async pickupsDue(date: string, from: string, to: string): Promise<BoardRow[]> {
    const [inWindows, toAgree] = await Promise.all([
      this.ordered(
        (q) => q.where('status', '=', 'Pending').where('slotStart', '>=', from).where('slotStart', '<', to).orderBy('slotStart'),
        PICKUPS_LIMIT,
      ),
      this.ordered(
        (q) => q.where('status', '=', 'Pending').where('slotStart', 'is', null).where('pickupDate', '=', date).orderBy('createdAt'),
        PICKUPS_LIMIT,
      ),
    ]);
    return [...inWindows, ...toAgree].slice(0, PICKUPS_LIMIT);
  }

  /**
   * Deliveries for the day, in the order the shop deals with them: out for delivery now, then those
   * planned in the day's windows, then those promised ready by the day's end; soonest promise first in each.
   */
  async deliveriesDue(from: string, to: string): Promise<BoardRow[]> {
    const lists = await Promise.all([
      this.ordered((q) => q.where('status', '=', 'Delivering').orderBy('readyBy')),
      this.ordered((q) =>
        q.where('status', '=', 'In Progress').where('deliverySlotStart', '>=', from).where('deliverySlotStart', '<', to).orderBy('deliverySlotStart'),
      ),
      this.ordered((q) => q.where('status', '=', 'In Progress').where('readyBy', '<', to).where('deliverySlotStart', 'is', null).orderBy('readyBy')),
    ]);
    // The three lists never share an order (by status, then by planned window or none).
    return lists.flat().slice(0, BOARD_LIMIT);
  }

  /** Orders whose ready-by has passed and that are not done (isLate, in SQL), most overdue first. */
  async late(now: string): Promise<BoardRow[]> {
    const lists = await Promise.all(
      OPEN_STATUSES.map((status) => this.ordered((q) => q.where('status', '=', status).where('readyBy', '<', now).orderBy('readyBy'))),
    );
    return soonestFirst(lists.flat());
  }
}

/** Each list's first 200 (deliveries, late): more than a day's work for a one-shop business. */
const BOARD_LIMIT = 200;
const PICKUPS_LIMIT = 1000;
const OPEN_STATUSES = ['Pending', 'In Progress', 'Delivering'] as const;

/** One list per status (no order in two), merged by promise. */
function soonestFirst(rows: BoardRow[]): BoardRow[] {
  return rows.sort((a, b) => (a.readyBy ?? '').localeCompare(b.readyBy ?? '')).slice(0, BOARD_LIMIT);
}

import type { Actor } from '../../lib/actor';
import { lockOrder, updateOrder, updateOrders, type OrderGuardBuilder } from '../orders/orders.public';
import type { Db, Trx } from '../../db/db';
import type { Kysely, Selectable } from 'kysely';
import { istDayRangeUtc } from '@laundry/shared/rules/ist';
import type { Database, OrdersTable } from '../../db/schema';

/** What a stop shows and its rules read of an order: no prices but what is still due. */
const STOP_COLUMNS = [
  'id',
  'orderNumber',
  'userId',
  'status',
  'customerName',
  'phone',
  'pickupAddress',
  'lat',
  'lng',
  'notes',
  'service',
  'delivery',
  'pickupDate',
  'pickupTime',
  'slotStart',
  'slotEnd',
  'readyBy',
  'deliverySlotStart',
  'pricedAt',
  'total',
  'paid',
  'riderId',
  'pieces',
  'intakeItems',
  'intakeNotes',
  'intakeAt',
  'piecesConfirmedAt',
  'onTheWayAt',
  'notAvailableReason',
  'notAvailableAt',
  'rack',
  'createdAt',
] as const satisfies readonly (keyof OrdersTable)[];

export type StopRow = Pick<Selectable<OrdersTable>, (typeof STOP_COLUMNS)[number]>;

/** The order columns a rider's action may write. */
export type StopChange = Partial<
  Pick<
    Selectable<OrdersTable>,
    | 'status'
    | 'inProgressAt'
    | 'deliveringAt'
    | 'completedAt'
    | 'pieces'
    | 'intakeItems'
    | 'intakeNotes'
    | 'intakeAt'
    | 'piecesConfirmedAt'
    | 'onTheWayAt'
    | 'notAvailableReason'
    | 'notAvailableAt'
    | 'slotStart'
    | 'slotEnd'
    | 'pickupDate'
    | 'pickupTime'
    | 'readyBy'
    | 'readyByWas'
    | 'readyByNote'
    | 'readyByMovedAt'
    | 'deliverySlotStart'
  >
>;

/** The rider's stops and the order rows their actions change (docs/decisions/0048). */
export class RiderRepository {
  constructor(readonly db: Kysely<Database>) {}

  /**
   * The rider's orders that may be a stop on `date`: pickups booked for that day, and every
   * order picked up and not yet delivered (which of those are due that day is the stop rules'
   * call). Read through the (rider_id, status) index.
   */
  candidates(riderId: string, date: string): Promise<StopRow[]> {
    const { from, to } = istDayRangeUtc(date);
    return this.db
      .selectFrom('orders')
      .select(STOP_COLUMNS)
      .where('riderId', '=', riderId)
      .where((eb) =>
        eb.or([
          eb('status', 'in', ['In Progress', 'Delivering']),
          eb.and([
            eb('status', '=', 'Pending'),
            eb.or([eb('pickupDate', '=', date), eb.and([eb('slotStart', '>=', from), eb('slotStart', '<', to)])]),
          ]),
        ]),
      )
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  }

  /** Whether the order is assigned to this rider (anything else answers as a missing order). */
  async isAssigned(orderId: string, riderId: string): Promise<boolean> {
    const row = await this.db.selectFrom('orders').select('id').where('id', '=', orderId).where('riderId', '=', riderId).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Takes the rider's order for the rest of the transaction by writing it (its version moves):
   * on PostgreSQL a row lock that queues concurrent actions on one order, on SQLite the
   * database's write lock taken at the start. Undefined when there is no such order of theirs.
   */
  lock(trx: Trx, orderId: string, riderId: string, now: string): Promise<StopRow | undefined> {
    return lockOrder(trx, orderId, now, (eb) => eb('riderId', '=', riderId));
  }

  /** Changes the rider's order, `by` the rider (the audit trail's "who"). */
  async change(trx: Trx, orderId: string, change: StopChange, now: string, by: Actor): Promise<void> {
    await updateOrder(trx, orderId, { ...change, updatedAt: now }, by);
  }

  read(db: Db, orderId: string): Promise<StopRow | undefined> {
    return db.selectFrom('orders').select(STOP_COLUMNS).where('id', '=', orderId).executeTakeFirst();
  }

  /** Who the order belongs to and who delivers it, for the photo and pieces rules. */
  access(
    orderId: string,
  ): Promise<Pick<StopRow, 'userId' | 'riderId' | 'status' | 'pieces' | 'intakeAt' | 'orderNumber' | 'phone' | 'customerName'> | undefined> {
    return this.db
      .selectFrom('orders')
      .select(['userId', 'riderId', 'status', 'pieces', 'intakeAt', 'orderNumber', 'phone', 'customerName'])
      .where('id', '=', orderId)
      .executeTakeFirst();
  }

  /** The customer's "the count is right", once, and only after the rider counted. */
  async confirmPieces(orderId: string, userId: string, now: string): Promise<boolean> {
    const changed = await updateOrder(this.db, orderId, { piecesConfirmedAt: now, updatedAt: now }, null, (eb) =>
      eb.and([eb('userId', '=', userId), eb('intakeAt', 'is not', null), eb('piecesConfirmedAt', 'is', null)]),
    );
    return changed !== undefined;
  }

  /**
   * Gives the order to a rider (or to none). A new rider has not said "on my way"; a finished
   * order gets no rider (unassigning it is fine). Answers false when no such order may take it.
   */
  async assign(orderId: string, riderId: string | null, now: string): Promise<boolean> {
    const open = riderId === null ? undefined : (eb: OrderGuardBuilder) => eb('status', 'not in', ['Completed', 'Cancelled']);
    return (await updateOrder(this.db, orderId, { riderId, onTheWayAt: null, updatedAt: now }, null, open)) !== undefined;
  }

  /** A staff account by id, to check it is a rider still switched on. */
  findStaff(id: string): Promise<{ role: string; active: number } | undefined> {
    return this.db.selectFrom('users').select(['role', 'active']).where('id', '=', id).executeTakeFirst();
  }

  /**
   * "On my way" is for one stop at a time: the rider's other orders that said so say so no
   * more. Answers their ids, to be announced.
   */
  async clearOtherOnTheWay(trx: Trx, riderId: string, keepId: string, now: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('orders')
      .select('id')
      .where('riderId', '=', riderId)
      .where('id', '!=', keepId)
      .where('onTheWayAt', 'is not', null)
      .execute();
    return updateOrders(
      trx,
      rows.map((r) => r.id),
      { onTheWayAt: null, updatedAt: now },
      null,
      (eb) => eb('onTheWayAt', 'is not', null),
    );
  }
}

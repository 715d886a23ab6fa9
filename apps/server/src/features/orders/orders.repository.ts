import type { Actor } from '../../lib/actor';
import { lockOrder, updateOrder } from './order-writer';
import { transaction, type Trx } from '../../db/db';
import type { Kysely } from 'kysely';
import type { OrderStatus } from '@laundry/shared/constants';
import { careOf } from './order-care.repository';
import { slotPlaces } from '../slots/slots.public';
import { recordAudit } from '../audit/audit.public';
import { auditOfDeletion } from './order-audit';
import { AdminOrdersRepository } from './admin-orders.repository';
import { BookingFactsRepository } from './booking-facts.repository';
import { OrderBookingRepository } from './order-booking.repository';
import { OrderPricingRepository } from './order-billing.repository';
import { ORDER_COLUMNS, STATUS_TIME_COLUMN, type OrderRow, type OrderWithItems } from './order-rows';
import type { Database } from '../../db/schema';

/** The orders table and what hangs off it: reads, status changes and deletes here, the rest by concern. */
export class OrdersRepository {
  /** What a booking is checked against: closed dates, the service area, the riders. */
  readonly facts: BookingFactsRepository;
  readonly bookings: OrderBookingRepository;
  readonly pricing: OrderPricingRepository;
  readonly admin: AdminOrdersRepository;

  constructor(
    private readonly db: Kysely<Database>,
    options: { groupCommit?: boolean } = {},
  ) {
    this.facts = new BookingFactsRepository(db);
    this.bookings = new OrderBookingRepository(db, options);
    this.pricing = new OrderPricingRepository(db);
    this.admin = new AdminOrdersRepository(db);
  }

  /**
   * Every order's items, ledger, reports, discount lines, photos, rider, pieces, stains and claims:
   * a fixed number of queries, however many orders.
   */
  private async withItems(rows: OrderRow[]): Promise<OrderWithItems[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    // The riders' names and the customers' languages, in one read of the accounts.
    const accountIds = [...new Set(rows.flatMap((r) => [r.riderId, r.userId].filter((id): id is string => id !== null)))];
    const withPhotos = rows.filter((r) => r.intakeAt !== null).map((r) => r.id);
    const withPieces = rows.filter((r) => r.tagNumber !== null).map((r) => r.id);
    const [items, payments, reports, discounts, photos, riders, pieces, care] = await Promise.all([
      this.db.selectFrom('orderItems').selectAll().where('orderId', 'in', ids).orderBy('orderId').orderBy('position').execute(),
      this.db.selectFrom('payments').selectAll().where('orderId', 'in', ids).orderBy('createdAt').orderBy('id').execute(),
      this.db.selectFrom('paymentReports').selectAll().where('orderId', 'in', ids).orderBy('createdAt').orderBy('id').execute(),
      this.db.selectFrom('orderDiscounts').selectAll().where('orderId', 'in', ids).orderBy('orderId').orderBy('position').execute(),
      // Photos and riders only where there are any: most orders on a page have neither.
      withPhotos.length === 0
        ? Promise.resolve([])
        : this.db
            .selectFrom('orderPhotos')
            .select(['id', 'orderId'])
            .where('orderId', 'in', withPhotos)
            .orderBy('orderId')
            .orderBy('position')
            .execute(),
      accountIds.length === 0
        ? Promise.resolve([])
        : this.db.selectFrom('users').select(['id', 'name', 'language']).where('id', 'in', accountIds).execute(),
      withPieces.length === 0
        ? Promise.resolve([])
        : this.db.selectFrom('pieces').selectAll().where('orderId', 'in', withPieces).orderBy('orderId').orderBy('idx').execute(),
      // Stains and claims are about pieces: an order without any has neither.
      careOf(this.db, withPieces),
    ]);
    const accounts = new Map(riders.map((r) => [r.id, r]));
    const group = <T extends { orderId: string }>(list: T[]) => {
      const byOrder = new Map<string, T[]>();
      for (const it of list) {
        const kept = byOrder.get(it.orderId);
        if (kept) kept.push(it);
        else byOrder.set(it.orderId, [it]);
      }
      return byOrder;
    };
    const [itemsBy, paymentsBy, reportsBy, discountsBy, photosBy, piecesBy, stainsBy, claimsBy] = [
      group(items),
      group(payments),
      group(reports),
      group(discounts),
      group(photos),
      group(pieces),
      group(care.stains),
      group(care.claims),
    ];
    return rows.map((row) => ({
      row,
      items: itemsBy.get(row.id) ?? [],
      payments: paymentsBy.get(row.id) ?? [],
      report: reportsBy.get(row.id)?.at(-1) ?? null,
      discounts: discountsBy.get(row.id) ?? [],
      photoIds: (photosBy.get(row.id) ?? []).map((p) => p.id),
      riderName: (row.riderId && accounts.get(row.riderId)?.name) || '',
      customerLanguage: (row.userId && accounts.get(row.userId)?.language) || 'en',
      pieces: piecesBy.get(row.id) ?? [],
      stains: stainsBy.get(row.id) ?? [],
      claims: claimsBy.get(row.id) ?? [],
    }));
  }

  async findById(id: string): Promise<OrderWithItems | undefined> {
    const row = await this.db.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? (await this.withItems([row]))[0] : undefined;
  }

  async findByNumber(orderNumber: string): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').select(ORDER_COLUMNS).where('orderNumber', '=', orderNumber).executeTakeFirst();
  }

  async listForUser(userId: string, limit: number): Promise<OrderWithItems[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select(ORDER_COLUMNS)
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return this.withItems(rows);
  }

  /** The orders with these ids, items included, in no particular order. */
  async findManyById(ids: readonly string[]): Promise<OrderWithItems[]> {
    if (ids.length === 0) return [];
    return this.withItems(await this.db.selectFrom('orders').select(ORDER_COLUMNS).where('id', 'in', ids).execute());
  }

  /**
   * Sets the status; an order moving into Cancelled gives its window's place back, and one moving
   * out of Cancelled takes it again (the admin's change, so it may overbook). The order's row is
   * locked first, so two changes cannot both give the place back.
   */
  async updateStatus(id: string, status: OrderStatus, now: string, by: Actor | null): Promise<boolean> {
    return transaction(this.db, async (trx) => {
      const before = await lockOrder(trx, id, now);
      if (!before) return false;
      await updateOrder(trx, id, { status, [STATUS_TIME_COLUMN[status]]: now, updatedAt: now }, by);
      if (before.slotStart && before.status !== status) {
        if (status === 'Cancelled') await slotPlaces.give(trx, before.slotStart);
        else if (before.status === 'Cancelled') await slotPlaces.add(trx, before.slotStart);
      }
      return true;
    });
  }

  /**
   * Cancels only while Pending, decided by the database so two requests cannot both win; the
   * order's window place goes back with the same change.
   */
  async cancelIfPending(id: string, by: Actor, now: string): Promise<boolean> {
    return transaction(this.db, async (trx) => {
      const cancelled = await updateOrder(trx, id, { status: 'Cancelled', cancelledAt: now, updatedAt: now }, by, (eb) =>
        eb.and([eb('userId', '=', by.id), eb('status', '=', 'Pending')]),
      );
      if (!cancelled) return false;
      if (cancelled.slotStart) await slotPlaces.give(trx, cancelled.slotStart);
      return true;
    });
  }

  /** The order's row as it is in the caller's transaction. */
  rowWithin(trx: Trx, id: string): Promise<OrderRow | undefined> {
    return trx.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /**
   * Deletes the order; one not cancelled gives its window's place back (once: the delete answers
   * only one caller). Money already taken stays in the ledger, marked with the deleted order's
   * number (docs/decisions/0077).
   */
  async delete(id: string, by: Actor | null): Promise<OrderRow | undefined> {
    return transaction(this.db, async (trx) => {
      await trx.deleteFrom('orderItems').where('orderId', '=', id).execute();
      const row = await trx.deleteFrom('orders').where('id', '=', id).returning(ORDER_COLUMNS).executeTakeFirst();
      if (!row) return row;
      await trx.updateTable('payments').set({ deletedOrderNumber: row.orderNumber }).where('orderId', '=', id).execute();
      if (row.slotStart && row.status !== 'Cancelled') await slotPlaces.give(trx, row.slotStart);
      await recordAudit(trx, auditOfDeletion(row), by);
      return row;
    });
  }
}

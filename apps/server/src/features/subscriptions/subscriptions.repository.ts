import type { Actor } from '../../lib/actor';
import { insertOrder as insertOrderRow, updateOrder } from '../orders/orders.public';
import type { Db, Trx } from '../../db/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { OrderStatus, SubscriptionStatus } from '@laundry/shared/constants';
import type { Dialect } from '../../db/database';
import type { Database, PlansTable, SubscriptionsTable } from '../../db/schema';
import type { NewOrderRow } from '../orders/orders.public';
import { slotPlaces } from '../slots/slots.public';

export type PlanRow = Selectable<PlansTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** A subscription with what its answers show of the plan and the customer. */
export interface SubscriptionWithPlan {
  sub: SubscriptionRow;
  plan: PlanRow;
  customer: { name: string; phone: string };
}

export interface PickupRow {
  subscriptionId: string;
  pickupDate: string;
  state: 'booked' | 'skipped';
  orderId: string | null;
  orderNumber: string | null;
  orderStatus: OrderStatus | null;
}

/** Plans, subscriptions, their pickups and the job lease: the only SQL of the feature. */
export class SubscriptionsRepository {
  constructor(
    readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async listPlans(activeOnly: boolean): Promise<PlanRow[]> {
    let query = this.db.selectFrom('plans').selectAll();
    if (activeOnly) query = query.where('active', '=', 1);
    return query.orderBy('createdAt').orderBy('id').execute();
  }

  /** Customers on each plan, active or paused. */
  async subscriberCounts(): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select(['planId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '!=', 'cancelled')
      .groupBy('planId')
      .execute();
    return new Map(rows.map((r) => [r.planId, Number(r.n)]));
  }

  findPlan(id: string): Promise<PlanRow | undefined> {
    return this.db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertPlan(row: Insertable<PlansTable>): Promise<void> {
    await this.db.insertInto('plans').values(row).execute();
  }

  async updatePlan(id: string, patch: Updateable<PlansTable>): Promise<boolean> {
    const result = await this.db.updateTable('plans').set(patch).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async insertSubscription(row: Insertable<SubscriptionsTable>): Promise<void> {
    await this.db.insertInto('subscriptions').values(row).execute();
  }

  private withPlan(db: Db) {
    return db
      .selectFrom('subscriptions as s')
      .innerJoin('plans as p', 'p.id', 's.planId')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select([
        's.id',
        's.userId',
        's.planId',
        's.weekday',
        's.pickupTime',
        's.address',
        's.phone',
        's.service',
        's.status',
        's.createdAt',
        's.updatedAt',
        'p.name as planName',
        'p.period',
        'p.pickupsPerPeriod',
        'p.discountPercent',
        'p.active',
        'p.createdAt as planCreatedAt',
        'p.updatedAt as planUpdatedAt',
        'u.name as customerName',
        'u.phone as customerPhone',
      ]);
  }

  private static split(r: {
    id: string;
    userId: string;
    planId: string;
    weekday: number;
    pickupTime: string;
    address: string;
    phone: string;
    service: SubscriptionRow['service'];
    status: SubscriptionStatus;
    createdAt: string;
    updatedAt: string;
    planName: string;
    period: PlanRow['period'];
    pickupsPerPeriod: number;
    discountPercent: number;
    active: number;
    planCreatedAt: string;
    planUpdatedAt: string;
    customerName: string;
    customerPhone: string;
  }): SubscriptionWithPlan {
    const { planName, period, pickupsPerPeriod, discountPercent, active, planCreatedAt, planUpdatedAt, customerName, customerPhone, ...sub } = r;
    return {
      sub: { ...sub, weekday: Number(sub.weekday) },
      plan: {
        id: sub.planId,
        name: planName,
        period,
        pickupsPerPeriod: Number(pickupsPerPeriod),
        discountPercent: Number(discountPercent),
        active: Number(active),
        createdAt: planCreatedAt,
        updatedAt: planUpdatedAt,
      },
      customer: { name: customerName, phone: customerPhone },
    };
  }

  async find(id: string): Promise<SubscriptionWithPlan | undefined> {
    const row = await this.withPlan(this.db).where('s.id', '=', id).executeTakeFirst();
    return row ? SubscriptionsRepository.split(row) : undefined;
  }

  /**
   * Inside a transaction: the subscription, its row locked on PostgreSQL so that the booker and a
   * pause or skip of the same subscription take turns (SQLite has one writer at a time anyway).
   */
  async lock(trx: Trx, id: string): Promise<SubscriptionWithPlan | undefined> {
    if (this.dialect === 'postgres') await trx.selectFrom('subscriptions').select('id').where('id', '=', id).forUpdate().execute();
    const row = await this.withPlan(trx).where('s.id', '=', id).executeTakeFirst();
    return row ? SubscriptionsRepository.split(row) : undefined;
  }

  async listForUser(userId: string): Promise<SubscriptionWithPlan[]> {
    const rows = await this.withPlan(this.db)
      .where('s.userId', '=', userId)
      .orderBy('s.createdAt', 'desc')
      .orderBy('s.id', 'desc')
      .limit(100)
      .execute();
    return rows.map((r) => SubscriptionsRepository.split(r));
  }

  async listAll(limit: number): Promise<SubscriptionWithPlan[]> {
    const rows = await this.withPlan(this.db).orderBy('s.createdAt', 'desc').orderBy('s.id', 'desc').limit(limit).execute();
    return rows.map((r) => SubscriptionsRepository.split(r));
  }

  async activeIds(): Promise<string[]> {
    const rows = await this.db.selectFrom('subscriptions').select('id').where('status', '=', 'active').orderBy('createdAt').execute();
    return rows.map((r) => r.id);
  }

  /** The subscriptions' pickups on or after `from`, with their orders' numbers and statuses. */
  async pickupsFrom(ids: readonly string[], from: string, db: Db = this.db): Promise<PickupRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('subscriptionPickups as sp')
      .leftJoin('orders as o', 'o.id', 'sp.orderId')
      .select(['sp.subscriptionId', 'sp.pickupDate', 'sp.state', 'sp.orderId', 'o.orderNumber', 'o.status as orderStatus'])
      .where('sp.subscriptionId', 'in', ids)
      .where('sp.pickupDate', '>=', from)
      .orderBy('sp.pickupDate')
      .execute();
  }

  async takenDates(trx: Trx, id: string, from: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('subscriptionPickups')
      .select('pickupDate')
      .where('subscriptionId', '=', id)
      .where('pickupDate', '>=', from)
      .execute();
    return rows.map((r) => r.pickupDate);
  }

  /** Claims the date for a booking; false when it already holds a pickup (the unique key decides). */
  async claimPickup(trx: Trx, id: string, date: string, now: string): Promise<boolean> {
    const row = await trx
      .insertInto('subscriptionPickups')
      .values({ subscriptionId: id, pickupDate: date, orderId: null, state: 'booked', createdAt: now })
      .onConflict((oc) => oc.columns(['subscriptionId', 'pickupDate']).doNothing())
      .returning('pickupDate')
      .executeTakeFirst();
    return row !== undefined;
  }

  async setPickupOrder(trx: Trx, id: string, date: string, orderId: string): Promise<void> {
    await trx.updateTable('subscriptionPickups').set({ orderId }).where('subscriptionId', '=', id).where('pickupDate', '=', date).execute();
  }

  /** An order with this number (or id) already existing inserts nothing and answers false. */
  async insertOrder(trx: Trx, row: NewOrderRow): Promise<boolean> {
    return insertOrderRow(trx, row, { unlessTaken: 'any' });
  }

  async setStatus(trx: Trx, id: string, status: SubscriptionStatus, now: string): Promise<void> {
    await trx.updateTable('subscriptions').set({ status, updatedAt: now }).where('id', '=', id).execute();
  }

  /**
   * Cancels the subscription's still-Pending orders picked up on or after `from`, giving their
   * windows' places back (docs/decisions/0048); answers their ids.
   */
  async cancelPendingOrders(trx: Trx, id: string, from: string, now: string, by: Actor): Promise<string[]> {
    const pending = await trx
      .selectFrom('orders')
      .select('id')
      .where('subscriptionId', '=', id)
      .where('status', '=', 'Pending')
      .where('pickupDate', '>=', from)
      .execute();
    const cancelled: string[] = [];
    for (const { id: orderId } of pending) {
      const row = await updateOrder(trx, orderId, { status: 'Cancelled', cancelledAt: now, updatedAt: now }, by, (eb) =>
        eb('status', '=', 'Pending'),
      );
      if (!row) continue;
      if (row.slotStart) await slotPlaces.give(trx, row.slotStart);
      cancelled.push(row.id);
    }
    return cancelled;
  }

  /** Frees the dates whose orders a pause cancelled, so resuming books them again. */
  async releasePickups(trx: Trx, id: string, orderIds: readonly string[]): Promise<void> {
    if (orderIds.length === 0) return;
    await trx.deleteFrom('subscriptionPickups').where('subscriptionId', '=', id).where('orderId', 'in', orderIds).execute();
  }

  async findPickup(trx: Trx, id: string, date: string): Promise<PickupRow | undefined> {
    return (await this.pickupsFrom([id], date, trx)).find((p) => p.pickupDate === date);
  }

  /** Marks the date skipped, booked or not yet: the booker never books a skipped date. */
  async markSkipped(trx: Trx, id: string, date: string, now: string): Promise<void> {
    await trx
      .insertInto('subscriptionPickups')
      .values({ subscriptionId: id, pickupDate: date, orderId: null, state: 'skipped', createdAt: now })
      .onConflict((oc) => oc.columns(['subscriptionId', 'pickupDate']).doUpdateSet({ state: 'skipped' }))
      .execute();
  }

  /** Cancels the order while Pending, giving its window's place back. */
  async cancelOrderIfPending(trx: Trx, orderId: string, now: string, by: Actor): Promise<boolean> {
    const row = await updateOrder(trx, orderId, { status: 'Cancelled', cancelledAt: now, updatedAt: now }, by, (eb) => eb('status', '=', 'Pending'));
    if (row?.slotStart) await slotPlaces.give(trx, row.slotStart);
    return row !== undefined;
  }

  /**
   * Takes the named lease for `holder` until `until` when nobody holds it or its holder's time
   * has run out: one insert-or-update, so of two processes asking together exactly one gets it.
   */
  async takeLease(name: string, holder: string, now: string, until: string): Promise<boolean> {
    const row = await this.db
      .insertInto('jobLeases')
      .values({ name, holder, until })
      .onConflict((oc) => oc.column('name').doUpdateSet({ holder, until }).where('jobLeases.until', '<', now))
      .returning('holder')
      .executeTakeFirst();
    return row !== undefined;
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    await this.db.deleteFrom('jobLeases').where('name', '=', name).where('holder', '=', holder).execute();
  }
}

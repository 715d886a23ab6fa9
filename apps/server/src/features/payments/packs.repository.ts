import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { Database, PackOffersTable, PackPurchasesTable } from '../../db/schema';
import { heldBy, type CreditHolder } from './store-credit';

export type PackOfferRow = Selectable<PackOffersTable>;
export type PackPurchaseRow = Selectable<PackPurchasesTable>;

/** A `credit` entry on the holder's orders, for the wallet's ledger. */
export interface SpendRow {
  amount: number;
  createdAt: string;
  orderNumber: string;
}

/** Prepaid packs' offers and purchases (docs/decisions/0087); the lots' credit is read in store-credit.ts. */
export class PacksRepository {
  constructor(readonly db: Kysely<Database>) {}

  offers(activeOnly: boolean): Promise<PackOfferRow[]> {
    let query = this.db.selectFrom('packOffers').selectAll().orderBy('price').orderBy('createdAt');
    if (activeOnly) query = query.where('active', '=', 1);
    return query.execute();
  }

  findOffer(db: Db, id: string): Promise<PackOfferRow | undefined> {
    return db.selectFrom('packOffers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertOffer(db: Db, offer: Omit<PackOfferRow, 'active'>): Promise<void> {
    await db.insertInto('packOffers').values(offer).execute();
  }

  async setActive(db: Db, id: string, active: boolean, now: string): Promise<void> {
    await db
      .updateTable('packOffers')
      .set({ active: active ? 1 : 0, updatedAt: now })
      .where('id', '=', id)
      .execute();
  }

  async insertPurchase(db: Db, purchase: PackPurchaseRow): Promise<void> {
    await db.insertInto('packPurchases').values(purchase).execute();
  }

  findPurchase(db: Db, id: string): Promise<PackPurchaseRow | undefined> {
    return db.selectFrom('packPurchases').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByLink(db: Db, linkId: string): Promise<PackPurchaseRow | undefined> {
    return db.selectFrom('packPurchases').selectAll().where('gatewayLinkId', '=', linkId).executeTakeFirst();
  }

  async setLink(db: Db, id: string, linkId: string): Promise<void> {
    await db.updateTable('packPurchases').set({ gatewayLinkId: linkId }).where('id', '=', id).execute();
  }

  /** pending → paid, once: of several deliveries at once, one updates the row and the rest find it paid. */
  async markPaid(
    db: Db,
    id: string,
    paid: { method: string; reference: string; gatewayPaymentId: string; paidAt: string; paidDay: string; expiresOn: string | null },
  ): Promise<boolean> {
    const result = await db
      .updateTable('packPurchases')
      .set({ ...paid, status: 'paid' })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The packs paid on an IST day: how many, the money, and the part paid in cash (the till's). */
  async dayTakings(day: string, db: Db = this.db): Promise<{ count: number; amount: number; cash: number }> {
    const row = await db
      .selectFrom('packPurchases')
      .select([
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(price), 0)`.as('amount'),
        sql<number>`coalesce(sum(case when method = 'cash' then price else 0 end), 0)`.as('cash'),
      ])
      .where('paidDay', '=', day)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0), cash: Number(row?.cash ?? 0) };
  }

  /** The holder's `credit` entries, with the order's number. */
  async spends(holder: CreditHolder): Promise<SpendRow[]> {
    let query = this.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.orderId')
      .select(['payments.amount', 'payments.createdAt', 'orders.orderNumber'])
      .where('payments.method', '=', 'credit');
    query = query.where(heldBy('orders', holder));
    const rows = await query.execute();
    return rows.map((r) => ({ amount: Number(r.amount), createdAt: r.createdAt, orderNumber: r.orderNumber }));
  }

  /** The holder's orders with their figures and last entry's time: their overpayments are credit. */
  async ordersWithEntries(holder: CreditHolder) {
    let query = this.db
      .selectFrom('orders')
      .select([
        'orders.orderNumber',
        'orders.total',
        'orders.paid',
        'orders.pricedAt',
        'orders.status',
        (eb) =>
          eb
            .selectFrom('payments')
            .select(sql<string>`max(created_at)`.as('last'))
            .whereRef('payments.orderId', '=', 'orders.id')
            .as('lastAt'),
      ])
      .where('orders.paid', '>', 0);
    query = query.where(heldBy('orders', holder));
    const rows = await query.execute();
    return rows.map((r) => ({
      orderNumber: r.orderNumber,
      total: Number(r.total),
      paid: Number(r.paid),
      priced: r.pricedAt !== null,
      status: r.status,
      lastAt: r.lastAt ?? '',
    }));
  }
}

import { type Db, transaction } from '../../db/db';
import { sql, type Kysely } from 'kysely';
import type { LedgerMethod, Service } from '@laundry/shared/constants';
import type { DueOrderRow } from '@laundry/shared/rules/dues';
import { istDayRangeUtc } from '@laundry/shared/rules/ist';
import type { Database } from '../../db/schema';
import { PacksRepository, storeCreditPaise, type CreditHolder } from '../payments/payments.public';

export interface CashCountRow {
  /** paise */
  counted: number;
  expected: number;
  countedByName: string | null;
  note: string;
  updatedAt: string;
}

/** What one day's takings are made of, in paise. */
export interface DayFigures {
  /** Every method of the ledger, `claim` included (docs/decisions/0057): the service decides what is money in. */
  byMethod: Partial<Record<LedgerMethod, number>>;
  priced: { count: number; value: number };
  delivered: number;
  /** The bill lines of the orders priced that day. */
  pricedLines: PricedLineRow[];
  cashCount: CashCountRow | null;
}

export interface PricedLineRow {
  orderId: string;
  orderService: Service;
  /** paise */
  total: number;
  /** null: an order without lines */
  service: string | null;
  amount: number | null;
  kind: string | null;
}

/** The only SQL of the Unpaid list and the day-end (docs/decisions/0046). */
export class TakingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Every priced, not cancelled order with more to pay than was paid (the `orders_priced_idx`
   * index holds priced orders), with the account's name, phone and language where there is one.
   */
  async dueOrders(): Promise<DueOrderRow[]> {
    const rows = await this.db
      .selectFrom('orders')
      .leftJoin('users', 'users.id', 'orders.userId')
      .leftJoin('paymentReports', (join) => join.onRef('paymentReports.orderId', '=', 'orders.id').on('paymentReports.status', '=', 'pending'))
      .select([
        'orders.id',
        'orders.orderNumber',
        'orders.invoiceNumber',
        'orders.userId',
        'orders.customerName',
        'orders.phone',
        'orders.total',
        'orders.paid',
        'orders.pricedAt',
        'users.name as userName',
        'users.phone as userPhone',
        'users.language as userLanguage',
        // One pending report an order at most (docs/decisions/0046), so the join adds no row.
        'paymentReports.id as reportId',
        'paymentReports.amount as reportAmount',
        'paymentReports.reference as reportReference',
        'paymentReports.createdAt as reportCreatedAt',
      ])
      .where('orders.pricedAt', 'is not', null)
      .where('orders.status', '!=', 'Cancelled')
      .whereRef('orders.total', '>', 'orders.paid')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      orderNumber: r.orderNumber,
      invoiceNumber: r.invoiceNumber,
      // An order whose account is gone is the phone's, as a walk-in's is.
      userId: r.userName != null ? r.userId : null,
      name: r.userName ?? r.customerName,
      phone: r.userPhone ?? r.phone,
      language: r.userLanguage ?? null,
      total: Number(r.total),
      paid: Number(r.paid),
      pricedAt: r.pricedAt ?? '',
      reported:
        r.reportId != null
          ? { id: r.reportId, amount: Number(r.reportAmount), reference: r.reportReference ?? '', createdAt: r.reportCreatedAt ?? '' }
          : null,
    }));
  }

  /** The prepaid packs sold on the day. */
  packTakings(day: string, db: Db = this.db) {
    return new PacksRepository(this.db).dayTakings(day, db);
  }

  creditOf(holder: CreditHolder): Promise<number> {
    return storeCreditPaise(this.db, holder);
  }

  /** The day's ledger by method, the orders priced and delivered on it, and the till count. */
  async dayFigures(day: string): Promise<DayFigures> {
    const db = this.db;
    const { from, to } = istDayRangeUtc(day);
    const [methods, priced, delivered, pricedLines, cashCount] = await Promise.all([
      this.byMethod(day, db),
      db
        .selectFrom('orders')
        .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(total), 0)`.as('value')])
        .where('pricedAt', '>=', from)
        .where('pricedAt', '<', to)
        .where('status', '!=', 'Cancelled')
        .executeTakeFirst(),
      db
        .selectFrom('orders')
        .select(sql<number>`count(*)`.as('count'))
        .where('completedAt', '>=', from)
        .where('completedAt', '<', to)
        .where('status', '=', 'Completed')
        .executeTakeFirst(),
      this.pricedLines(from, to, db),
      this.cashCount(day, db),
    ]);
    return {
      byMethod: methods,
      priced: { count: Number(priced?.count ?? 0), value: Number(priced?.value ?? 0) },
      delivered: Number(delivered?.count ?? 0),
      pricedLines,
      cashCount,
    };
  }

  /** The bill lines of the orders priced in [from, to), not cancelled, with each order's total and service. */
  private async pricedLines(from: string, to: string, db: Db): Promise<PricedLineRow[]> {
    const rows = await db
      .selectFrom('orders')
      .leftJoin('orderItems', 'orderItems.orderId', 'orders.id')
      .select(['orders.id', 'orders.service as orderService', 'orders.total', 'orderItems.service', 'orderItems.amount', 'orderItems.kind'])
      .where('orders.pricedAt', '>=', from)
      .where('orders.pricedAt', '<', to)
      .where('orders.status', '!=', 'Cancelled')
      .execute();
    return rows.map((r) => ({
      orderId: r.id,
      orderService: r.orderService,
      total: Number(r.total),
      service: r.service,
      amount: r.amount === null ? null : Number(r.amount),
      kind: r.kind,
    }));
  }

  /** Sums of the day's entries by method (the `payments_day_idx` index), corrections included. */
  async byMethod(day: string, db: Db = this.db): Promise<Partial<Record<LedgerMethod, number>>> {
    const rows = await db
      .selectFrom('payments')
      .select(['method', sql<number>`sum(amount)`.as('amount')])
      .where('createdDay', '=', day)
      .groupBy('method')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.method, Number(r.amount)]));
  }

  /** The day's money-in entries taken for orders deleted since: how many orders and how much. */
  async deletedOrders(day: string, methods: readonly LedgerMethod[], db: Db = this.db): Promise<{ count: number; amount: number }> {
    const row = await db
      .selectFrom('payments')
      .select([sql<number>`count(distinct deleted_order_number)`.as('count'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
      .where('createdDay', '=', day)
      .where('deletedOrderNumber', 'is not', null)
      .where('method', 'in', methods)
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
  }

  async cashCount(day: string, db: Db = this.db): Promise<CashCountRow | null> {
    const row = await db
      .selectFrom('cashCounts')
      .leftJoin('users', 'users.id', 'cashCounts.countedBy')
      .select(['cashCounts.counted', 'cashCounts.expected', 'cashCounts.note', 'cashCounts.updatedAt', 'users.name as countedByName'])
      .where('cashCounts.day', '=', day)
      .executeTakeFirst();
    return row ? { ...row, counted: Number(row.counted), expected: Number(row.expected), countedByName: row.countedByName ?? null } : null;
  }

  /**
   * Counts the till: the day's cash entries are summed and stored beside the count in one
   * transaction, so the difference stays what it was when counted. A second count replaces it.
   */
  async saveCashCount(day: string, count: { counted: number; countedBy: string; note: string }): Promise<void> {
    await transaction(this.db, async (trx) => {
      const expected = ((await this.byMethod(day, trx)).cash ?? 0) + (await this.packTakings(day, trx)).cash;
      const values = { counted: count.counted, expected, countedBy: count.countedBy, note: count.note, updatedAt: new Date().toISOString() };
      await trx
        .insertInto('cashCounts')
        .values({ day, ...values })
        .onConflict((oc) => oc.column('day').doUpdateSet(values))
        .execute();
    });
  }
}

import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export type CustomerRow = Selectable<UsersTable>;

/** What a customer's orders say about money and visits, read for a page of customers at once. */
export interface OrderFact {
  userId: string;
  total: number;
  paid: number;
  pricedAt: string | null;
  status: Selectable<Database['orders']>['status'];
  createdAt: string;
}

/** `%text%` for LIKE, its own % _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The digits of a typed phone as stored (10 digits): +91 and a leading 0 dropped. */
function phoneDigits(q: string): string {
  const digits = q.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * The shop's view of its customers (docs/decisions/0070): the users table's customers, and their
 * orders and ledger read (never written) for the Customers tab.
 */
export class CustomersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Customers whose name, phone or a saved address (label, address, pincode) holds `q`; by name. */
  async search(q: string, offset: number, limit: number): Promise<{ rows: CustomerRow[]; total: number }> {
    let query = this.db.selectFrom('users').where('users.role', '=', 'customer');
    if (q) {
      const text = containing(q.toLowerCase());
      const digits = phoneDigits(q);
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`lower(${sql.ref('users.name')}) like ${text} escape '\\'`,
          ...(digits.length >= 3 ? [sql<boolean>`${sql.ref('users.phone')} like ${containing(digits)} escape '\\'`] : []),
          eb.exists(
            eb
              .selectFrom('addresses')
              .select(sql`1`.as('one'))
              .whereRef('addresses.userId', '=', 'users.id')
              .where((a) =>
                a.or([
                  sql<boolean>`lower(${sql.ref('addresses.address')}) like ${text} escape '\\'`,
                  sql<boolean>`lower(${sql.ref('addresses.label')}) like ${text} escape '\\'`,
                  sql<boolean>`${sql.ref('addresses.pincode')} like ${text} escape '\\'`,
                ]),
              ),
          ),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      query.selectAll('users').orderBy('users.name', 'asc').orderBy('users.id', 'asc').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  findCustomer(id: string): Promise<CustomerRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).where('role', '=', 'customer').executeTakeFirst();
  }

  async orderFacts(userIds: readonly string[]): Promise<OrderFact[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('orders')
      .select(['userId', 'total', 'paid', 'pricedAt', 'status', 'createdAt'])
      .where('userId', 'in', userIds)
      .execute();
    return rows.map((r) => ({ ...r, userId: r.userId ?? '', total: Number(r.total), paid: Number(r.paid) }));
  }

  /** Store credit each customer has spent (ledger entries of method `credit` on their orders), paise. */
  async creditSpent(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.orderId')
      .select(['orders.userId', sql<number>`coalesce(sum(${sql.ref('payments.amount')}), 0)`.as('spent')])
      .where('payments.method', '=', 'credit')
      .where('orders.userId', 'in', userIds)
      .groupBy('orders.userId')
      .execute();
    return new Map(rows.map((r) => [r.userId ?? '', Number(r.spent)]));
  }

  /** The customer's orders, newest first. */
  orders(userId: string) {
    return this.db
      .selectFrom('orders')
      .select([
        'id',
        'orderNumber',
        'service',
        'status',
        'delivery',
        'pickupDate',
        'pickupAddress',
        'total',
        'paid',
        'pricedAt',
        'source',
        'createdAt',
      ])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Every ledger entry on the customer's orders, newest first. */
  payments(userId: string) {
    return this.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.orderId')
      .select([
        'payments.id',
        'payments.orderId',
        'orders.orderNumber',
        'payments.method',
        'payments.amount',
        'payments.reference',
        'payments.note',
        'payments.source',
        'payments.correctsId',
        'payments.refundsId',
        'payments.recordedByName',
        'payments.createdAt',
        'payments.receiptNumber',
        'payments.balanceAfter',
      ])
      .where('orders.userId', '=', userId)
      .orderBy('payments.createdAt', 'desc')
      .orderBy('payments.id', 'desc')
      .execute();
  }

  updateNotes(id: string, notes: string, now: string): Promise<CustomerRow | undefined> {
    return this.db
      .updateTable('users')
      .set({ notes, updatedAt: now })
      .where('id', '=', id)
      .where('role', '=', 'customer')
      .returningAll()
      .executeTakeFirst();
  }

  findByPhone(phone: string): Promise<CustomerRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
  }

  insert(user: Insertable<UsersTable>): Promise<CustomerRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }
}

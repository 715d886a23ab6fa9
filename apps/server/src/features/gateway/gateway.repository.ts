import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { Database, GatewayLinksTable } from '../../db/schema';

export type GatewayLinkRow = Selectable<GatewayLinksTable>;

/** What a payment link is made from: the order's customer, numbers and what is due. */
export interface LinkOrderFacts {
  id: string;
  userId: string | null;
  orderNumber: string;
  invoiceNumber: string | null;
  customerName: string;
  phone: string;
  total: number;
  paid: number;
  priced: boolean;
  status: Selectable<Database['orders']>['status'];
}

/** The payment links, and the ledger reads that refunds and gateway payments need. */
export class GatewayRepository {
  constructor(readonly db: Kysely<Database>) {}

  async orderFacts(id: string): Promise<LinkOrderFacts | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .select(['id', 'userId', 'orderNumber', 'invoiceNumber', 'customerName', 'phone', 'total', 'paid', 'pricedAt', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const { pricedAt, ...rest } = row;
    return { ...rest, total: Number(row.total), paid: Number(row.paid), priced: pricedAt !== null };
  }

  /** A link still open for this order and amount: asking again reuses it rather than making another. */
  findOpen(orderId: string, amount: number): Promise<GatewayLinkRow | undefined> {
    return this.db
      .selectFrom('gatewayLinks')
      .selectAll()
      .where('orderId', '=', orderId)
      .where('amount', '=', amount)
      .where('status', '=', 'created')
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
  }

  find(db: Db, id: string): Promise<GatewayLinkRow | undefined> {
    return db.selectFrom('gatewayLinks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(link: GatewayLinkRow): Promise<void> {
    await this.db
      .insertInto('gatewayLinks')
      .values(link)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  async setStatus(db: Db, id: string, status: string, now: string): Promise<void> {
    await db.updateTable('gatewayLinks').set({ status, updatedAt: now }).where('id', '=', id).execute();
  }

  /** Whether the gateway's payment is in the ledger already. */
  async hasGatewayPayment(db: Db, gatewayPaymentId: string): Promise<boolean> {
    return (await db.selectFrom('payments').select('id').where('gatewayPaymentId', '=', gatewayPaymentId).executeTakeFirst()) !== undefined;
  }

  /** An entry with what was refunded of it (paise, positive) and whether it was reversed. */
  async entryForRefund(db: Db, id: string) {
    const entry = await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!entry) return undefined;
    const [refunded, reversal] = await Promise.all([
      db
        .selectFrom('payments')
        .select(sql<number>`coalesce(sum(amount), 0)`.as('sum'))
        .where('refundsId', '=', id)
        .executeTakeFirstOrThrow(),
      db.selectFrom('payments').select('id').where('correctsId', '=', id).executeTakeFirst(),
    ]);
    return { ...entry, amount: Number(entry.amount), refunded: -Number(refunded.sum), reversed: reversal !== undefined };
  }
}

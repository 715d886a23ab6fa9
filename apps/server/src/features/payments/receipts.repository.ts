import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The reads of a receipt (docs/decisions/0073): the entry, its order and customer, and any reversal of it. */
export class ReceiptsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Who the order belongs to, to answer someone else's as a missing one. */
  orderOwner(orderId: string): Promise<{ userId: string | null } | undefined> {
    return this.db.selectFrom('orders').select('userId').where('id', '=', orderId).executeTakeFirst();
  }

  entry(orderId: string, paymentId: string) {
    return this.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.orderId')
      .leftJoin('users', 'users.id', 'orders.userId')
      .select([
        'payments.id',
        'payments.receiptNumber',
        'payments.balanceAfter',
        'payments.amount',
        'payments.method',
        'payments.reference',
        'payments.recordedByName',
        'payments.createdAt',
        'orders.id as orderId',
        'orders.orderNumber',
        'orders.invoiceNumber',
        'orders.customerName',
        'orders.phone',
        'users.language as userLanguage',
      ])
      .where('payments.id', '=', paymentId)
      .where('payments.orderId', '=', orderId)
      .executeTakeFirst();
  }

  /** The correction that reversed the entry, if one did. */
  reversal(paymentId: string) {
    return this.db.selectFrom('payments').select(['createdAt', 'note', 'recordedByName']).where('correctsId', '=', paymentId).executeTakeFirst();
  }
}

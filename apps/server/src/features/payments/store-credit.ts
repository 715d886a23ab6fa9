import type { Db } from '../../db/db';
import { sql } from 'kysely';
import { storeCreditOf } from '@laundry/shared/rules/ledger';

/** Whose credit: an account's, or for a walk-in without one, the phone's (docs/decisions/0046). */
export interface CreditHolder {
  userId: string | null;
  phone: string;
}

/**
 * A customer's store credit in paise: what they overpaid across their orders less what they
 * spent of it (`credit` entries). One query; call inside a transaction that holds the
 * customer's lock when the answer decides a write.
 */
export async function storeCreditPaise(db: Db, holder: CreditHolder): Promise<number> {
  let query = db.selectFrom('orders').select([
    'orders.total',
    'orders.paid',
    'orders.pricedAt',
    'orders.status',
    (eb) =>
      eb
        .selectFrom('payments')
        .select(sql<number>`coalesce(sum(amount), 0)`.as('spent'))
        .whereRef('payments.orderId', '=', 'orders.id')
        .where('payments.method', '=', 'credit')
        .as('spent'),
  ]);
  query = holder.userId
    ? query.where('orders.userId', '=', holder.userId)
    : query.where('orders.userId', 'is', null).where('orders.phone', '=', holder.phone);
  const rows = await query.execute();
  const orders = rows.map((r) => ({ total: Number(r.total), paid: Number(r.paid), priced: r.pricedAt !== null, status: r.status }));
  const spent = rows.reduce((sum, r) => sum + Number(r.spent ?? 0), 0);
  return storeCreditOf(orders, spent);
}

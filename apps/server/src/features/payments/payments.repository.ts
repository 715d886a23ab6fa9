import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { istDate } from '@laundry/shared/rules/ist';
import type { Database, PaymentsTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type NewPayment = Omit<Insertable<PaymentsTable>, 'id' | 'createdAt' | 'createdDay'> & { at?: Date };

/**
 * The only way money enters an order's ledger (docs/decisions/0046): the entry is inserted and
 * the order's `paid` moves by its amount in the same transaction (`paid = paid + amount`, atomic
 * on both databases, so concurrent payments never lose one), and the order's version moves so
 * every cached copy of it is written again. Call inside the caller's transaction.
 */
export async function appendPayment(db: Db, entry: NewPayment): Promise<string> {
  const at = entry.at ?? new Date();
  const { at: _at, ...values } = entry;
  const id = randomUUID();
  const now = at.toISOString();
  await db
    .insertInto('payments')
    .values({ ...values, id, createdAt: now, createdDay: istDate(at) })
    .execute();
  await db
    .updateTable('orders')
    .set((eb) => ({ paid: eb('paid', '+', entry.amount), updatedAt: now }))
    .where('id', '=', entry.orderId)
    .execute();
  return id;
}

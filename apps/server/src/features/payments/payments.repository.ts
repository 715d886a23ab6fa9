import type { Actor } from '../../lib/actor';
import { lockOrder, updateOrder } from '../orders/orders.public';
import { recordAudit } from '../audit/audit.public';
import { recordEvents } from '../outbox/outbox.public';
import type { Db, Trx } from '../../db/db';
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { OrderStatus } from '@laundry/shared/constants';
import { istDate } from '@laundry/shared/rules/ist';
import { financialYear, formatReceiptNumber } from '@laundry/shared/rules/invoice-number';
import { dueOf, issuesReceipt } from '@laundry/shared/rules/ledger';
import type { Dialect } from '../../db/database';
import type { Database, PaymentsTable } from '../../db/schema';
import type { CreditHolder } from './store-credit';

export type NewPayment = Omit<Insertable<PaymentsTable>, 'id' | 'createdAt' | 'createdDay'> & { at?: Date };

/**
 * The only way money enters an order's ledger (docs/decisions/0046): the entry is inserted and
 * the order's `paid` moves by its amount in the same transaction (`paid = paid + amount`, atomic
 * on both databases, so concurrent payments never lose one), and the order's version moves so
 * every cached copy of it is written again. Money received takes the next receipt number of the
 * financial year and keeps the balance left after it (docs/decisions/0073). Call inside the
 * caller's transaction; `by`: the account recording it (null: the system), for the audit trail.
 */
export async function appendPayment(db: Db, entry: NewPayment, by: Actor | null): Promise<string> {
  const at = entry.at ?? new Date();
  const { at: _at, ...values } = entry;
  const id = randomUUID();
  const now = at.toISOString();
  const order = await updateOrder(db, entry.orderId, (eb) => ({ paid: eb('paid', '+', entry.amount), updatedAt: now }), by);
  if (!order) throw new Error(`No order ${entry.orderId} to pay`);
  const receipt = issuesReceipt(entry)
    ? {
        receiptNumber: formatReceiptNumber(financialYear(at), await nextReceiptSequence(db, financialYear(at))),
        balanceAfter: dueOf({ total: Number(order.total), paid: Number(order.paid), priced: order.pricedAt !== null, status: order.status }),
      }
    : {};
  await db
    .insertInto('payments')
    .values({ ...values, ...receipt, id, createdAt: now, createdDay: istDate(at) })
    .execute();
  await recordEvents(db, [
    { type: 'payment.recorded', paymentId: id, orderId: entry.orderId, amount: entry.amount, method: entry.method, source: entry.source, at: now },
  ]);
  await recordAudit(
    db,
    {
      action: entry.correctsId ? 'payment.reversed' : entry.statementLineId ? 'statement.matched' : 'payment.recorded',
      entity: 'payment',
      entityId: id,
      orderId: entry.orderId,
      before: {},
      after: {
        amount: entry.amount,
        method: entry.method,
        source: entry.source,
        reference: entry.reference ?? '',
        ...(entry.correctsId ? { correctsId: entry.correctsId } : {}),
        ...(entry.statementLineId ? { statementLineId: entry.statementLineId } : {}),
      },
      at,
    },
    by,
  );
  return id;
}

/** The next receipt of the year, taken as invoice numbers are: one atomic upsert, so none is ever shared. */
async function nextReceiptSequence(db: Db, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('receiptCounters')
    .values({ financialYear, lastSequence: 1 })
    .onConflict((oc) => oc.column('financialYear').doUpdateSet((eb) => ({ lastSequence: eb(eb.ref('receiptCounters.lastSequence'), '+', 1) })))
    .returning('lastSequence')
    .executeTakeFirstOrThrow();
  return Number(row.lastSequence);
}

/** What the payment rules need of an order, read while holding its row. */
export interface LockedOrder {
  id: string;
  userId: string | null;
  phone: string;
  total: number;
  paid: number;
  priced: boolean;
  status: OrderStatus;
}

export type PaymentEntryRow = Selectable<PaymentsTable>;

/** The ledger's reads and locks; entries are written only by appendPayment. */
export class PaymentsRepository {
  constructor(
    readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Takes the order's row for the rest of the transaction by writing it (its version moves, as
   * every change to what the order answers must): on PostgreSQL a row lock that makes
   * concurrent payments on one order wait their turn, on SQLite the database's write lock taken
   * at the start rather than upgraded halfway. Undefined when there is no such order.
   */
  async lockOrder(trx: Trx, id: string, now: string): Promise<LockedOrder | undefined> {
    const row = await lockOrder(trx, id, now);
    if (!row) return undefined;
    return {
      id: row.id,
      userId: row.userId,
      phone: row.phone,
      total: Number(row.total),
      paid: Number(row.paid),
      priced: row.pricedAt !== null,
      status: row.status,
    };
  }

  /**
   * The customer's lock, held until commit, so two writes that can lower their store credit
   * (spending it, reversing a payment) never both pass the balance check. SQLite has one writer
   * at a time already; on PostgreSQL an account's row, or for a walk-in the phone's advisory lock.
   */
  async lockHolder(trx: Trx, holder: CreditHolder): Promise<void> {
    if (this.dialect !== 'postgres') return;
    if (holder.userId) {
      await trx.selectFrom('users').select('id').where('id', '=', holder.userId).forUpdate().execute();
    } else {
      await sql`select pg_advisory_xact_lock(hashtext(${`credit:${holder.phone}`}))`.execute(trx);
    }
  }

  findEntry(db: Db, id: string): Promise<PaymentEntryRow | undefined> {
    return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Whether the entry has been reversed already. */
  async isReversed(db: Db, id: string): Promise<boolean> {
    return (await db.selectFrom('payments').select('id').where('correctsId', '=', id).executeTakeFirst()) !== undefined;
  }
}

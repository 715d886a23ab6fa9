import type { Db } from '../../db/db';
import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { istDate } from '@laundry/shared/rules/ist';
import { storeCreditOf } from '@laundry/shared/rules/ledger';
import { liveCredit, splitCreditSpend, type CreditLot, type CreditSpend, type LotTake } from '@laundry/shared/rules/prepaid-packs';

/** Whose credit: an account's, or for a walk-in without one, the phone's (docs/decisions/0046). */
export interface CreditHolder {
  userId: string | null;
  phone: string;
}

/** The holder's rows in a table that has `userId` and `phone`: the account's, or a walk-in phone's without one. */
export function heldBy(table: 'orders' | 'packPurchases', holder: CreditHolder): RawBuilder<SqlBool> {
  return holder.userId
    ? sql<SqlBool>`${sql.ref(`${table}.userId`)} = ${holder.userId}`
    : sql<SqlBool>`${sql.ref(`${table}.userId`)} is null and ${sql.ref(`${table}.phone`)} = ${holder.phone}`;
}

/** A paid pack with what is left of it. */
export interface HeldLot extends CreditLot {
  credit: number;
  price: number;
  paidAt: string;
}

/** The holder's paid packs, each with its credit left (its credit less the signed takes from it). */
export async function lotsOf(db: Db, holder: CreditHolder): Promise<HeldLot[]> {
  let query = db
    .selectFrom('packPurchases')
    .select([
      'packPurchases.id',
      'packPurchases.credit',
      'packPurchases.price',
      'packPurchases.expiresOn',
      'packPurchases.paidAt',
      (eb) =>
        eb
          .selectFrom('creditTakes')
          .select(sql<number>`coalesce(sum(amount), 0)`.as('taken'))
          .whereRef('creditTakes.lotId', '=', 'packPurchases.id')
          .as('taken'),
    ])
    .where('packPurchases.status', '=', 'paid');
  query = query.where(heldBy('packPurchases', holder));
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    credit: Number(r.credit),
    price: Number(r.price),
    remaining: Number(r.credit) - Number(r.taken ?? 0),
    expiresOn: r.expiresOn,
    boughtAt: r.paidAt ?? '',
    paidAt: r.paidAt ?? '',
  }));
}

/**
 * A customer's credit in its two parts (docs/decisions/0087): what they overpaid across their
 * orders less what they spent of it (`credit` entries not taken from a pack), and their packs.
 */
export async function creditParts(db: Db, holder: CreditHolder): Promise<{ overpaid: number; lots: HeldLot[] }> {
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
  query = query.where(heldBy('orders', holder));
  const [rows, lots] = await Promise.all([query.execute(), lotsOf(db, holder)]);
  const orders = rows.map((r) => ({ total: Number(r.total), paid: Number(r.paid), priced: r.pricedAt !== null, status: r.status }));
  const spent = rows.reduce((sum, r) => sum + Number(r.spent ?? 0), 0);
  const fromPacks = lots.reduce((sum, lot) => sum + lot.credit - lot.remaining, 0);
  return { overpaid: storeCreditOf(orders, spent - fromPacks), lots };
}

/**
 * A customer's store credit in paise: overpayment credit and the live packs' credit. One read;
 * call inside a transaction that holds the customer's lock when the answer decides a write.
 */
export async function storeCreditPaise(db: Db, holder: CreditHolder, today = istDate(new Date())): Promise<number> {
  const parts = await creditParts(db, holder);
  return parts.overpaid + liveCredit(parts.lots, today);
}

/** A spend of credit planned under the holder's lock: null when they hold less (with what they hold). */
export async function planCreditSpend(
  db: Db,
  holder: CreditHolder,
  amount: number,
  today = istDate(new Date()),
): Promise<{ spend: CreditSpend | null; credit: number }> {
  const parts = await creditParts(db, holder);
  return { spend: splitCreditSpend(parts.lots, parts.overpaid, amount, today), credit: parts.overpaid + liveCredit(parts.lots, today) };
}

/** What a `credit` entry took from the packs; written beside the entry, in its transaction. */
export async function recordTakes(db: Db, paymentId: string, takes: readonly LotTake[], at: string): Promise<void> {
  if (takes.length === 0) return;
  await db
    .insertInto('creditTakes')
    .values(takes.map((t) => ({ id: randomUUID(), paymentId, lotId: t.lotId, amount: t.amount, createdAt: at })))
    .execute();
}

/** What an entry took from each pack (net of anything given back). */
export async function takesOf(db: Db, paymentId: string): Promise<LotTake[]> {
  const rows = await db.selectFrom('creditTakes').select(['lotId', 'amount']).where('paymentId', '=', paymentId).execute();
  return rows.map((r) => ({ lotId: r.lotId, amount: Number(r.amount) }));
}

import type { Expression, ExpressionBuilder, Insertable, Selectable, SqlBool, UpdateObject } from 'kysely';
import { PostgresAdapter } from 'kysely';
import { transaction, type Db, type Trx } from '../../db/db';
import type { Database, OrdersTable } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.public';
import { recordEvents } from '../outbox/outbox.public';
import { auditOfChange } from './order-audit';
import { bookedEvent, changeEvents } from './order-events';

/*
 * The one writer of the `orders` table (docs/decisions/0067). Every new row and every change goes
 * through here, in the caller's transaction, and writes the domain events it makes into the outbox
 * in that same transaction: other features change an order only by calling these.
 */

export type OrderRecord = Selectable<OrdersTable>;
export type OrderChange = UpdateObject<Database, 'orders'> | ((eb: ExpressionBuilder<Database, 'orders'>) => UpdateObject<Database, 'orders'>);
export type OrderGuardBuilder = ExpressionBuilder<Database, 'orders'>;
export type OrderGuard = (eb: OrderGuardBuilder) => Expression<SqlBool>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Work that must see the row and write the outbox atomically: in the caller's transaction, or one of its own. */
function within<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Trx) : transaction(db, work);
}

/**
 * Inserts a new order and announces it. `unlessTaken`: an order number (or, with 'any', also an
 * id) already taken inserts nothing and answers false, without failing the transaction.
 */
export function insertOrder(db: Db, row: Insertable<OrdersTable>, options: { unlessTaken?: 'orderNumber' | 'any' } = {}): Promise<boolean> {
  return within(db, async (trx) => {
    let insert = trx.insertInto('orders').values(row);
    if (options.unlessTaken === 'orderNumber') insert = insert.onConflict((oc) => oc.column('orderNumber').doNothing());
    else if (options.unlessTaken === 'any') insert = insert.onConflict((oc) => oc.doNothing());
    const result = await insert.executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 1) !== 1) return false;
    await recordEvents(trx, [bookedEvent(row)]);
    return true;
  });
}

/**
 * Many new orders at once (seeds and tests). `announce: false` writes no events: a migration test's
 * database from before the outbox has no table for them.
 */
export function insertOrders(db: Db, rows: readonly Insertable<OrdersTable>[], options: { announce?: boolean } = {}): Promise<void> {
  return within(db, async (trx) => {
    if (rows.length === 0) return;
    await trx.insertInto('orders').values(rows).execute();
    if (options.announce !== false) await recordEvents(trx, rows.map(bookedEvent));
  });
}

/**
 * Changes one order, `by` an account (null: the system, for the audit trail), if `guard` (when given) holds for it, and writes the events the change makes.
 * Answers the row after the change; undefined when there is no such order or the guard refused.
 */
export function updateOrder(db: Db, id: string, change: OrderChange, by: Actor | null, guard?: OrderGuard): Promise<OrderRecord | undefined> {
  return within(db, async (trx) => {
    let read = trx.selectFrom('orders').selectAll().where('id', '=', id);
    // The row as it is, held until commit: a concurrent change waits and then sees this one.
    if (isPostgres(trx)) read = read.forUpdate();
    const before = await read.executeTakeFirst();
    if (!before) return undefined;
    let update = trx.updateTable('orders').set(change).where('id', '=', id);
    if (guard) update = update.where(guard);
    const after = await update.returningAll().executeTakeFirst();
    if (!after) return undefined;
    await recordEvents(trx, changeEvents(before, after));
    for (const entry of auditOfChange(before, after)) await recordAudit(trx, entry, by);
    return after;
  });
}

/** Changes each of `ids` as updateOrder does; answers the ids changed. */
export async function updateOrders(db: Db, ids: readonly string[], change: OrderChange, by: Actor | null, guard?: OrderGuard): Promise<string[]> {
  return within(db, async (trx) => {
    const changed: string[] = [];
    for (const id of ids) if (await updateOrder(trx, id, change, by, guard)) changed.push(id);
    return changed;
  });
}

/**
 * Takes the order's row for the rest of the transaction by writing it (its version moves, as
 * every change to what the order answers must): on PostgreSQL a row lock that makes concurrent
 * changes of one order wait their turn, on SQLite the database's write lock taken at the start
 * rather than upgraded halfway. Answers the row; undefined when there is no such order.
 */
export function lockOrder(trx: Trx, id: string, now: string, guard?: OrderGuard): Promise<OrderRecord | undefined> {
  let lock = trx.updateTable('orders').set({ updatedAt: now }).where('id', '=', id);
  if (guard) lock = lock.where(guard);
  return lock.returningAll().executeTakeFirst();
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** A connection or a transaction: repositories take either, so a caller decides what runs together. */
export type Db = Kysely<Database> | Transaction<Database>;
export type Trx = Transaction<Database>;

const afterCommit = new WeakMap<Trx, (() => void)[]>();

/**
 * Runs `work` in one transaction. Work inside may ask (onCommit) to be told once it has committed:
 * the outbox uses it to wake its dispatcher without waiting for the next poll.
 */
export async function transaction<T>(db: Kysely<Database>, work: (trx: Trx) => Promise<T>): Promise<T> {
  const committed: (() => void)[] = [];
  const result = await db.transaction().execute((trx) => {
    afterCommit.set(trx, committed);
    return work(trx);
  });
  for (const callback of committed) callback();
  return result;
}

/** `callback` runs after the transaction `db` belongs to commits (at once when `db` is no transaction). */
export function onCommit(db: Db, callback: () => void): void {
  const list = db.isTransaction ? afterCommit.get(db as Trx) : undefined;
  if (list) list.push(callback);
  // A transaction opened elsewhere: the dispatcher's poll finds its rows a moment later.
  else if (!db.isTransaction) callback();
}

import { transaction } from './db';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/** A constraint failure undoes only its own statement in SQLite; the transaction goes on. */
export function isConstraintFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT');
}

/**
 * Group commit for SQLite (docs/decisions/0019): writes submitted in the same turn of the event
 * loop share one transaction, so bookings arriving together pay for one commit instead of one
 * each. Each caller still gets its own answer: a write that breaks a constraint (a clashing order
 * number) fails alone and the others commit; any other failure fails the whole group, which then
 * wrote nothing. A write may also answer a refusal of its own as its result (a booking into a
 * window that is full): it must then have written nothing, and the others commit.
 */
export class GroupCommit<T, R = void> {
  private queue: Pending<T, R>[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly write: (trx: Transaction<Database>, item: T) => Promise<R>,
    private readonly maxGroup = 100,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate runs after the I/O callbacks of this turn: requests read together commit together.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const group = this.queue.splice(0, this.maxGroup);
    if (this.queue.length > 0) this.schedule();
    const failures = new Map<Pending<T, R>, unknown>();
    const results = new Map<Pending<T, R>, R>();
    try {
      await transaction(this.db, async (trx) => {
        for (const pending of group) {
          try {
            results.set(pending, await this.write(trx, pending.item));
          } catch (error) {
            if (!isConstraintFailure(error)) throw error;
            failures.set(pending, error);
          }
        }
      });
    } catch (error) {
      for (const pending of group) pending.reject(error);
      return;
    }
    for (const pending of group) {
      if (failures.has(pending)) pending.reject(failures.get(pending));
      else pending.resolve(results.get(pending) as R);
    }
  }
}

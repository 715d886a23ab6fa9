import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { onCommit, transaction, type Db, type Trx } from '../../db/db';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import type { DeliveredEvent, OutboxEvent } from './outbox-events';

type Listener = () => void;
const written = new Set<Listener>();

/** Told after a transaction that wrote events commits (the dispatchers of this process). */
export function onOutboxWritten(listener: Listener): () => void {
  written.add(listener);
  return () => written.delete(listener);
}

/**
 * Writes the events in the caller's transaction: they exist exactly when the change does. Ids begin
 * with the time and the position, so events are delivered in the order they were written.
 */
export async function recordEvents(db: Db, events: readonly OutboxEvent[], now = new Date()): Promise<void> {
  if (events.length === 0) return;
  const at = now.toISOString();
  const time = now.getTime().toString(36).padStart(9, '0');
  await db
    .insertInto('outbox')
    .values(
      events.map((event, i) => ({
        id: `${time}${i.toString(36).padStart(3, '0')}-${randomUUID()}`,
        type: event.type,
        payload: JSON.stringify(event),
        createdAt: at,
        availableAt: at,
      })),
    )
    .execute();
  onCommit(db, () => {
    for (const listener of written) listener();
  });
}

export interface ClaimedEvent {
  id: string;
  attempts: number;
  event: DeliveredEvent;
}

/** The outbox's reads and writes for the dispatcher. */
export class OutboxRepository {
  constructor(
    readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return transaction(this.db, work);
  }

  /** Whether any event is due: a read, so that a round with nothing to do writes nothing. */
  async anyDue(now: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('outbox')
      .select('id')
      .where('deliveredAt', 'is', null)
      .where('availableAt', '<=', now)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Takes up to `limit` due events until `leaseUntil`: another dispatcher skips them until then.
   * On PostgreSQL rows another dispatcher is claiming are skipped, not waited for; SQLite has one writer.
   */
  async claim(now: string, leaseUntil: string, limit: number, db: Db = this.db): Promise<ClaimedEvent[]> {
    const due = db
      .selectFrom('outbox')
      .select('id')
      .where('deliveredAt', 'is', null)
      .where('availableAt', '<=', now)
      .orderBy('createdAt')
      .orderBy('id')
      .limit(limit);
    const rows = await db
      .updateTable('outbox')
      .set((eb) => ({ availableAt: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', this.dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
      .where('deliveredAt', 'is', null)
      .returning(['id', 'payload', 'attempts', 'createdAt'])
      .execute();
    return rows
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map((r) => ({ id: r.id, attempts: r.attempts, event: { ...(JSON.parse(r.payload) as OutboxEvent), eventId: r.id } }));
  }

  /** Marks a batch's handled events in one write: on SQLite every write waits for the one writer. */
  async delivered(ids: readonly string[], at: string, db: Db = this.db): Promise<void> {
    if (ids.length === 0) return;
    await db.updateTable('outbox').set({ deliveredAt: at, error: '' }).where('id', 'in', ids).execute();
  }

  async failed(id: string, retryAt: string, error: string, db: Db = this.db): Promise<void> {
    await db
      .updateTable('outbox')
      .set({ availableAt: retryAt, error: error.slice(0, 500) })
      .where('id', '=', id)
      .execute();
  }

  /** Delivered events older than `before` are forgotten: the outbox holds what is pending, not history. */
  async prune(before: string): Promise<void> {
    await this.db.deleteFrom('outbox').where('deliveredAt', '<', before).execute();
  }

  async pending(): Promise<number> {
    const row = await this.db
      .selectFrom('outbox')
      .select(sql<number>`count(*)`.as('n'))
      .where('deliveredAt', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

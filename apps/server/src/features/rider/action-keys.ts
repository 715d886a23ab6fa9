import { type Trx, transaction } from '../../db/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { IDEMPOTENCY_HEADER, idempotencyKeyPattern, type RiderActionKind } from '@laundry/shared/contracts/rider';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain-error';

/** Who sent which action, under which key. */
export interface ActionKey {
  key: string;
  riderId: string;
  orderId: string;
  kind: RiderActionKind;
}

/** What an action answered, and whether this was a replay of it (nothing changed, nothing to announce). */
export interface ActionResult<T> {
  status: number;
  answer: T;
  replayed: boolean;
}

/** The request's Idempotency-Key, or null when it sent none (the action still works, once). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !idempotencyKeyPattern.test(value)) {
    throw new DomainError('validation_failed', 'The Idempotency-Key header must be 8 to 100 letters, digits, "-" or "_".', {
      field: 'Idempotency-Key',
    });
  }
  return value;
}

const reused = () =>
  new DomainError(
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different action or order, so this one was not recorded. Make a new key for each action.',
  );

/** Running a change once per key (docs/decisions/0048): the rider_actions record. */
export class ActionKeys {
  constructor(private readonly db: Kysely<Database>) {}

  /** The stored answer of this very action, if it was applied; a key of another action is refused. */
  private async stored<T>(key: ActionKey): Promise<ActionResult<T> | undefined> {
    const row = await this.db.selectFrom('riderActions').selectAll().where('key', '=', key.key).executeTakeFirst();
    if (!row) return undefined;
    if (row.riderId !== key.riderId || row.orderId !== key.orderId || row.kind !== key.kind) throw reused();
    return { status: Number(row.statusCode), answer: JSON.parse(row.answer) as T, replayed: true };
  }

  /**
   * Runs `work` in one transaction with the key's record, or answers what it answered before.
   * The key is inserted first, so of two requests with one key at once, the second waits for
   * the first's commit (PostgreSQL's unique index; SQLite's single writer), fails on the key,
   * rolls back everything it did, and answers the first one's stored answer. A refused action
   * (a 4xx) records nothing: sent again, it is judged again.
   */
  async once<T>(key: ActionKey | null, work: (trx: Trx) => Promise<{ status: number; answer: T }>): Promise<ActionResult<T>> {
    if (!key) return { ...(await transaction(this.db, work)), replayed: false };
    const before = await this.stored<T>(key);
    if (before) return before;
    try {
      return await transaction(this.db, async (trx) => {
        const now = new Date().toISOString();
        await trx
          .insertInto('riderActions')
          .values({ key: key.key, riderId: key.riderId, orderId: key.orderId, kind: key.kind, statusCode: 0, answer: '', createdAt: now })
          .execute();
        const done = await work(trx);
        await trx
          .updateTable('riderActions')
          .set({ statusCode: done.status, answer: JSON.stringify(done.answer) })
          .where('key', '=', key.key)
          .execute();
        return { ...done, replayed: false };
      });
    } catch (error) {
      if (!isUniqueViolation(error, 'rider_actions')) throw error;
      const after = await this.stored<T>(key);
      if (!after) throw error;
      return after;
    }
  }
}

import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { CollectMethod } from '@laundry/shared/contracts/rider-day';
import { type Db, type Trx } from '../../db/db';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

/** One rider's entry (with its corrections) for one order on one day, in paise. */
export interface CollectedRow {
  riderId: string;
  orderId: string;
  method: CollectMethod;
  amount: number;
}

export interface HandoverRow {
  id: string;
  riderId: string;
  day: string;
  /** paise */
  amount: number;
  expected: number;
  note: string;
  receivedByName: string | null;
  createdAt: string;
}

const isCollectMethod = (method: string): method is CollectMethod => method === 'cash' || method === 'upi';

/**
 * What riders collected at the door and handed over (docs/decisions/0074): collections are read
 * from the ledger (entries of source `rider`, and their corrections), handovers from their table.
 */
export class HandoversRepository {
  constructor(
    readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * The riders' entries of the day (the `payments_day_idx` index), one rider's or all, each with
   * any correction of it added in: a reversed entry is money the rider no longer holds.
   */
  async collected(day: string, riderId?: string, db: Db = this.db): Promise<CollectedRow[]> {
    let entries = db
      .selectFrom('payments')
      .select(['id', 'recordedBy', 'orderId', 'method', 'amount'])
      .where('createdDay', '=', day)
      .where('source', '=', 'rider');
    if (riderId !== undefined) entries = entries.where('recordedBy', '=', riderId);
    const rows = await entries.execute();
    if (rows.length === 0) return [];
    const corrections = await db
      .selectFrom('payments')
      .select(['correctsId', 'amount'])
      .where(
        'correctsId',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const corrected = new Map(corrections.map((c) => [c.correctsId, Number(c.amount)]));
    const sums = new Map<string, CollectedRow>();
    for (const row of rows) {
      if (row.recordedBy === null || !isCollectMethod(row.method)) continue;
      const key = `${row.recordedBy}|${row.orderId}|${row.method}`;
      const sum = sums.get(key) ?? { riderId: row.recordedBy, orderId: row.orderId, method: row.method, amount: 0 };
      sum.amount += Number(row.amount) + (corrected.get(row.id) ?? 0);
      sums.set(key, sum);
    }
    return [...sums.values()];
  }

  /** The handovers of the day, one rider's or all, oldest first. */
  async handovers(day: string, riderId?: string, db: Db = this.db): Promise<HandoverRow[]> {
    let query = db
      .selectFrom('riderHandovers')
      .leftJoin('users', 'users.id', 'riderHandovers.receivedBy')
      .select([
        'riderHandovers.id',
        'riderHandovers.riderId',
        'riderHandovers.day',
        'riderHandovers.amount',
        'riderHandovers.expected',
        'riderHandovers.note',
        'riderHandovers.createdAt',
        'users.name as receivedByName',
      ])
      .where('riderHandovers.day', '=', day);
    if (riderId !== undefined) query = query.where('riderHandovers.riderId', '=', riderId);
    const rows = await query.orderBy('riderHandovers.createdAt').orderBy('riderHandovers.id').execute();
    return rows.map((r) => ({ ...r, amount: Number(r.amount), expected: Number(r.expected), receivedByName: r.receivedByName ?? null }));
  }

  /** The names of these riders (an account gone is left out). */
  async names(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** A staff account's role, to check it is a rider. */
  roleOf(id: string): Promise<{ role: string } | undefined> {
    return this.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst();
  }

  /**
   * Runs `work` holding the (rider, day): what is still with the rider is read and the handover
   * written with no other handover of theirs for that day in between. SQLite has one writer;
   * PostgreSQL takes a transaction-scoped advisory lock.
   */
  async holding<T>(riderId: string, day: string, work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`handover:${riderId}:${day}`}))`.execute(trx);
      return work(trx);
    });
  }

  async insert(trx: Trx, handover: Omit<HandoverRow, 'id' | 'receivedByName'> & { receivedBy: string }): Promise<string> {
    const id = randomUUID();
    await trx
      .insertInto('riderHandovers')
      .values({ id, ...handover })
      .execute();
    return id;
  }
}

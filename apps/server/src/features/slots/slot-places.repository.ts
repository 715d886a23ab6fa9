import type { Db } from '../../db/db';
import { sql } from 'kysely';

/**
 * Places taken per pickup window (docs/decisions/0048). Call inside the transaction that writes
 * the order, so a refused or failed booking takes nothing.
 */
export const slotPlaces = {
  /**
   * Takes one place if fewer than `capacity` are taken; false when the window is full. One
   * statement (an upsert whose update applies only below capacity): on PostgreSQL a second writer
   * waits for the row lock and re-checks `booked` against the committed row, on SQLite writers
   * take turns. A window's first booking writes its row with 1 (capacity is at least 1).
   */
  async take(db: Db, slotStart: string, capacity: number): Promise<boolean> {
    // Written out rather than built: it runs in every booking's transaction, and building it costs
    // more than running it.
    const { rows } = await sql<{ booked: number }>`
      insert into slot_counts (slot_start, booked) values (${slotStart}, 1)
      on conflict (slot_start) do update set booked = slot_counts.booked + 1 where slot_counts.booked < ${capacity}
      returning booked
    `.execute(db);
    return rows.length === 1;
  },

  /** Takes a place whatever the capacity: a manual order or a subscription's pickup may overbook. */
  async add(db: Db, slotStart: string): Promise<number> {
    await db
      .insertInto('slotCounts')
      .values({ slotStart, booked: 1 })
      .onConflict((oc) => oc.column('slotStart').doUpdateSet({ booked: sql`slot_counts.booked + 1` }))
      .execute();
    const row = await db.selectFrom('slotCounts').select('booked').where('slotStart', '=', slotStart).executeTakeFirstOrThrow();
    return Number(row.booked);
  },

  /** Gives a place back (a cancelled or moved booking); never below 0. */
  async give(db: Db, slotStart: string): Promise<void> {
    await db
      .updateTable('slotCounts')
      .set({ booked: sql`booked - 1` })
      .where('slotStart', '=', slotStart)
      .where('booked', '>', 0)
      .execute();
  },

  /** Places taken in each of these windows (missing = 0). */
  async taken(db: Db, slotStarts: readonly string[]): Promise<Map<string, number>> {
    if (slotStarts.length === 0) return new Map();
    const rows = await db.selectFrom('slotCounts').select(['slotStart', 'booked']).where('slotStart', 'in', slotStarts).execute();
    return new Map(rows.map((r) => [r.slotStart, Number(r.booked)]));
  },
};

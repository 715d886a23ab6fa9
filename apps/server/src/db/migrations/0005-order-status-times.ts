import { sql, type Kysely } from 'kysely';

/*
 * Each order remembers when it reached each status, so the customer's timeline can show the time
 * of every step (docs/decisions/0037). One nullable text column per status, ISO-8601 UTC like the
 * other times: plain columns both databases update in the same statement as the status.
 * Orders made before this migration get what is known: booked at created_at, and the status they
 * are in now since updated_at (their last change); the steps in between stay without a time.
 */
const COLUMNS = ['pending_at', 'in_progress_at', 'delivering_at', 'completed_at', 'cancelled_at'] as const;
const STATUS_OF: Record<(typeof COLUMNS)[number], string> = {
  pending_at: 'Pending',
  in_progress_at: 'In Progress',
  delivering_at: 'Delivering',
  completed_at: 'Completed',
  cancelled_at: 'Cancelled',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
  await sql`update orders set pending_at = created_at`.execute(db);
  for (const column of COLUMNS) {
    if (column === 'pending_at') continue;
    await sql`update orders set ${sql.ref(column)} = updated_at where status = ${STATUS_OF[column]}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}

import { sql, SqliteAdapter, type Kysely } from 'kysely';

/*
 * A slipped ready-by promise (docs/decisions/0059): `ready_by` stays the promise the customer now
 * holds (so Late, its filter, count and index work unchanged); the order keeps the promise made at
 * booking once the shop moves it, the shop's reason and when it last moved it. The outbox (decision
 * 0055) learns `ready-by-moved`, written by a trigger in the transaction of the move, as the others are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('ready_by_was', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('ready_by_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('orders').addColumn('ready_by_moved_at', 'text').execute();

  await readyByMovedTrigger(db);
}

/** The ready-by-moved message trigger; 0016's down makes it again. */
export async function readyByMovedTrigger(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sqliteTrigger(db);
  else await postgresTrigger(db);
}

/**
 * A move that says something new: the time it was moved changed, or (two moves in the same
 * millisecond) the time or the reason did. Clearing the columns (a new booking time) sends nothing.
 */
const MOVED = `NEW.ready_by_moved_at IS NOT NULL AND (
  OLD.ready_by_moved_at IS NULL OR NEW.ready_by_moved_at <> OLD.ready_by_moved_at
  OR NEW.ready_by <> OLD.ready_by OR NEW.ready_by_note <> OLD.ready_by_note)`;

const COLUMNS = 'id, event, order_id, status, next_attempt_at, created_at, updated_at';
const insert = (id: string) =>
  `INSERT INTO messages (${COLUMNS}) VALUES (${id}, 'ready-by-moved', NEW.id, 'pending', NEW.ready_by_moved_at, NEW.ready_by_moved_at, NEW.ready_by_moved_at);`;

async function sqliteTrigger(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE TRIGGER messages_ready_by_moved AFTER UPDATE ON orders WHEN ${MOVED} BEGIN ${insert('lower(hex(randomblob(16)))')} END`)
    .execute(db);
}

async function postgresTrigger(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION messages_on_ready_by_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${insert(`replace(gen_random_uuid()::text, '-', '')`)}
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  // The condition in the trigger's WHEN: orders change often, and most changes need no function call.
  await sql
    .raw(
      `CREATE TRIGGER messages_on_ready_by_moved AFTER UPDATE ON orders FOR EACH ROW WHEN (${MOVED})
      EXECUTE FUNCTION messages_on_ready_by_moved()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql.raw('DROP TRIGGER IF EXISTS messages_ready_by_moved').execute(db);
  } else {
    await sql.raw('DROP TRIGGER IF EXISTS messages_on_ready_by_moved ON orders').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS messages_on_ready_by_moved').execute(db);
  }
  // The outbox's events before 0013 do not include it: the worker of an older build could not word it.
  await sql`DELETE FROM messages WHERE event = 'ready-by-moved'`.execute(db);
  await db.schema.alterTable('orders').dropColumn('ready_by_moved_at').execute();
  await db.schema.alterTable('orders').dropColumn('ready_by_note').execute();
  await db.schema.alterTable('orders').dropColumn('ready_by_was').execute();
}

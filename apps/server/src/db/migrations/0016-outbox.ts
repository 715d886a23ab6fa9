import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { messageTriggers } from './0010-messages';
import { careMessageTriggers } from './0012-care';
import { readyByMovedTrigger } from './0013-ready-by-moved';

/*
 * The transactional outbox (docs/decisions/0067): a change writes its domain events into `outbox`
 * in its own transaction, and the dispatcher delivers them to the consumers (customer messages,
 * referral rewards). The triggers that wrote message rows (0010, 0012, 0013) go: their rules now
 * live in TypeScript, in features/messages/message-rules.ts.
 */

const SQLITE_TRIGGERS = [
  'messages_order_inserted',
  'messages_order_picked-up',
  'messages_order_out-for-delivery',
  'messages_order_delivered',
  'messages_order_priced',
  'messages_order_on-the-way',
  'messages_order_not-available',
  'messages_ticket_reply',
  'messages_payment',
  'messages_stain_flagged',
  'messages_claim_resolved',
  'messages_ready_by_moved',
];

const POSTGRES_TRIGGERS: [trigger: string, table: string][] = [
  ['messages_on_order', 'orders'],
  ['messages_on_ticket_reply', 'ticket_replies'],
  ['messages_on_payment', 'payments'],
  ['messages_on_stain', 'stains'],
  ['messages_on_claim', 'claims'],
  ['messages_on_ready_by_moved', 'orders'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Due for (another) delivery from then: a claim moves it one lease ahead, a failure further.
    .addColumn('available_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered_at', 'text')
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['delivered_at', 'available_at']).execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const name of SQLITE_TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS "${name}"`).execute(db);
  } else {
    for (const [name, table] of POSTGRES_TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(db);
    await sql
      .raw(
        'DROP FUNCTION IF EXISTS messages_on_order, messages_on_ticket_reply, messages_on_payment, messages_on_stain, messages_on_claim, messages_on_ready_by_moved',
      )
      .execute(db);
  }
}

/**
 * Down leaves the schema 0015 left: without the outbox, with the triggers, so a build from before
 * 0016 (the bench's baseline, a rollback) writes its messages as it did. Events not yet delivered go.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  await messageTriggers(db);
  await careMessageTriggers(db);
  await readyByMovedTrigger(db);
}

import type { Kysely } from 'kysely';

/*
 * The click-to-send queue read in order of age (docs/decisions/0092): the sweep for messages that
 * grew old reads only those, however long the queue. A new index only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('messages_waiting_idx').on('messages').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_waiting_idx').execute();
}

import type { Kysely } from 'kysely';

/*
 * The Today board's deliveries planned in the day's windows (docs/decisions/0056) read the
 * orders in progress by their delivery window: without this index the database went through
 * every order in progress (20,000 of 100,000) to find the day's few, 20–100 ms on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_status_delivery_slot_idx').on('orders').columns(['status', 'delivery_slot_start']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_status_delivery_slot_idx').execute();
}

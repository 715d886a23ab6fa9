import type { Kysely } from 'kysely';

/*
 * The admin's list reads the newest orders' ids and versions (updated_at) first and writes out
 * only the orders it has not already written at that version (features/orders/order-json-cache.ts).
 * With updated_at in the paging index that read never touches the table. The index replaces
 * orders_created_idx, of which it is a widening: keyset paging on (created_at, id) uses it alike.
 * (Carrying search_text in it too, so a search would scan the index alone, was measured: a
 * fifth off a search, but a sixth off every booking on SQLite; not kept.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_list_idx').on('orders').columns(['created_at', 'id', 'updated_at']).execute();
  await db.schema.dropIndex('orders_created_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.dropIndex('orders_list_idx').execute();
}

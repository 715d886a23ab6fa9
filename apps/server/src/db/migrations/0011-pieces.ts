import type { Kysely } from 'kysely';

/*
 * Inside the shop (docs/decisions/0056): a tag on every piece, the order's short tag number and its rack.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('tag_number', 'integer').execute();
  await db.schema.createIndex('orders_tag_number_idx').on('orders').column('tag_number').unique().execute();
  await db.schema
    .alterTable('orders')
    .addColumn('rack', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('orders_rack_idx').on('orders').column('rack').execute();
  // The Today board and the Late filter: open orders by promise, by window and by date.
  await db.schema.createIndex('orders_status_ready_by_idx').on('orders').columns(['status', 'ready_by']).execute();
  await db.schema.createIndex('orders_status_slot_idx').on('orders').columns(['status', 'slot_start']).execute();
  await db.schema.createIndex('orders_pickup_date_status_idx').on('orders').columns(['pickup_date', 'status']).execute();
  await db.schema
    .createTable('tag_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db
    .withTables<{ tag_counters: { name: string; last_number: number } }>()
    .insertInto('tag_counters')
    .values({ name: 'pieces', last_number: 1000 })
    .execute();
  await db.schema
    .createTable('pieces')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull().unique())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('received'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pieces_pk', ['order_id', 'idx'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pieces').execute();
  await db.schema.dropTable('tag_counters').execute();
  await db.schema.dropIndex('orders_pickup_date_status_idx').execute();
  await db.schema.dropIndex('orders_status_slot_idx').execute();
  await db.schema.dropIndex('orders_status_ready_by_idx').execute();
  await db.schema.dropIndex('orders_rack_idx').execute();
  await db.schema.alterTable('orders').dropColumn('rack').execute();
  await db.schema.dropIndex('orders_tag_number_idx').execute();
  await db.schema.alterTable('orders').dropColumn('tag_number').execute();
}

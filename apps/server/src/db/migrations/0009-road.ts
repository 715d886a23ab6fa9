import { sql, type Kysely } from 'kysely';

/*
 * The day on the road (docs/decisions/0048): the shop's profile and pickup rules, closed dates, the service
 * area, places taken per pickup window, staff switched off, the rider's stops (assignment, intake,
 * photos, "on my way", not available) and the idempotency record of the rider's actions.
 */

/** Sunday…Saturday, the spec's 7 AM–10 PM in two-hour windows every day. */
export const DEFAULT_PICKUP_WINDOWS = JSON.stringify(Array.from({ length: 7 }, () => ({ start: '07:00', end: '22:00', minutes: 120 })));

/** Kakinada's pincodes; the first four (the town centre) also get express. */
export const KAKINADA_PINCODES: readonly { pincode: string; express: boolean }[] = [
  { pincode: '533001', express: true },
  { pincode: '533002', express: true },
  { pincode: '533003', express: true },
  { pincode: '533004', express: true },
  { pincode: '533005', express: false },
  { pincode: '533006', express: false },
  { pincode: '533007', express: false },
  { pincode: '533008', express: false },
  { pincode: '533016', express: false },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const text = (table: string, name: string, fallback = '') =>
    db.schema
      .alterTable(table)
      .addColumn(name, 'text', (c) => c.notNull().defaultTo(fallback))
      .execute();

  for (const column of ['name', 'phone', 'whatsapp', 'email', 'address', 'map_link', 'hours']) await text('shop_settings', column);
  await text('shop_settings', 'pickup_windows', DEFAULT_PICKUP_WINDOWS);
  await db.schema
    .alterTable('shop_settings')
    .addColumn('window_capacity', 'integer', (c) => c.notNull().defaultTo(6))
    .execute();
  await db.schema
    .alterTable('shop_settings')
    .addColumn('cutoff_minutes', 'integer', (c) => c.notNull().defaultTo(60))
    .execute();
  await db.schema.alterTable('shop_settings').addColumn('shop_lat', 'double precision').execute();
  await db.schema.alterTable('shop_settings').addColumn('shop_lng', 'double precision').execute();
  await db.schema
    .alterTable('shop_settings')
    .addColumn('area_radius_km', 'integer', (c) => c.notNull().defaultTo(12))
    .execute();

  await db.schema
    .createTable('closed_dates')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('service_areas')
    .addColumn('pincode', 'text', (c) => c.primaryKey())
    .addColumn('locality', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('express', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Migrations see the database untyped (it changes under them): this one table, typed here.
  await db
    .withTables<{ service_areas: { pincode: string; locality: string; express: number } }>()
    .insertInto('service_areas')
    .values(KAKINADA_PINCODES.map((p) => ({ pincode: p.pincode, locality: '', express: p.express ? 1 : 0 })))
    .execute();

  await db.schema
    .createTable('slot_counts')
    .addColumn('slot_start', 'text', (c) => c.primaryKey())
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await text('orders', 'pincode');
  await text('orders', 'area_status', 'not-checked');
  for (const column of [
    'slot_start',
    'slot_end',
    'ready_by',
    'delivery_slot_start',
    'intake_at',
    'pieces_confirmed_at',
    'on_the_way_at',
    'not_available_at',
  ]) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
  // No foreign key: staff are switched off, never deleted, and SQLite cannot drop a referencing column.
  await db.schema.alterTable('orders').addColumn('rider_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('pieces', 'integer').execute();
  await text('orders', 'intake_items', '[]');
  await text('orders', 'intake_notes');
  await text('orders', 'not_available_reason');
  // The rider's stops: their orders by status.
  await db.schema.createIndex('orders_rider_idx').on('orders').columns(['rider_id', 'status']).execute();

  await db.schema
    .createTable('order_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    // bytea is PostgreSQL's bytes; SQLite keeps a Buffer as a BLOB whatever the declared type.
    .addColumn('bytes', sql`bytea`, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_photos_order_idx').on('order_photos').columns(['order_id', 'position']).unique().execute();

  await db.schema
    .createTable('rider_actions')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('rider_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rider_actions', 'order_photos', 'slot_counts', 'service_areas', 'closed_dates']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('orders_rider_idx').ifExists().execute();
  for (const column of [
    'not_available_reason',
    'intake_notes',
    'intake_items',
    'pieces',
    'rider_id',
    'not_available_at',
    'on_the_way_at',
    'pieces_confirmed_at',
    'intake_at',
    'delivery_slot_start',
    'ready_by',
    'slot_end',
    'slot_start',
    'area_status',
    'pincode',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.alterTable('users').dropColumn('active').execute();
  for (const column of [
    'area_radius_km',
    'shop_lng',
    'shop_lat',
    'cutoff_minutes',
    'window_capacity',
    'pickup_windows',
    'hours',
    'map_link',
    'address',
    'email',
    'whatsapp',
    'phone',
    'name',
  ]) {
    await db.schema.alterTable('shop_settings').dropColumn(column).execute();
  }
}

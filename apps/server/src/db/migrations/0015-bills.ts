import { sql, SqliteAdapter, type Kysely } from 'kysely';

/*
 * Bills right every time (docs/decisions/0066): the price list's history and per-kilo rates, lines
 * by weight and the lines the bill's rules write, the item's names kept on each line, a tax
 * invoice's round-off, the Express waiver and the shop's Express factor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('price_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('price_changes_at_idx').on('price_changes').columns(['at', 'id']).execute();

  await db.schema
    .createTable('kg_rates')
    .addColumn('service', 'text', (c) => c.primaryKey())
    .addColumn('rate', 'bigint', (c) => c.notNull())
    .addColumn('min_kg_centi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('order_items')
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo('pcs'))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('name_te', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('name_hi', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Kilos to two decimals on a line by weight. SQLite keeps 4.25 as it is given in its integer
  // column (it converts only values it can hold without loss); PostgreSQL needs the type changed.
  if (!sqlite) await sql`alter table order_items alter column qty type double precision`.execute(db);

  await db.schema
    .alterTable('orders')
    .addColumn('round_off', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('express_waiver', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('shop_settings')
    .addColumn('express_factor_pct', 'integer', (c) => c.notNull().defaultTo(150))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.alterTable('shop_settings').dropColumn('express_factor_pct').execute();
  await db.schema.alterTable('orders').dropColumn('express_waiver').execute();
  await db.schema.alterTable('orders').dropColumn('round_off').execute();
  if (!sqlite) await sql`alter table order_items alter column qty type integer using round(qty)::integer`.execute(db);
  for (const column of ['name_hi', 'name_te', 'kind', 'unit']) await db.schema.alterTable('order_items').dropColumn(column).execute();
  await db.schema.dropTable('kg_rates').execute();
  await db.schema.dropTable('price_changes').execute();
}

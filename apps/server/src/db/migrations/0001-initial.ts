import type { Kysely } from 'kysely';

/*
 * One migration for both databases: only types both understand (text, integer, bigint,
 * double precision), timestamps as ISO text, money as integer paise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addColumn('pickup_date', 'text', (c) => c.notNull())
    .addColumn('pickup_time', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pickup_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subtotal', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tax', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_number', 'text', (c) => c.unique())
    .addColumn('priced_at', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('web'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_day', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_breakdown_idx').on('orders').columns(['status', 'service', 'delivery']).execute();
  await db.schema.createIndex('orders_created_day_idx').on('orders').column('created_day').execute();

  await db.schema
    .createTable('order_items')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('rate', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_sequence', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issue', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tickets_created_idx').on('tickets').column('created_at').execute();

  await db.schema
    .createTable('ticket_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_replies_ticket_idx').on('ticket_replies').columns(['ticket_id', 'created_at']).execute();

  await db.schema
    .createTable('price_items')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('steam_iron', 'text', (c) => c.notNull())
    .addColumn('wash_iron', 'text', (c) => c.notNull())
    .addColumn('dry_clean', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_items_pk', ['category', 'name'])
    .execute();

  await db.schema
    .createTable('password_reset_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_reset_codes_phone_idx').on('password_reset_codes').columns(['phone', 'created_at']).execute();

  await db.schema
    .createTable('password_reset_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_reset_failures_phone_idx').on('password_reset_failures').columns(['phone', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'password_reset_failures',
    'password_reset_codes',
    'price_items',
    'ticket_replies',
    'tickets',
    'invoice_counters',
    'order_items',
    'orders',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

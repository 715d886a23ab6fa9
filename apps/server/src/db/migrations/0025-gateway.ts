import type { Kysely } from 'kysely';

/*
 * Online payments (docs/decisions/0085): the payment links made at the gateway, the gateway's
 * payment id on the entry it confirmed (unique: however often its webhook comes, one entry), and
 * the entry a refund gives money back of.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gateway_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gateway_links_order_idx').on('gateway_links').columns(['order_id', 'status']).execute();
  await db.schema.alterTable('payments').addColumn('gateway_payment_id', 'text').execute();
  await db.schema.alterTable('payments').addColumn('refunds_id', 'text').execute();
  await db.schema.createIndex('payments_gateway_payment_idx').on('payments').column('gateway_payment_id').unique().execute();
  await db.schema.createIndex('payments_refunds_idx').on('payments').column('refunds_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_refunds_idx').execute();
  await db.schema.dropIndex('payments_gateway_payment_idx').execute();
  await db.schema.alterTable('payments').dropColumn('refunds_id').execute();
  await db.schema.alterTable('payments').dropColumn('gateway_payment_id').execute();
  await db.schema.dropTable('gateway_links').execute();
}

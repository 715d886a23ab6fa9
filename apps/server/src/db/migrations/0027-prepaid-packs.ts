import type { Kysely } from 'kysely';

/*
 * Prepaid packs (docs/decisions/0087): the shop's offers, each purchase as a lot of credit, and
 * what each `credit` ledger entry took from which lot (signed, so a reversal gives it back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pack_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('credit', 'bigint', (c) => c.notNull())
    .addColumn('valid_days', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pack_purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('offer_id', 'text', (c) => c.notNull().references('pack_offers.id'))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('credit', 'bigint', (c) => c.notNull())
    .addColumn('valid_days', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gateway_link_id', 'text')
    .addColumn('gateway_payment_id', 'text')
    .addColumn('recorded_by', 'text')
    .addColumn('recorded_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('paid_day', 'text')
    .addColumn('expires_on', 'text')
    .execute();
  await db.schema.createIndex('pack_purchases_user_idx').on('pack_purchases').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('pack_purchases_phone_idx').on('pack_purchases').columns(['phone', 'status']).execute();
  await db.schema.createIndex('pack_purchases_paid_day_idx').on('pack_purchases').column('paid_day').execute();
  await db.schema.createIndex('pack_purchases_link_idx').on('pack_purchases').column('gateway_link_id').unique().execute();
  await db.schema.createIndex('pack_purchases_gateway_payment_idx').on('pack_purchases').column('gateway_payment_id').unique().execute();
  await db.schema
    .createTable('credit_takes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('lot_id', 'text', (c) => c.notNull().references('pack_purchases.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_takes_lot_idx').on('credit_takes').column('lot_id').execute();
  await db.schema.createIndex('credit_takes_payment_idx').on('credit_takes').column('payment_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_takes').execute();
  await db.schema.dropTable('pack_purchases').execute();
  await db.schema.dropTable('pack_offers').execute();
}

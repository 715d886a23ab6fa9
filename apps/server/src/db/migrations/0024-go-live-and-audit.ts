import { sql, type Kysely } from 'kysely';

/*
 * Going live (docs/decisions/0083): social links and what the site offers become settings, the
 * checklist's confirmations are kept, a placeholder UPI ID is emptied, sign-up consent is recorded
 * and an erased account is marked. The audit trail (0084): one append-only table.
 */
const PLACEHOLDER_UPI_ID = 'srilakshmilaundry@upi';

export async function up(db: Kysely<unknown>): Promise<void> {
  const settings = [
    ['instagram_url', 'text', ''],
    ['facebook_url', 'text', ''],
    ['youtube_url', 'text', ''],
    ['setup_confirmed', 'text', '{}'],
  ] as const;
  for (const [column, type, value] of settings) {
    await db.schema
      .alterTable('shop_settings')
      .addColumn(column, type, (c) => c.notNull().defaultTo(value))
      .execute();
  }
  for (const column of ['offers_plans', 'offers_bulk']) {
    await db.schema
      .alterTable('shop_settings')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  // A UPI ID the shop may not own must never take a customer's money.
  await sql`update shop_settings set upi_id = '' where upi_id = ${PLACEHOLDER_UPI_ID}`.execute(db);

  await db.schema.alterTable('users').addColumn('terms_version', 'text').execute();
  await db.schema.alterTable('users').addColumn('terms_accepted_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('erased_at', 'text').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .execute();
  // The three ways the owner reads it: an order's rows, a day's, a person's.
  await db.schema.createIndex('audit_log_order_idx').on('audit_log').columns(['order_id', 'at']).execute();
  await db.schema.createIndex('audit_log_day_idx').on('audit_log').columns(['day', 'at']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  for (const column of ['erased_at', 'terms_accepted_at', 'terms_version']) await db.schema.alterTable('users').dropColumn(column).execute();
  for (const column of ['offers_bulk', 'offers_plans', 'setup_confirmed', 'youtube_url', 'facebook_url', 'instagram_url']) {
    await db.schema.alterTable('shop_settings').dropColumn(column).execute();
  }
}

import type { Kysely } from 'kysely';

/*
 * Payments (docs/decisions/0046): the payment ledger and what is built on it (customers' reports,
 * bank statements, the till count), the shop's payment and tax settings, discount lines,
 * GST figures, referrals, subscriptions and the lease that keeps a job to one process.
 * Money in paise, times ISO text, as everywhere else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const money = (name: string) => [name, 'bigint'] as const;

  await db.schema
    .alterTable('orders')
    .addColumn(...money('paid'), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn(...money('cgst'), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn(...money('sgst'), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn(...money('igst'), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('customer_gstin', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('place_of_supply', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('orders').addColumn('subscription_id', 'text').execute();
  // The Unpaid view: priced orders whose total exceeds what was paid.
  await db.schema.createIndex('orders_priced_idx').on('orders').columns(['priced_at', 'created_at']).execute();

  await db.schema
    .alterTable('users')
    .addColumn('gstin', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('referral_code', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('referred_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('users_referral_code_idx').on('users').column('referral_code').unique().execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn(...money('amount'), (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('corrects_id', 'text')
    .addColumn('statement_line_id', 'text')
    .addColumn('recorded_by', 'text')
    .addColumn('recorded_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_day', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').columns(['order_id', 'created_at']).execute();
  await db.schema.createIndex('payments_day_idx').on('payments').columns(['created_day', 'method']).execute();
  // A ledger entry is reversed at most once.
  await db.schema.createIndex('payments_corrects_idx').on('payments').column('corrects_id').unique().execute();

  await db.schema
    .createTable('payment_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn(...money('amount'), (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_reports_order_idx').on('payment_reports').columns(['order_id', 'created_at']).execute();
  await db.schema.createIndex('payment_reports_status_idx').on('payment_reports').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('statements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('statement_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('statement_id', 'text', (c) => c.notNull().references('statements.id').onDelete('cascade'))
    .addColumn('line_key', 'text', (c) => c.notNull().unique())
    .addColumn('value_date', 'text', (c) => c.notNull())
    .addColumn('narration', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn(...money('credit'), (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('statement_lines_status_idx').on('statement_lines').columns(['status', 'value_date']).execute();

  await db.schema
    .createTable('cash_counts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn(...money('counted'), (c) => c.notNull())
    .addColumn(...money('expected'), (c) => c.notNull())
    .addColumn('counted_by', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shop_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('upi_id', 'text', (c) => c.notNull())
    .addColumn('upi_name', 'text', (c) => c.notNull())
    .addColumn('gstin', 'text', (c) => c.notNull())
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addColumn('bulk_min_pieces', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bulk_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('order_discounts')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('percent', 'double precision')
    .addColumn(...money('amount'), (c) => c.notNull())
    .addColumn('reward_id', 'text')
    .addPrimaryKeyConstraint('order_discounts_pk', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('referral_rewards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('referrer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('friend_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('friend_order_id', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('applied_order_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text')
    .execute();
  await db.schema.createIndex('referral_rewards_referrer_idx').on('referral_rewards').columns(['referrer_id', 'status']).execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('pickups_per_period', 'integer', (c) => c.notNull())
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('pickup_time', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('subscription_pickups')
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('pickup_date', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_pickups_pk', ['subscription_id', 'pickup_date'])
    .execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'job_leases',
    'subscription_pickups',
    'subscriptions',
    'plans',
    'referral_rewards',
    'order_discounts',
    'shop_settings',
    'cash_counts',
    'statement_lines',
    'statements',
    'payment_reports',
    'payments',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('users_referral_code_idx').ifExists().execute();
  for (const column of ['referred_by', 'referral_code', 'gstin']) await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.dropIndex('orders_priced_idx').ifExists().execute();
  for (const column of ['subscription_id', 'place_of_supply', 'customer_gstin', 'igst', 'sgst', 'cgst', 'paid']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}

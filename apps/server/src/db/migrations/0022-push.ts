import type { Kysely } from 'kysely';

/*
 * Web Push and messages without hand work (docs/decisions/0081): the browsers that take
 * notifications, one row per endpoint (the account last signed in on that browser owns it); the
 * staff alerts already sent, so an alert goes once however often it is checked; and why a message
 * was skipped by a rule or by the shop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();
  await db.schema
    .createTable('staff_alerts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('messages')
    .addColumn('skip_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('messages')
    .addColumn('skip_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('skip_note').execute();
  await db.schema.alterTable('messages').dropColumn('skip_reason').execute();
  await db.schema.dropTable('staff_alerts').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}

import type { Kysely } from 'kysely';

/*
 * Customers the shop knows (docs/decisions/0070): a customer's saved addresses, the shop's notes
 * on the customer, when each account last signed in, and whether an account made by the shop
 * (no password yet) has been claimed by its phone's owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').columns(['user_id', 'created_at']).execute();

  await db.schema
    .alterTable('users')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'text').execute();
  // 0: made by the shop for a phone, with a password nobody knows, until a reset by SMS code claims it.
  await db.schema
    .alterTable('users')
    .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['claimed', 'last_sign_in_at', 'notes']) await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.dropTable('addresses').execute();
}

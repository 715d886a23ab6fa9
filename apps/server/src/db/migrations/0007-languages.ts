import type { Kysely } from 'kysely';

/*
 * Languages (docs/decisions/0045): each account remembers its language, so a customer's choice
 * follows them to any device; each price-list item carries its Telugu and Hindi names beside the
 * English one. Existing accounts read English until they choose; existing items have no names in
 * the other languages until the shop (or the seed on a fresh database) gives them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('price_items')
    .addColumn('name_te', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('price_items')
    .addColumn('name_hi', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('price_items').dropColumn('name_hi').execute();
  await db.schema.alterTable('price_items').dropColumn('name_te').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}

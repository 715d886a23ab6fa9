import type { Kysely } from 'kysely';

/*
 * A receipt for each payment received (docs/decisions/0073): its number in a series of its own per
 * financial year, and the balance still due right after it, both written with the ledger entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('receipt_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_sequence', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('payments').addColumn('receipt_number', 'text').execute();
  await db.schema.alterTable('payments').addColumn('balance_after', 'bigint').execute();
  await db.schema.createIndex('payments_receipt_number_idx').on('payments').column('receipt_number').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_receipt_number_idx').execute();
  await db.schema.alterTable('payments').dropColumn('balance_after').execute();
  await db.schema.alterTable('payments').dropColumn('receipt_number').execute();
  await db.schema.dropTable('receipt_counters').execute();
}

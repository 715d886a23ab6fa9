import type { Kysely } from 'kysely';

/*
 * Gateway settlements (docs/decisions/0088): what the gateway credited to the bank (net of its
 * fees and tax), the payments and refunds each covers, and the bank statement line it arrived as
 * (unique: one line per settlement). New tables and a new column only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gateway_settlements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fees', 'bigint', (c) => c.notNull())
    .addColumn('tax', 'bigint', (c) => c.notNull())
    .addColumn('utr', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text', (c) => c.notNull())
    .addColumn('settled_day', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gateway_settlements_day_idx').on('gateway_settlements').column('settled_day').execute();
  await db.schema
    .createTable('gateway_settlement_items')
    .addColumn('settlement_id', 'text', (c) => c.notNull().references('gateway_settlements.id').onDelete('cascade'))
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('tax', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('gateway_settlement_items_pk', ['settlement_id', 'entity_id'])
    .execute();
  await db.schema.createIndex('gateway_settlement_items_entity_idx').on('gateway_settlement_items').column('entity_id').execute();
  await db.schema.alterTable('statement_lines').addColumn('settlement_id', 'text').execute();
  await db.schema.createIndex('statement_lines_settlement_idx').on('statement_lines').column('settlement_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('statement_lines_settlement_idx').execute();
  await db.schema.alterTable('statement_lines').dropColumn('settlement_id').execute();
  await db.schema.dropTable('gateway_settlement_items').execute();
  await db.schema.dropTable('gateway_settlements').execute();
}

import type { Kysely } from 'kysely';

/*
 * The rider's day-end (docs/decisions/0074): the cash a rider hands over to the shop, per day it
 * was collected. Rows are only inserted; what was collected is read from the payment ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rider_handovers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rider_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('expected', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('received_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rider_handovers_rider_day_idx').on('rider_handovers').columns(['rider_id', 'day']).execute();
  // The day's takings list every rider's handovers of that day.
  await db.schema.createIndex('rider_handovers_day_idx').on('rider_handovers').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rider_handovers').execute();
}

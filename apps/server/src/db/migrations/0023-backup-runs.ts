import type { Kysely } from 'kysely';

/*
 * The scheduled backups (docs/decisions/0082): one row per scheduled moment. The process that
 * inserts a moment's row takes that backup; the others, finding it, do not. The row then says how
 * it went, for the dashboard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('slot', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}

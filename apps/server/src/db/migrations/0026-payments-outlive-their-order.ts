import { sql, SqliteAdapter, type Kysely } from 'kysely';

/*
 * Money taken stays in the ledger when its order is deleted (docs/decisions/0077): a payment no
 * longer goes with its order (order_id keeps the deleted order's id, without a foreign key), and
 * `deleted_order_number` marks it as belonging to a deleted order. SQLite cannot drop a foreign
 * key, so there the table is rebuilt.
 */
const COLUMNS = [
  'id',
  'order_id',
  'method',
  'amount',
  'reference',
  'note',
  'source',
  'corrects_id',
  'statement_line_id',
  'recorded_by',
  'recorded_by_name',
  'created_at',
  'created_day',
  'receipt_number',
  'balance_after',
  'gateway_payment_id',
  'refunds_id',
].join(', ');

async function createIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('payments_order_idx').on('payments').columns(['order_id', 'created_at']).execute();
  await db.schema.createIndex('payments_day_idx').on('payments').columns(['created_day', 'method']).execute();
  // A ledger entry is reversed at most once.
  await db.schema.createIndex('payments_corrects_idx').on('payments').column('corrects_id').unique().execute();
  // Receipts (0019) and gateway payments (0025) are each numbered or entered once.
  await db.schema.createIndex('payments_receipt_number_idx').on('payments').column('receipt_number').unique().execute();
  await db.schema.createIndex('payments_gateway_payment_idx').on('payments').column('gateway_payment_id').unique().execute();
  await db.schema.createIndex('payments_refunds_idx').on('payments').column('refunds_id').execute();
}

/** The payments table of 0008 with the columns of 0019 and 0025, with `deleted_order_number` and no foreign key to orders when `marked`, else as it was. */
async function rebuildSqlite(db: Kysely<unknown>, marked: boolean): Promise<void> {
  let table = db.schema
    .createTable('payments_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => (marked ? c.notNull() : c.notNull().references('orders.id').onDelete('cascade')))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('corrects_id', 'text')
    .addColumn('statement_line_id', 'text')
    .addColumn('recorded_by', 'text')
    .addColumn('recorded_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_day', 'text', (c) => c.notNull())
    .addColumn('receipt_number', 'text')
    .addColumn('balance_after', 'bigint')
    .addColumn('gateway_payment_id', 'text')
    .addColumn('refunds_id', 'text');
  if (marked) table = table.addColumn('deleted_order_number', 'text');
  await table.execute();
  // Going back, the entries of deleted orders have no order to belong to and go.
  const from = marked ? 'payments' : 'payments WHERE deleted_order_number IS NULL';
  await sql.raw(`INSERT INTO payments_next (${COLUMNS}) SELECT ${COLUMNS} FROM ${from}`).execute(db);
  await db.schema.dropTable('payments').execute();
  await db.schema.alterTable('payments_next').renameTo('payments').execute();
  await createIndexes(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return rebuildSqlite(db, true);
  await sql`alter table payments drop constraint if exists payments_order_id_fkey`.execute(db);
  await db.schema.alterTable('payments').addColumn('deleted_order_number', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return rebuildSqlite(db, false);
  await sql`delete from payments where deleted_order_number is not null`.execute(db);
  await db.schema.alterTable('payments').dropColumn('deleted_order_number').execute();
  await sql`alter table payments add constraint payments_order_id_fkey foreign key (order_id) references orders (id) on delete cascade`.execute(db);
}

import { sql, SqliteAdapter, type Kysely } from 'kysely';

/*
 * Care (docs/decisions/0057): stains the shop flags for the customer to approve,
 * claims after delivery, the bill line an approved charge adds and the free order a rewash makes.
 * The outbox (decision 0055) learns two events, written by triggers as the others are, and stops
 * announcing a claim's ledger entry as a payment received.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stains')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    // The piece as it was when flagged: a later re-pricing may give its position another item.
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('photo_mime', 'text', (c) => c.notNull().defaultTo(''))
    // bytea is PostgreSQL's bytes; SQLite keeps a Buffer as a BLOB whatever the declared type.
    .addColumn('photo_bytes', sql`bytea`)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('flagged_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('flagged_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('stains_order_idx').on('stains').columns(['order_id', 'flagged_at']).execute();
  await db.schema.createIndex('stains_tag_idx').on('stains').columns(['tag', 'status']).execute();

  await db.schema
    .createTable('claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('outcome', 'text')
    .addColumn('amount', 'integer')
    .addColumn('method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rewash_order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('claims_order_idx').on('claims').columns(['order_id', 'created_at']).execute();
  await db.schema.createIndex('claims_status_idx').on('claims').columns(['status', 'created_at']).execute();
  // One open claim per piece, whatever races: the second insert fails (claim_exists).
  await db.schema.createIndex('claims_open_tag_idx').on('claims').column('tag').unique().where(sql.ref('status'), '=', 'open').execute();

  await db.schema.alterTable('order_items').addColumn('stain_id', 'text').execute();
  // No foreign key: SQLite cannot drop a column that has one (down), and a claim goes only with its order.
  await db.schema.alterTable('orders').addColumn('rewash_of', 'text').execute();
  await db.schema.createIndex('orders_rewash_of_idx').on('orders').column('rewash_of').execute();

  await db.schema.alterTable('messages').addColumn('stain_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('claim_id', 'text').execute();

  await careMessageTriggers(db);
}

/** The stain, claim and payment message triggers as this migration leaves them; 0016's down makes them again. */
export async function careMessageTriggers(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sqliteTriggers(db);
  else await postgresTriggers(db);
}

const COLUMNS = 'id, event, order_id, stain_id, claim_id, status, next_attempt_at, created_at, updated_at';
const SQLITE_ID = 'lower(hex(randomblob(16)))';
const PG_ID = `replace(gen_random_uuid()::text, '-', '')`;

/** The payment trigger's condition before and after: a claim's entry is the shop's own money, not a payment received. */
const PAID_BEFORE = `NEW.amount > 0 AND NEW.method <> 'credit' AND NEW.source <> 'correction'`;
const PAID_NOW = `NEW.amount > 0 AND NEW.method NOT IN ('credit', 'claim') AND NEW.source NOT IN ('correction', 'claim')`;
const CLAIM_RESOLVED = `NEW.status = 'resolved' AND OLD.status <> 'resolved'`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const insert = (event: string, stainId: string, claimId: string, at: string) =>
    `INSERT INTO messages (${COLUMNS}) VALUES (${SQLITE_ID}, '${event}', NEW.order_id, ${stainId}, ${claimId}, 'pending', ${at}, ${at}, ${at});`;
  await sql
    .raw(`CREATE TRIGGER messages_stain_flagged AFTER INSERT ON stains BEGIN ${insert('stain-flagged', 'NEW.id', 'NULL', 'NEW.flagged_at')} END`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER messages_claim_resolved AFTER UPDATE ON claims WHEN ${CLAIM_RESOLVED} BEGIN
        ${insert('claim-resolved', 'NULL', 'NEW.id', 'NEW.resolved_at')}
      END`,
    )
    .execute(db);
  await sqlitePaymentTrigger(db, PAID_NOW);
}

/** SQLite cannot alter a trigger: it is made again with the new condition. */
async function sqlitePaymentTrigger(db: Kysely<unknown>, when: string): Promise<void> {
  const at = 'NEW.created_at';
  await sql.raw('DROP TRIGGER IF EXISTS messages_payment').execute(db);
  await sql
    .raw(
      `CREATE TRIGGER messages_payment AFTER INSERT ON payments WHEN ${when} BEGIN
        INSERT INTO messages (id, event, order_id, ticket_id, payment_id, status, next_attempt_at, created_at, updated_at)
        VALUES (${SQLITE_ID}, 'payment-received', NEW.order_id, NULL, NEW.id, 'pending', ${at}, ${at}, ${at});
      END`,
    )
    .execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const insert = (event: string, stainId: string, claimId: string, at: string) =>
    `INSERT INTO messages (${COLUMNS}) VALUES (${PG_ID}, '${event}', NEW.order_id, ${stainId}, ${claimId}, 'pending', ${at}, ${at}, ${at});`;
  await sql
    .raw(
      `CREATE FUNCTION messages_on_stain() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${insert('stain-flagged', 'NEW.id', 'NULL', 'NEW.flagged_at')}
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  await sql.raw(`CREATE TRIGGER messages_on_stain AFTER INSERT ON stains FOR EACH ROW EXECUTE FUNCTION messages_on_stain()`).execute(db);
  await sql
    .raw(
      `CREATE FUNCTION messages_on_claim() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${CLAIM_RESOLVED} THEN ${insert('claim-resolved', 'NULL', 'NEW.id', 'NEW.resolved_at')} END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  await sql.raw(`CREATE TRIGGER messages_on_claim AFTER UPDATE ON claims FOR EACH ROW EXECUTE FUNCTION messages_on_claim()`).execute(db);
  await postgresPaymentFunction(db, PAID_NOW);
}

/** The payment trigger calls this function: replacing it changes the trigger's condition. */
async function postgresPaymentFunction(db: Kysely<unknown>, when: string): Promise<void> {
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION messages_on_payment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${when} THEN
          INSERT INTO messages (id, event, order_id, ticket_id, payment_id, status, next_attempt_at, created_at, updated_at)
          VALUES (${PG_ID}, 'payment-received', NEW.order_id, NULL, NEW.id, 'pending', NEW.created_at, NEW.created_at, NEW.created_at);
        END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) {
    await sql.raw('DROP TRIGGER IF EXISTS messages_stain_flagged').execute(db);
    await sql.raw('DROP TRIGGER IF EXISTS messages_claim_resolved').execute(db);
    await sqlitePaymentTrigger(db, PAID_BEFORE);
  } else {
    await sql.raw('DROP TRIGGER IF EXISTS messages_on_stain ON stains').execute(db);
    await sql.raw('DROP TRIGGER IF EXISTS messages_on_claim ON claims').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS messages_on_stain, messages_on_claim').execute(db);
    await postgresPaymentFunction(db, PAID_BEFORE);
  }
  await sql`DELETE FROM messages WHERE event IN ('stain-flagged', 'claim-resolved')`.execute(db);
  await db.schema.alterTable('messages').dropColumn('claim_id').execute();
  await db.schema.alterTable('messages').dropColumn('stain_id').execute();
  await db.schema.dropIndex('orders_rewash_of_idx').execute();
  await db.schema.alterTable('orders').dropColumn('rewash_of').execute();
  await db.schema.alterTable('order_items').dropColumn('stain_id').execute();
  await db.schema.dropTable('claims').execute();
  await db.schema.dropTable('stains').execute();
}

import { sql, SqliteAdapter, type Kysely } from 'kysely';

/*
 * Messages (docs/decisions/0055): the outbox of customer messages, written by triggers in the
 * transaction of the change that causes each one, whichever code path made the change.
 */

/** One trigger body per event: the SQL condition on OLD/NEW, the event, and the columns it fills. */
interface OrderRule {
  event: string;
  /** SQL over NEW and OLD (an UPDATE) that says the event happened. */
  when: string;
}

const ORDER_UPDATE_RULES: OrderRule[] = [
  { event: 'picked-up', when: `NEW.status = 'In Progress' AND OLD.status = 'Pending'` },
  { event: 'out-for-delivery', when: `NEW.status = 'Delivering' AND OLD.status <> 'Delivering'` },
  { event: 'delivered', when: `NEW.status = 'Completed' AND OLD.status <> 'Completed'` },
  { event: 'priced', when: `NEW.invoice_number IS NOT NULL AND OLD.invoice_number IS NULL` },
  {
    event: 'on-the-way',
    when: `NEW.on_the_way_at IS NOT NULL AND (OLD.on_the_way_at IS NULL OR NEW.on_the_way_at <> OLD.on_the_way_at)`,
  },
  {
    event: 'not-available',
    when: `NEW.not_available_at IS NOT NULL AND (OLD.not_available_at IS NULL OR NEW.not_available_at <> OLD.not_available_at)`,
  },
];

const COLUMNS = 'id, event, order_id, ticket_id, payment_id, status, next_attempt_at, created_at, updated_at';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('ticket_id', 'text', (c) => c.references('tickets.id').onDelete('cascade'))
    .addColumn('payment_id', 'text')
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('to_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('provider_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('read_at', 'text')
    .execute();
  // The worker's question: what is due now.
  await db.schema.createIndex('messages_due_idx').on('messages').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('messages_order_idx').on('messages').columns(['order_id', 'created_at']).execute();
  await db.schema.createIndex('messages_created_idx').on('messages').column('created_at').execute();
  await db.schema.createIndex('messages_provider_idx').on('messages').column('provider_id').execute();

  await db.schema
    .alterTable('users')
    .addColumn('message_channel', 'text', (c) => c.notNull().defaultTo('whatsapp'))
    .execute();

  await db.schema
    .createTable('message_texts')
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_texts_pk', ['event', 'language'])
    .execute();

  await messageTriggers(db);
}

/** The triggers that write the message rows; 0016 drops them, and its down makes them again. */
export async function messageTriggers(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sqliteTriggers(db);
  else await postgresTriggers(db);
}

const SQLITE_ID = 'lower(hex(randomblob(16)))';

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const insert = (event: string, orderId: string, ticketId: string, paymentId: string, at: string) =>
    `INSERT INTO messages (${COLUMNS}) VALUES (${SQLITE_ID}, '${event}', ${orderId}, ${ticketId}, ${paymentId}, 'pending', ${at}, ${at}, ${at});`;
  await sql
    .raw(
      `CREATE TRIGGER messages_order_inserted AFTER INSERT ON orders BEGIN
        ${insert('booked', 'NEW.id', 'NULL', 'NULL', 'NEW.created_at').replace(`'booked'`, `CASE WHEN NEW.invoice_number IS NULL THEN 'booked' ELSE 'priced' END`)}
      END`,
    )
    .execute(db);
  for (const rule of ORDER_UPDATE_RULES) {
    await sql
      .raw(
        `CREATE TRIGGER "messages_order_${rule.event}" AFTER UPDATE ON orders WHEN ${rule.when} BEGIN
          ${insert(rule.event, 'NEW.id', 'NULL', 'NULL', 'NEW.updated_at')}
        END`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `CREATE TRIGGER messages_ticket_reply AFTER INSERT ON ticket_replies WHEN NEW.sender = 'admin' BEGIN
        ${insert('ticket-reply', 'NULL', 'NEW.ticket_id', 'NULL', 'NEW.created_at')}
      END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER messages_payment AFTER INSERT ON payments
        WHEN NEW.amount > 0 AND NEW.method <> 'credit' AND NEW.source <> 'correction' BEGIN
        ${insert('payment-received', 'NEW.order_id', 'NULL', 'NEW.id', 'NEW.created_at')}
      END`,
    )
    .execute(db);
}

const PG_ID = `replace(gen_random_uuid()::text, '-', '')`;

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const insert = (event: string, orderId: string, ticketId: string, paymentId: string, at: string) =>
    `INSERT INTO messages (${COLUMNS}) VALUES (${PG_ID}, ${event}, ${orderId}, ${ticketId}, ${paymentId}, 'pending', ${at}, ${at}, ${at});`;
  const updates = ORDER_UPDATE_RULES.map(
    (rule) => `IF ${rule.when} THEN ${insert(`'${rule.event}'`, 'NEW.id', 'NULL', 'NULL', 'NEW.updated_at')} END IF;`,
  ).join('\n');
  await sql
    .raw(
      `CREATE FUNCTION messages_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${insert(`CASE WHEN NEW.invoice_number IS NULL THEN 'booked' ELSE 'priced' END`, 'NEW.id', 'NULL', 'NULL', 'NEW.created_at')}
        ELSE
          ${updates}
        END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  await sql.raw(`CREATE TRIGGER messages_on_order AFTER INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION messages_on_order()`).execute(db);
  await sql
    .raw(
      `CREATE FUNCTION messages_on_ticket_reply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.sender = 'admin' THEN ${insert(`'ticket-reply'`, 'NULL', 'NEW.ticket_id', 'NULL', 'NEW.created_at')} END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER messages_on_ticket_reply AFTER INSERT ON ticket_replies FOR EACH ROW EXECUTE FUNCTION messages_on_ticket_reply()`)
    .execute(db);
  await sql
    .raw(
      `CREATE FUNCTION messages_on_payment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.amount > 0 AND NEW.method <> 'credit' AND NEW.source <> 'correction' THEN
          ${insert(`'payment-received'`, 'NEW.order_id', 'NULL', 'NEW.id', 'NEW.created_at')}
        END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  await sql.raw(`CREATE TRIGGER messages_on_payment AFTER INSERT ON payments FOR EACH ROW EXECUTE FUNCTION messages_on_payment()`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) {
    for (const name of [
      'messages_order_inserted',
      ...ORDER_UPDATE_RULES.map((r) => `messages_order_${r.event}`),
      'messages_ticket_reply',
      'messages_payment',
    ]) {
      await sql.raw(`DROP TRIGGER IF EXISTS "${name}"`).execute(db);
    }
  } else {
    await sql.raw('DROP TRIGGER IF EXISTS messages_on_order ON orders').execute(db);
    await sql.raw('DROP TRIGGER IF EXISTS messages_on_ticket_reply ON ticket_replies').execute(db);
    await sql.raw('DROP TRIGGER IF EXISTS messages_on_payment ON payments').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS messages_on_order, messages_on_ticket_reply, messages_on_payment').execute(db);
  }
  await db.schema.dropTable('message_texts').execute();
  await db.schema.alterTable('users').dropColumn('message_channel').execute();
  await db.schema.dropTable('messages').execute();
}

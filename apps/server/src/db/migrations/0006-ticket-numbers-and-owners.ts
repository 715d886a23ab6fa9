import { sql, type Kysely } from 'kysely';

/*
 * Tickets get what the customer side needs (docs/decisions/0038, 0039):
 * - a short number ("T-1042") customers can read out on the phone, counted in one row that
 *   both databases bump atomically (update … returning), existing tickets numbered by age;
 * - where the ticket came from: the support chat or the contact form (which has an e-mail
 *   address instead of a mobile number);
 * - the account that raised it, when one was signed in, so the customer can see it and the
 *   shop's replies; visitors' tickets stay without one. Deleting an account keeps its tickets.
 */
const FIRST_TICKET_NUMBER = 1001;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('number', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('chat'))
    .execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  const { rows } = await sql<{ id: string }>`select id from tickets order by created_at, id`.execute(db);
  let number = FIRST_TICKET_NUMBER - 1;
  for (const { id } of rows) {
    number += 1;
    await sql`update tickets set number = ${number} where id = ${id}`.execute(db);
  }

  await db.schema
    .createTable('ticket_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into ticket_counters (name, last_number) values ('tickets', ${number})`.execute(db);

  await db.schema.createIndex('tickets_number_idx').on('tickets').column('number').unique().execute();
  await db.schema.createIndex('tickets_user_created_idx').on('tickets').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tickets_user_created_idx').ifExists().execute();
  await db.schema.dropIndex('tickets_number_idx').ifExists().execute();
  await db.schema.dropTable('ticket_counters').ifExists().execute();
  for (const column of ['user_id', 'email', 'source', 'number']) {
    await db.schema.alterTable('tickets').dropColumn(column).execute();
  }
}

import { sql, SqliteAdapter, type Kysely } from 'kysely';

/*
 * PostgreSQL: a pg_trgm GIN index, which its planner uses by itself for the admin search's
 * LIKE '%…%', so a rare term (a phone, an order number) does not read every order.
 * SQLite gets nothing here: its equivalent (an FTS5 trigram table) cost 1.5 ms on every order
 * insert, and a plain scan answers a rare term in well under 100 ms at 100,000 orders
 * (docs/decisions/0016).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  // In public, so a schema dropped with cascade (tests use one each) never takes it along.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create index orders_search_trgm_idx on orders using gin (search_text public.gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`drop index if exists orders_search_trgm_idx`.execute(db);
}

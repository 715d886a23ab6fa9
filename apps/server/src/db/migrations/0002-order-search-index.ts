import { sql, SqliteAdapter, type Kysely } from 'kysely';

/*
 * A substring index for the admin's order search, so a rare term (a phone, an order number)
 * does not scan every order. Each database has its own kind: SQLite an FTS5 trigram table kept
 * in step by triggers (search_text never changes after insert, but the triggers cover updates
 * anyway), PostgreSQL a pg_trgm GIN index, which its planner uses for LIKE '%…%' by itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create virtual table orders_search using fts5(search_text, content='orders', content_rowid='rowid', tokenize='trigram')`.execute(db);
    await sql`create trigger orders_search_insert after insert on orders begin
      insert into orders_search(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    await sql`create trigger orders_search_delete after delete on orders begin
      insert into orders_search(orders_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
    end`.execute(db);
    await sql`create trigger orders_search_update after update of search_text on orders begin
      insert into orders_search(orders_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
      insert into orders_search(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    await sql`insert into orders_search(orders_search) values ('rebuild')`.execute(db);
    return;
  }
  // In public, so a schema dropped with cascade (tests use one each) never takes it along.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create index orders_search_trgm_idx on orders using gin (search_text public.gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ['orders_search_insert', 'orders_search_delete', 'orders_search_update']) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists orders_search`.execute(db);
    return;
  }
  await sql`drop index if exists orders_search_trgm_idx`.execute(db);
}

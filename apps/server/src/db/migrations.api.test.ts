import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedPrices } from '../features/seed/seed';
import { createTestDatabase } from '../test/harness';
import { createDatabase, isPostgresUrl, migrateTo, migrateToLatest, type DatabaseHandle } from './database';

/** The triggers and trigger functions of the database, each with its definition, by name. */
async function triggers({ db, dialect }: DatabaseHandle): Promise<{ name: string; definition: string }[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; definition: string }>`
      select name, sql as definition from sqlite_master where type = 'trigger' order by name`.execute(db);
    return rows;
  }
  const { rows } = await sql<{ name: string; definition: string }>`
    select t.tgname as name, pg_get_triggerdef(t.oid) as definition from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace
    union all
    select p.proname, p.prosrc from pg_proc p where p.pronamespace = current_schema()::regnamespace
    order by 1`.execute(db);
  return rows;
}

describe('migrations', () => {
  it('run again on a migrated database without touching its data, as on every restart', async () => {
    const { database, url, drop } = await createTestDatabase();
    try {
      await migrateToLatest(database.db);
      await seedPrices(database.db);
      await database.close();
      // a restart: a new connection, migrate and seed again
      const again = createDatabase(url);
      try {
        await migrateToLatest(again.db);
        expect(await seedPrices(again.db)).toBe(false);
        const n = await again.db
          .selectFrom('priceItems')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(n.n)).toBe(137);
      } finally {
        await again.close();
      }
    } finally {
      await drop();
    }
  });

  it.skipIf(!isPostgresUrl(process.env.TEST_DATABASE_URL ?? ''))(
    "migrate a PostgreSQL schema even when another schema already holds kysely's tables",
    async () => {
      const first = await createTestDatabase();
      const second = await createTestDatabase();
      try {
        await migrateToLatest(first.database.db);
        await migrateToLatest(second.database.db);
        const tables = await second.database.db.introspection.getTables();
        const mine = tables.filter((t) => t.schema === new URL(second.url).searchParams.get('options')!.split('=')[1]);
        expect(mine.map((t) => t.name)).toEqual(expect.arrayContaining(['users', 'orders', 'price_items']));
      } finally {
        await first.database.close();
        await second.database.close();
        await first.drop();
        await second.drop();
      }
    },
  );

  it('leave no trigger on a freshly migrated database: what a change causes is written by the code (docs/decisions/0067)', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await migrateToLatest(database.db);
      if (database.dialect === 'sqlite') {
        const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(database.db);
        expect(rows).toEqual([]);
      } else {
        const { rows } = await sql<{ name: string }>`
          select t.tgname as name from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace`.execute(database.db);
        expect(rows).toEqual([]);
        const functions = await sql<{ name: string }>`
          select p.proname as name from pg_proc p where p.pronamespace = current_schema()::regnamespace`.execute(database.db);
        expect(functions.rows).toEqual([]);
      }
    } finally {
      await database.close();
      await drop();
    }
  });

  it('give the triggers back when 0016 is undone, as 0015 left them, for a build from before the outbox', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await migrateTo(database.db, '0015-bills');
      const before = await triggers(database);
      expect(before.map((t) => t.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^messages_/)]));
      await migrateToLatest(database.db);
      expect(await triggers(database)).toEqual([]);
      await migrateTo(database.db, '0015-bills');
      expect(await triggers(database)).toEqual(before);
    } finally {
      await database.close();
      await drop();
    }
  });
});

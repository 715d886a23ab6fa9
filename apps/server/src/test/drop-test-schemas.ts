import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The API suite on PostgreSQL gives each test file a schema of its own (harness.ts). Dropping one
 * while another file's migrator lists the database's tables made that listing fail now and then
 * ("relation t_….password_reset_failures does not exist"), so schemas are dropped once, after the
 * whole run: each run's schemas share a prefix, and only this run's are dropped.
 */
export function setup(): () => Promise<void> {
  const run = randomBytes(3).toString('hex');
  process.env.TEST_SCHEMA_PREFIX = `t_${run}_`;
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url?.startsWith('postgres')) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(`select nspname as name from pg_namespace where nspname like $1`, [`t\\_${run}\\_%`]);
      for (const { name } of rows) await client.query(`drop schema ${name} cascade`);
    } finally {
      await client.end();
    }
  };
}

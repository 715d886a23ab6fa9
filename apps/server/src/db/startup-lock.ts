import { closeSync, existsSync, openSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

const WAIT_MS = 120_000;

/**
 * Runs `work` (migrating and the first seeding) while no other process starting on the same
 * database runs it, so two processes started together migrate and seed once. On PostgreSQL a
 * session advisory lock keyed by the schema; on SQLite an exclusive lock on a small file beside
 * the database (the database's own write lock cannot be held while the work writes). Either is
 * released by the operating system if the process dies (docs/decisions/0082).
 */
export async function withStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>, waitMs = WAIT_MS): Promise<T> {
  if (database.dialect === 'postgres') {
    return database.db.connection().execute(async (conn) => {
      await sql`select set_config('lock_timeout', ${String(waitMs)}, false)`.execute(conn);
      await sql`select pg_advisory_lock(hashtext('laundry-startup:' || current_schema()))`.execute(conn);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(hashtext('laundry-startup:' || current_schema()))`.execute(conn);
        await sql`select set_config('lock_timeout', '0', false)`.execute(conn);
      }
    });
  }
  if (!database.file) return work();
  const lockFile = `${database.file}-startup-lock`;
  if (!existsSync(lockFile)) closeSync(openSync(lockFile, 'a', 0o600));
  const lock = new SQLite(lockFile, { timeout: waitMs });
  try {
    // Waits (blocking this process, which is only starting) while another holds it.
    lock.exec('BEGIN EXCLUSIVE');
    try {
      return await work();
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
}

import { chmodSync, closeSync, copyFileSync, mkdirSync, existsSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { BackupError, currentSchema, postgresToolTarget, runTool } from './backup';
import { isPostgresUrl, sqlitePath } from './database';

export type BackupKind = 'sqlite' | 'postgres';

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const PGDUMP_MAGIC = Buffer.from('PGDMP', 'latin1');
/** Tables every backup of this app holds; a database without them is someone else's. */
const OWN_TABLES = ['kysely_migration', 'orders', 'payments', 'users'];

const NOT_OURS = 'is not a backup of this app: it is neither a SQLite database nor a PostgreSQL dump in custom format (pg_dump -Fc)';

function readHead(file: string, length: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(length);
    const read = readSync(fd, head, 0, length, 0);
    return head.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** What kind of backup the file is, from its first bytes; refuses any other file. */
export function backupKind(file: string): BackupKind {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`${file} does not exist`);
  const head = readHead(file, 100);
  if (head.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) return 'sqlite';
  if (head.subarray(0, PGDUMP_MAGIC.length).equals(PGDUMP_MAGIC)) return 'postgres';
  throw new BackupError(`${file} ${NOT_OURS}`);
}

/**
 * A SQLite backup is whole when its size is the page count its header gives times the page size,
 * its pages pass SQLite's check, and it holds this app's tables. Checked on `copy`, a staging copy.
 */
function checkSqliteCopy(original: string, copy: string): void {
  const head = readHead(copy, 100);
  const rawPageSize = head.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const pages = head.length >= 32 ? head.readUInt32BE(28) : 0;
  const size = statSync(copy).size;
  if (pageSize < 512 || pages === 0 || size < pageSize * pages || size % pageSize !== 0) {
    throw new BackupError(`${original} is cut short (${size} bytes, its header promises ${pageSize * pages}): it is not a whole backup`);
  }
  let db: SQLite.Database;
  try {
    db = new SQLite(copy);
  } catch (error) {
    throw new BackupError(`${original} does not open as a SQLite database: ${(error as Error).message}`);
  }
  try {
    let check: unknown;
    try {
      check = db.pragma('quick_check', { simple: true });
    } catch (error) {
      throw new BackupError(`${original} is damaged: ${(error as Error).message}`);
    }
    if (check !== 'ok') throw new BackupError(`${original} is damaged: ${String(check)}`);
    const tables = new Set(db.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[]);
    const missing = OWN_TABLES.filter((t) => !tables.has(t));
    if (missing.length) throw new BackupError(`${original} is a SQLite database, but not this app's (it has no ${missing.join(', ')} table)`);
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/** The schema a PostgreSQL dump's tables are in, after reading the whole dump once (a cut one fails here). */
async function checkPostgresDump(file: string): Promise<string> {
  let toc: string;
  try {
    toc = await runTool('pg_restore', ['--list', file]);
    // Reading every data block to nowhere finds a dump cut short, before the database is touched.
    await runTool('pg_restore', ['--file', '/dev/null', file]);
  } catch (error) {
    if (error instanceof BackupError && /not found/.test(error.message)) throw error;
    throw new BackupError(`${file} is cut short or damaged: ${(error as Error).message}`);
  }
  const tables = new Map<string, string>();
  for (const line of toc.split('\n')) {
    const match = /^\d+; \d+ \d+ TABLE (\S+) (\S+) /.exec(line);
    if (match) tables.set(match[2]!, match[1]!);
  }
  const missing = OWN_TABLES.filter((t) => !tables.has(t));
  if (missing.length) throw new BackupError(`${file} is a PostgreSQL dump, but not of this app (it has no ${missing.join(', ')} table)`);
  return tables.get('orders')!;
}

/** How many tables the target already has (SQLite: the file; PostgreSQL: the schemas the restore writes). */
async function tablesIn(url: string, schemas: string[]): Promise<number> {
  if (!isPostgresUrl(url)) {
    const file = sqlitePath(url);
    if (!existsSync(file) || statSync(file).size === 0) return 0;
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      return db.prepare("select count(*) from sqlite_master where type = 'table'").pluck().get() as number;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = any($1) and table_type = 'BASE TABLE'",
      [schemas],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

export interface RestoreOptions {
  /** Replace a database that already holds tables. */
  force?: boolean;
}

/**
 * Brings a backup back into the database `url` names. The file is checked whole first (kind,
 * length, the app's tables), and a target that already has tables is refused unless `force`:
 * a refusal changes nothing. Migrating afterwards is the caller's (the restore command does).
 */
export async function restoreBackup(url: string, file: string, options: RestoreOptions = {}): Promise<BackupKind> {
  const kind = backupKind(file);
  const target: BackupKind = isPostgresUrl(url) ? 'postgres' : 'sqlite';
  if (kind !== target) {
    throw new BackupError(
      `${file} is a ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup, but DATABASE_URL names a ${target === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database: restore it into the kind it came from`,
    );
  }
  if (kind === 'postgres') {
    const dumpSchema = await checkPostgresDump(file);
    const schemas = [...new Set([dumpSchema, await currentSchema(url)])];
    if (!options.force && (await tablesIn(url, schemas)) > 0) throw notEmpty(url);
    await createExtensions(url);
    const { dbname, env } = postgresToolTarget(url);
    // One transaction: a restore that fails half way leaves the database as it was.
    const clean = options.force ? ['--clean', '--if-exists'] : [];
    await runTool(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', ...clean, '--dbname', dbname, file],
      env,
    );
    return kind;
  }
  const dest = sqlitePath(url);
  if (dest === ':memory:') throw new BackupError('DATABASE_URL names an in-memory database: there is nothing to restore into');
  // Staged beside the database, checked there, then renamed over it: the database is either the old one or the backup.
  mkdirSync(path.dirname(dest), { recursive: true, mode: 0o700 });
  const staging = path.join(path.dirname(dest), `.${path.basename(dest)}.restoring`);
  try {
    copyFileSync(file, staging);
    chmodSync(staging, 0o600);
    checkSqliteCopy(file, staging);
    if (!options.force && (await tablesIn(url, [])) > 0) throw notEmpty(url);
    for (const side of [`${dest}-wal`, `${dest}-shm`]) rmSync(side, { force: true });
    renameSync(staging, dest);
  } finally {
    rmSync(staging, { force: true });
  }
  return kind;
}

/**
 * Extensions live in the database, outside the app's schema, so a dump of the schema does not
 * carry them: the ones the migrations create are made before the tables that use them.
 */
async function createExtensions(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm with schema public');
  } finally {
    await client.end();
  }
}

function notEmpty(url: string): BackupError {
  const where = isPostgresUrl(url) ? 'The database DATABASE_URL names' : sqlitePath(url);
  return new BackupError(`${where} already holds data. Restore into an empty database, or add --force to replace it (stop the app first).`);
}

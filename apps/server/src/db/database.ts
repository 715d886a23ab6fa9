import path from 'node:path';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, Migrator, PostgresAdapter, SqliteDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { SqliteCheckpointer } from './sqlite-checkpointer';
import { OwnSchemaPostgresDialect } from './own-schema-introspector';
import * as initial from './migrations/0001-initial';
import * as orderSearchIndex from './migrations/0002-order-search-index';
import * as orderListIndex from './migrations/0003-order-list-index';
import * as resetCodesIssuedBy from './migrations/0004-reset-codes-issued-by';
import * as orderStatusTimes from './migrations/0005-order-status-times';
import * as ticketNumbersAndOwners from './migrations/0006-ticket-numbers-and-owners';
import * as languages from './migrations/0007-languages';
import * as payments from './migrations/0008-payments';
import * as road from './migrations/0009-road';
import * as messages from './migrations/0010-messages';
import * as pieces from './migrations/0011-pieces';
import * as care from './migrations/0012-care';
import * as readyByMoved from './migrations/0013-ready-by-moved';
import * as boardDeliveryIndex from './migrations/0014-board-delivery-index';
import * as bills from './migrations/0015-bills';
import * as outbox from './migrations/0016-outbox';
import * as customersAndAddresses from './migrations/0017-customers-and-addresses';
import * as paymentReceipts from './migrations/0019-payment-receipts';
import * as riderHandovers from './migrations/0020-rider-handovers';
import * as push from './migrations/0022-push';
import * as backupRuns from './migrations/0023-backup-runs';
import * as goLiveAndAudit from './migrations/0024-go-live-and-audit';
import * as gateway from './migrations/0025-gateway';
import * as paymentsOutliveTheirOrder from './migrations/0026-payments-outlive-their-order';
import * as prepaidPacks from './migrations/0027-prepaid-packs';
import * as gatewaySettlements from './migrations/0028-gateway-settlements';
import * as messagesWaitingIndex from './migrations/0029-messages-waiting-index';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file's path (absent on PostgreSQL and in memory). */
  file?: string;
  /** Present on a SQLite file opened with backgroundCheckpoints. */
  checkpointer?: SqliteCheckpointer;
  close(): Promise<void>;
}

// int8 (counts, paise) as JS numbers: every figure we keep is far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function sqlitePath(url: string): string {
  const file = url.replace(/^(file|sqlite):(\/\/)?/i, '');
  return file === ':memory:' ? file : path.resolve(file);
}

/**
 * The database holds password hashes: its file is its owner's alone (0600), and so are the
 * write-ahead log and shared-memory files, which SQLite creates with the database file's mode.
 * A folder made for it is 0700, and `ownFolder` (the app's own data/) is tightened if looser
 * (docs/decisions/0026). An existing file is tightened too: installs from before this rule.
 */
export function prepareSqliteFile(file: string, ownFolder?: string): void {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (ownFolder && path.resolve(ownFolder) === dir) chmodSync(dir, 0o700);
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const own of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(own)) chmodSync(own, 0o600);
}

export interface DatabaseOptions {
  /** SQLite file only: the app's own data folder, made (or tightened to) 0700 when it holds the file. */
  dataDir?: string;
  /** PostgreSQL only: the schema every connection works in (tests get one each). */
  schema?: string;
  poolSize?: number;
  /** SQLite file only: checkpoint the write-ahead log from a worker thread (the server does). */
  backgroundCheckpoints?: boolean;
}

/** The writing connection checkpoints only if the worker falls this far behind (~40 MB of log). */
const BACKSTOP_CHECKPOINT_PAGES = 10_000;
const DEFAULT_CHECKPOINT_PAGES = 1000;

export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }), plugins });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = sqlitePath(url);
  if (file !== ':memory:') prepareSqliteFile(file, options.dataDir);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  cacheStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
  if (file === ':memory:') return { db, dialect: 'sqlite', close: () => db.destroy() };
  if (!options.backgroundCheckpoints) return { db, dialect: 'sqlite', file, close: () => db.destroy() };

  const checkpointer = new SqliteCheckpointer(file);
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  checkpointer.once('failed', () => {
    // Without the worker the writing connection goes back to checkpointing for itself.
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_CHECKPOINT_PAGES}`);
  });
  return {
    db,
    dialect: 'sqlite',
    file,
    checkpointer,
    close: async () => {
      await checkpointer.close();
      await db.destroy();
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; on SQLite preparing costs as much as running a small query.
 * Statements are reusable, so the same SQL text gets the same prepared statement (bounded, since
 * `in (…)` lists make many shapes).
 */
function cacheStatements(sqlite: SQLite.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
      statement = prepare(source);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

const migrations = {
  '0001-initial': initial,
  '0002-order-search-index': orderSearchIndex,
  '0003-order-list-index': orderListIndex,
  '0004-reset-codes-issued-by': resetCodesIssuedBy,
  '0005-order-status-times': orderStatusTimes,
  '0006-ticket-numbers-and-owners': ticketNumbersAndOwners,
  '0007-languages': languages,
  '0008-payments': payments,
  '0009-road': road,
  '0010-messages': messages,
  '0011-pieces': pieces,
  '0012-care': care,
  '0013-ready-by-moved': readyByMoved,
  '0014-board-delivery-index': boardDeliveryIndex,
  '0015-bills': bills,
  '0016-outbox': outbox,
  '0017-customers-and-addresses': customersAndAddresses,
  '0019-payment-receipts': paymentReceipts,
  '0020-rider-handovers': riderHandovers,
  '0022-push': push,
  '0023-backup-runs': backupRuns,
  '0024-go-live-and-audit': goLiveAndAudit,
  '0025-gateway': gateway,
  '0026-payments-outlive-their-order': paymentsOutliveTheirOrder,
  '0027-prepaid-packs': prepaidPacks,
  '0028-gateway-settlements': gatewaySettlements,
  '0029-messages-waiting-index': messagesWaitingIndex,
} satisfies Record<string, Migration>;
export type MigrationName = keyof typeof migrations;

export function isMigrationName(name: string): name is MigrationName {
  return Object.hasOwn(migrations, name);
}

/** Migrations are bundled in code rather than read from a folder, so any runner finds them. */
const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Kysely's migrator looks for its bookkeeping tables in every schema unless told which one,
 * so another schema's kysely_migration table (another app, or a parallel test) would make it
 * skip creating ours. On PostgreSQL it is pinned to the connection's current schema.
 */
async function migrationSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

async function migrator(db: Kysely<Database>): Promise<Migrator> {
  return new Migrator({ db: db as Kysely<unknown>, provider, migrationTableSchema: await migrationSchema(db) });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error } = await (await migrator(db)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
}

/** Up or down to the named migration (the bench gives an older checkout the schema it knows). */
export async function migrateTo(db: Kysely<Database>, name: MigrationName): Promise<void> {
  const { error } = await (await migrator(db)).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
}

/** Unique-constraint violations look different on each driver. */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const e = error as { code?: string; message?: string; constraint?: string; detail?: string } | null;
  if (!e) return false;
  const unique = e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (!unique || !column) return unique;
  return [e.message, e.constraint, e.detail].some((t) => t?.includes(column));
}

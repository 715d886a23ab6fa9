import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { childEnvironment } from '../config';
import { isPostgresUrl, sqlitePath } from './database';

/** A backup's file name: the database kind and the moment it was taken (UTC, so names sort in time). */
const BACKUP_NAME = /^laundry-(\d{8}T\d{6}Z)\.(sqlite|pgdump)$/;

export interface BackupFile {
  file: string;
  name: string;
  sizeBytes: number;
}

export class BackupError extends Error {}

function stamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** The backups in `dir`, newest first; other files there are not ours and are left alone. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse()
    .map((name) => ({ file: path.join(dir, name), name, sizeBytes: statSync(path.join(dir, name)).size }));
}

/** Deletes all but the newest `keep` backups; answers the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const backup of old) rmSync(backup.file, { force: true });
  return old.map((b) => b.name);
}

/** Runs a command to its end; its stderr becomes the error's message. */
export function runTool(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: childEnvironment(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new BackupError(error.code === 'ENOENT' ? `${command} was not found: install the PostgreSQL client tools` : error.message)),
    );
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new BackupError(stderr.trim() || `${command} exited with ${String(code)}`))));
  });
}

/**
 * A PostgreSQL URL for the client tools: the password goes in PGPASSWORD, not on a command line
 * that every user of the machine can read.
 */
export function postgresToolTarget(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  // libpq reads %20 as a space but not +, which URLSearchParams writes.
  const query = [...parsed.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  parsed.search = '';
  return { dbname: `${parsed.toString()}${query ? `?${query}` : ''}`, env: password ? { PGPASSWORD: password } : {} };
}

/** The schema the app works in on this URL (a test's own, or public). */
export async function currentSchema(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
    return rows[0]?.schema ?? 'public';
  } finally {
    await client.end();
  }
}

/**
 * A consistent copy of the database while the app keeps serving, written to `dir` under a
 * timestamped name: SQLite's online backup API, or pg_dump's custom format. It is written under
 * a temporary name and renamed when whole, so a half-written file never looks like a backup.
 * Uploaded photos are rows of the database, so they are in it.
 */
export async function takeBackup(url: string, dir: string, at: Date = new Date()): Promise<BackupFile> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const postgres = isPostgresUrl(url);
  const name = `laundry-${stamp(at)}.${postgres ? 'pgdump' : 'sqlite'}`;
  const file = path.join(dir, name);
  const partial = `${file}.partial`;
  try {
    if (postgres) await dumpPostgres(url, partial);
    else await copySqlite(sqlitePath(url), partial);
    // It holds password hashes, as the database does.
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { file, name, sizeBytes: statSync(file).size };
}

async function copySqlite(source: string, target: string): Promise<void> {
  if (source === ':memory:') throw new BackupError('An in-memory database cannot be backed up');
  const db = new SQLite(source, { fileMustExist: true, timeout: 5000 });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  const copy = new SQLite(target);
  try {
    // The copy is checked before it counts: a backup that does not open is no backup.
    const result = copy.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`The copy failed its check: ${String(result)}`);
    // One file, no write-ahead log beside it.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

async function dumpPostgres(url: string, target: string): Promise<void> {
  const schema = await currentSchema(url);
  const { dbname, env } = postgresToolTarget(url);
  // The public schema is dumped whole; a schema of its own (tests) by name, so it comes back under it.
  const only = schema === 'public' ? [] : ['--schema', schema];
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', ...only, '--file', target, '--dbname', dbname], env);
}

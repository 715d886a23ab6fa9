import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './database';
import type { CheckpointReport } from './sqlite-checkpointer';

let dir: string;
let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function open(backgroundCheckpoints: boolean): { handle: DatabaseHandle; file: string } {
  dir = mkdtempSync(path.join(tmpdir(), 'laundry-wal-'));
  const file = path.join(dir, 'wal.sqlite');
  handle = createDatabase(`file:${file}`, { backgroundCheckpoints });
  return { handle, file };
}

async function writeRows(h: DatabaseHandle, n: number): Promise<void> {
  await sql`create table if not exists t (id integer primary key, body text not null)`.execute(h.db);
  for (let i = 0; i < n; i++) await sql`insert into t (body) values (${'x'.repeat(500)})`.execute(h.db);
}

describe('SQLite background checkpoints', () => {
  it('copy the write-ahead log into the database file from the worker, while the writer never does', async () => {
    const { handle: h, file } = open(true);
    expect(h.checkpointer).toBeDefined();
    const { rows: setting } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(h.db);
    expect(Object.values(setting[0]!)[0]).toBe(10_000);
    const reports: CheckpointReport[] = [];
    h.checkpointer!.on('checkpoint', (r) => reports.push(r));
    // 1,200 commits: past the writer's default checkpoint point (1,000 pages), short of the backstop.
    await writeRows(h, 1200);
    const complete = await new Promise<CheckpointReport>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no complete checkpoint; saw ${JSON.stringify(reports)}`)), 5000);
      const check = (r: CheckpointReport) => {
        if (r.log > 0 && r.checkpointed === r.log) {
          clearTimeout(timer);
          resolve(r);
        }
      };
      reports.forEach(check);
      h.checkpointer!.on('checkpoint', check);
    });
    expect(complete.log).toBeGreaterThan(1000);
    // The rows are in the main file itself, not only in the log.
    expect(statSync(file).size).toBeGreaterThan(1200 * 500);
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(h.db);
    expect(Number(rows[0]!.n)).toBe(1200);
  });

  it('are off unless asked for, and for an in-memory database', async () => {
    expect(open(false).handle.checkpointer).toBeUndefined();
    const memory = createDatabase('file::memory:', { backgroundCheckpoints: true });
    expect(memory.checkpointer).toBeUndefined();
    await memory.close();
  });

  it('let a closed database go: close waits for the worker', async () => {
    const { handle: h } = open(true);
    await writeRows(h, 10);
    await h.close();
    handle = undefined;
    await expect(h.checkpointer!.close()).resolves.toBeUndefined();
  });
});

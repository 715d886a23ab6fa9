import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from './database';

/** The SQLite files hold password hashes: their owner's alone (docs/decisions/0026). */
const root = mkdtempSync(path.join(tmpdir(), 'laundry-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mode = (file: string) => statSync(file).mode & 0o777;

describe('the SQLite files', () => {
  it('are created 0600, write-ahead log and shared memory included, in a data folder made 0700', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const file = path.join(dataDir, 'laundry.sqlite');
    const database = createDatabase(`file:${file}`, { dataDir });
    try {
      await migrateToLatest(database.db);
      expect(existsSync(`${file}-wal`)).toBe(true);
      expect(existsSync(`${file}-shm`)).toBe(true);
      expect({ db: mode(file), wal: mode(`${file}-wal`), shm: mode(`${file}-shm`), dir: mode(dataDir) }).toEqual({
        db: 0o600,
        wal: 0o600,
        shm: 0o600,
        dir: 0o700,
      });
    } finally {
      await database.close();
    }
  });

  it('are tightened when an older install left them readable by others', async () => {
    const dataDir = path.join(root, 'older', 'data');
    mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, 'laundry.sqlite');
    const first = createDatabase(`file:${file}`);
    await migrateToLatest(first.db);
    await first.close();
    chmodSync(file, 0o644);
    writeFileSync(`${file}-wal`, '');
    chmodSync(`${file}-wal`, 0o644);

    const reopened = createDatabase(`file:${file}`, { dataDir });
    try {
      expect({ db: mode(file), wal: mode(`${file}-wal`), dir: mode(dataDir) }).toEqual({ db: 0o600, wal: 0o600, dir: 0o700 });
    } finally {
      await reopened.close();
    }
  });
});

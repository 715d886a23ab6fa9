import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './database';
import { GroupCommit } from './group-commit';
import type { Database } from './schema';

let dir: string;
let handle: DatabaseHandle;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'laundry-group-'));
  handle = createDatabase(`file:${path.join(dir, 'g.sqlite')}`);
  await sql`create table t (id integer primary key, code text not null unique)`.execute(handle.db);
});
afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

async function codes(): Promise<string[]> {
  const { rows } = await sql<{ code: string }>`select code from t order by id`.execute(handle.db);
  return rows.map((r) => r.code);
}

/** A writer that also notes which transaction each write ran in. */
function recordingWriter(fail?: (code: string) => Error | null) {
  const transactions: Transaction<Database>[] = [];
  const group = new GroupCommit<string>(handle.db, async (trx, code) => {
    if (!transactions.includes(trx)) transactions.push(trx);
    const error = fail?.(code);
    if (error) throw error;
    await sql`insert into t (code) values (${code})`.execute(trx);
  });
  return { group, transactions };
}

describe('GroupCommit', () => {
  it('writes what is submitted together in one transaction, and answers each caller', async () => {
    const { group, transactions } = recordingWriter();
    const all = Array.from({ length: 20 }, (_, i) => `c${i}`);
    await Promise.all(all.map((c) => group.submit(c)));
    expect(await codes()).toEqual(all);
    expect(transactions).toHaveLength(1);
    // Later submissions start a new group.
    await group.submit('late');
    expect(transactions).toHaveLength(2);
  });

  it('fails only the write that breaks a constraint; the rest of its group commits', async () => {
    await sql`insert into t (code) values ('taken')`.execute(handle.db);
    const { group } = recordingWriter();
    const results = await Promise.allSettled(['a', 'taken', 'b'].map((c) => group.submit(c)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason.code)).toMatch(/^SQLITE_CONSTRAINT/);
    expect(await codes()).toEqual(['taken', 'a', 'b']);
  });

  it('fails the whole group, writing nothing, on any other error', async () => {
    const { group } = recordingWriter((c) => (c === 'boom' ? new Error('disk on fire') : null));
    const results = await Promise.allSettled(['a', 'boom', 'b'].map((c) => group.submit(c)));
    expect(results.every((r) => r.status === 'rejected' && String(r.reason).includes('disk on fire'))).toBe(true);
    expect(await codes()).toEqual([]);
  });

  it("answers each write's own result: a refusal it returns fails it alone, having written nothing", async () => {
    const transactions: Transaction<Database>[] = [];
    const group = new GroupCommit<string, boolean>(handle.db, async (trx, code) => {
      if (!transactions.includes(trx)) transactions.push(trx);
      if (code.startsWith('no')) return false;
      await sql`insert into t (code) values (${code})`.execute(trx);
      return true;
    });
    expect(await Promise.all(['a', 'no-1', 'b', 'no-2'].map((c) => group.submit(c)))).toEqual([true, false, true, false]);
    expect(transactions).toHaveLength(1);
    expect(await codes()).toEqual(['a', 'b']);
  });

  it('splits a crowd into groups of at most the given size', async () => {
    const transactions: Transaction<Database>[] = [];
    const group = new GroupCommit<string>(
      handle.db,
      async (trx, code) => {
        if (!transactions.includes(trx)) transactions.push(trx);
        await sql`insert into t (code) values (${code})`.execute(trx);
      },
      4,
    );
    await Promise.all(Array.from({ length: 10 }, (_, i) => group.submit(`x${i}`)));
    expect(transactions).toHaveLength(3);
    expect(await codes()).toHaveLength(10);
  });
});

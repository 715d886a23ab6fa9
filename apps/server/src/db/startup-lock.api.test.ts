import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import priceList from '../data/price-list.json' with { type: 'json' };
import { REPO_ROOT } from '../config';
import { createTestDatabase } from '../test/harness';

const postgres = /^postgres/.test(process.env.TEST_DATABASE_URL ?? '');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Starts test/prepare-process.ts and resolves once it has opened the database and waits for "go". */
function preparer(url: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/test/prepare-process.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => reject(new Error(`exited before ready: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, ready, exited, output: () => output };
}

describe(`two processes starting together (${postgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('migrate and seed the database once between them', async () => {
    const { database, url, drop } = await createTestDatabase();
    cleanups.push(async () => {
      await database.close();
      await drop();
    });
    const both = [preparer(url), preparer(url)];
    await Promise.all(both.map((p) => p.ready));
    for (const p of both) p.child.stdin.write('go\n');
    const codes = await Promise.all(both.map((p) => p.exited));
    expect(codes, both.map((p) => p.output()).join('\n')).toEqual([0, 0]);

    const names = (
      await database.db
        .selectFrom('kyselyMigration' as never)
        .select('name' as never)
        .execute()
    ).map((m) => (m as { name: string }).name);
    expect(names.length).toBeGreaterThan(10);
    expect(new Set(names).size).toBe(names.length);
    const items = Object.values(priceList as Record<string, unknown[]>).reduce((n, list) => n + list.length, 0);
    const seeded = await database.db
      .selectFrom('priceItems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(seeded.n)).toBe(items);
    // Outside production the demo accounts are made once too.
    const admins = await database.db.selectFrom('users').select('id').where('phone', '=', '9000000000').execute();
    expect(admins).toHaveLength(1);
  }, 90_000);
});

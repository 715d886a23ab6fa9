import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import { createDatabase, isPostgresUrl, type DatabaseHandle } from '../db/database';
import { run, type RunResult } from '../test/child-process';
import { call, createAdminSession, orderBody, signupCustomer, startTestServer, type Session, type TestServer } from '../test/harness';

const tsx = (script: string, args: string[], env: Record<string, string>): Promise<RunResult> =>
  run(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}`, ...args], env, 90_000);

let server: TestServer;
let admin: Session;
let customers: Session[];
const dir = mkdtempSync(path.join(tmpdir(), 'laundry-backup-test-'));
const postgres = isPostgresUrl(process.env.TEST_DATABASE_URL ?? '');
const freshDatabases: string[] = [];

/** A database with nothing in it: a new SQLite path, or a new PostgreSQL database reached with the test's schema. */
async function freshUrl(): Promise<string> {
  if (!postgres) return `file:${path.join(dir, `fresh-${randomBytes(4).toString('hex')}.sqlite`)}`;
  const name = `restore_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  freshDatabases.push(name);
  const url = new URL(server.config.databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function tableCount(url: string): Promise<number> {
  const database = createDatabase(url);
  try {
    return (await database.db.introspection.getTables()).length;
  } finally {
    await database.close();
  }
}

async function book(who: Session): Promise<Order | null> {
  const res = await call<Order>(server, 'POST', '/orders', { token: who.token, body: orderBody({ phone: who.user.phone }) });
  return res.status === 201 ? res.body : null;
}

async function price(order: Order, rupees: number): Promise<Order> {
  const res = await call<Order>(server, 'POST', `/admin/orders/${order._id}/pickup`, {
    token: admin.token,
    body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 1, rate: rupees }] },
  });
  if (res.status !== 200) throw new Error(`pickup: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A payment at the counter; answers the ledger entry's id when acknowledged. */
async function pay(order: Order, rupees: number): Promise<{ id: string; amount: number } | null> {
  const res = await call<Order>(server, 'POST', `/admin/orders/${order._id}/payments`, {
    token: admin.token,
    body: { method: 'cash', amount: rupees },
  });
  if (res.status !== 200) return null;
  const known = new Set(order.payments.map((p) => p._id));
  const entry = res.body.payments.find((p) => !known.has(p._id));
  return entry ? { id: entry._id, amount: rupees * 100 } : null;
}

async function ledgerOf(database: DatabaseHandle) {
  const payments = await database.db.selectFrom('payments').select(['id', 'orderId', 'amount']).execute();
  const orders = await database.db.selectFrom('orders').select(['id', 'paid', 'total']).execute();
  return { payments: new Map(payments.map((p) => [p.id, p])), orders: new Map(orders.map((o) => [o.id, o])) };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdminSession(server);
  customers = await Promise.all([signupCustomer(server, 'Backup One'), signupCustomer(server, 'Backup Two'), signupCustomer(server, 'Backup Three')]);
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
  if (freshDatabases.length) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    for (const name of freshDatabases) await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
});

describe(`the backup drill (${postgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  const backups = path.join(dir, 'backups');
  let backupFile = '';

  it('backs up while bookings and payments go on, and the restore holds every acknowledged order and ledger entry, sums equal', async () => {
    // Before the backup: orders booked, priced and part-paid, all acknowledged.
    const before: Order[] = [];
    for (const who of customers) for (let i = 0; i < 3; i++) before.push(await price((await book(who))!, 300 + i * 50));
    const paidBefore = (await Promise.all(before.map((o) => pay(o, 100)))).filter((p) => p !== null);
    expect(paidBefore).toHaveLength(before.length);

    // During: bookings and payments in flight over HTTP for as long as the backup runs.
    const backup = tsx('backup.ts', [], { DATABASE_URL: server.config.databaseUrl, BACKUP_DIR: backups });
    let running = true;
    void backup.finally(() => (running = false));
    const during = { orders: 0, payments: 0 };
    const burst = async (who: Session, target: Order) => {
      while (running) {
        const [order, payment] = await Promise.all([book(who), pay(target, 1)]);
        if (order) during.orders += 1;
        if (payment) during.payments += 1;
      }
    };
    await Promise.all(customers.map((who, i) => burst(who, before[i]!)));
    const result = await backup;
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Backup written: .*laundry-\d{8}T\d{6}Z\.(sqlite|pgdump) \(\d+ bytes/);
    expect(during.orders + during.payments).toBeGreaterThan(0);
    const files = readdirSync(backups);
    expect(files).toHaveLength(1);
    backupFile = path.join(backups, files[0]!);

    const target = await freshUrl();
    const restored = await tsx('restore.ts', [backupFile], { DATABASE_URL: target });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored .* and migrated it: \d+ orders\.$/m);

    const copy = createDatabase(target);
    try {
      const live = await ledgerOf(server.database);
      const back = await ledgerOf(copy);
      // Everything acknowledged before the backup began is there, as it was.
      for (const order of before) expect(back.orders.get(order._id), order.orderNumber).toBeDefined();
      for (const entry of paidBefore) expect(back.payments.get(entry.id)?.amount).toBe(entry.amount);
      // What came during is there whole or not at all: each order's kept sum equals its restored entries.
      for (const [id, order] of back.orders) {
        const entries = [...back.payments.values()].filter((p) => p.orderId === id);
        expect(Number(order.paid), id).toBe(entries.reduce((s, p) => s + Number(p.amount), 0));
        expect(live.orders.get(id)?.total).toBe(order.total);
      }
      for (const [id, entry] of back.payments) expect(live.payments.get(id)?.amount).toBe(entry.amount);
      const restoredSum = [...back.payments.values()].reduce((s, p) => s + Number(p.amount), 0);
      const liveSumOfThose = [...back.payments.keys()].reduce((s, id) => s + Number(live.payments.get(id)!.amount), 0);
      expect(restoredSum).toBe(liveSumOfThose);
      expect(restoredSum).toBeGreaterThanOrEqual(paidBefore.reduce((s, p) => s + p.amount, 0));
      // And the restored database is this version's: a new migration would have run.
      expect(
        await copy.db
          .selectFrom('kyselyMigration' as never)
          .selectAll()
          .execute(),
      ).not.toHaveLength(0);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('refuses a database that already holds data unless --force, and changes nothing', async () => {
    const ordersBefore = (await server.database.db.selectFrom('orders').select('id').execute()).length;
    const refused = await tsx('restore.ts', [backupFile], { DATABASE_URL: server.config.databaseUrl });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Restore refused: .*already holds data\. Restore into an empty database, or add --force to replace it/m);
    expect((await server.database.db.selectFrom('orders').select('id').execute()).length).toBe(ordersBefore);

    const target = await freshUrl();
    expect((await tsx('restore.ts', [backupFile], { DATABASE_URL: target })).code).toBe(0);
    const again = await tsx('restore.ts', [backupFile, '--force'], { DATABASE_URL: target });
    expect(again.code, again.stderr).toBe(0);
  }, 120_000);

  it('refuses a file cut short, and one that is not a backup of this app, before touching the database', async () => {
    const whole = readFileSync(backupFile);
    const cut = path.join(dir, `cut${path.extname(backupFile)}`);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const notes = path.join(dir, 'notes.txt');
    writeFileSync(notes, 'not a backup');
    const cases: [string, RegExp][] = [
      [cut, /is cut short/],
      [notes, /is not a backup of this app: it is neither a SQLite database nor a PostgreSQL dump/],
    ];
    if (!postgres) {
      const other = path.join(dir, 'other.sqlite');
      const db = new SQLite(other);
      db.exec('create table notes (id integer primary key)');
      db.close();
      cases.push([other, /is a SQLite database, but not this app's/]);
    }
    const target = await freshUrl();
    for (const [file, message] of cases) {
      const res = await tsx('restore.ts', [file], { DATABASE_URL: target });
      expect(res.code, file).toBe(1);
      expect(res.stderr, file).toMatch(new RegExp(`^Restore refused: .*${message.source}`, 'm'));
    }
    expect(await tableCount(target)).toBe(0);
  }, 120_000);
});

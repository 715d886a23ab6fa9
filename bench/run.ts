/**
 * npm run bench: seeds 100,000 orders into a fresh SQLite database, serves the real app from
 * a child process and prints throughput and latency figures, each next to its target.
 * Figures, not assertions: they vary with the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database';
import { DEMO_ADMIN, DEMO_CUSTOMERS, seedDemoUsers, seedPrices } from '../apps/server/src/features/seed/seed';
import { load, type LoadResult } from './api';
import { seedOrders } from './seed-orders';

const ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATIO_ROUNDS = Number(process.env.BENCH_RATIO_ROUNDS ?? 3);
/** What Chromium sends with every request. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const API_PORT = 4480;
const WEB_PORT = 3480;
const BARE_PORT = 4499;
const API = `http://127.0.0.1:${API_PORT}`;
const ROOT = path.resolve(import.meta.dirname, '..');

const children: ChildProcess[] = [];
function start(script: string, env: Record<string, string>): void {
  // Its own process group, so stopping it also stops the node process npx starts.
  const child = spawn('npx', ['tsx', script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  children.push(child);
}
function stopAll(): void {
  for (const c of children) {
    try {
      if (c.pid) process.kill(-c.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll);

async function portIsFree(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return false;
  } catch {
    return true;
  }
}

async function waitFor(url: string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

async function token(phone: string, password: string): Promise<string> {
  const res = await fetch(`${API}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, password }) });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed for ${phone}`);
  return body.token;
}

const dir = mkdtempSync(path.join(tmpdir(), 'laundry-bench-'));
const dbUrl = `file:${path.join(dir, 'bench.sqlite')}`;

console.log(`Seeding ${ORDER_COUNT.toLocaleString('en-IN')} orders…`);
const seeding = Date.now();
const database = createDatabase(dbUrl);
await migrateToLatest(database.db);
await seedPrices(database.db);
const demo = await seedDemoUsers(database.db);
await seedOrders(database.db, ORDER_COUNT, demo?.customerIds[0] ?? null);
await database.close();
console.log(`Seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

for (const port of [API_PORT, WEB_PORT, BARE_PORT]) {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is taken (a server left over from an earlier run?); free it and run again`);
}
start('scripts/e2e-server.ts', {
  NODE_ENV: 'development',
  KEEP_DATABASE: '1',
  DATABASE_URL: dbUrl,
  WEB_DIST: path.join(dir, 'web'),
  API_PORT: String(API_PORT),
  WEB_PORT: String(WEB_PORT),
  HOST: '127.0.0.1',
  PUBLIC_API_URL: API,
  WEB_ORIGIN: `http://localhost:${WEB_PORT},http://127.0.0.1:${WEB_PORT}`,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
});
start('bench/bare-server.ts', { PORT: String(BARE_PORT) });
await Promise.all([waitFor(`${API}/health`), waitFor(`http://127.0.0.1:${BARE_PORT}/bare`)]);

const admin = { Authorization: `Bearer ${await token(DEMO_ADMIN.phone, DEMO_ADMIN.password)}` };
const customer = { Authorization: `Bearer ${await token(DEMO_CUSTOMERS[0].phone, DEMO_CUSTOMERS[0].password)}` };
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const results: LoadResult[] = [];
const run = async (spec: Parameters<typeof load>[0]) => {
  const r = await load({ seconds: SECONDS, ...spec });
  results.push(r);
  console.log(`  ${r.name}: ${r.requestsPerSec} req/s, p99 ${r.p99Ms} ms${r.errors || r.non2xx ? ` (errors ${r.errors}, non-2xx ${r.non2xx})` : ''}`);
  return r;
};

const median = <T>(xs: T[], by: (x: T) => number): T => [...xs].sort((a, b) => by(a) - by(b))[Math.floor(xs.length / 2)]!;

console.log(`\nAPI, ${SECONDS} s each, 10 connections:`);
// This machine's speed drifts by a third between runs of a few seconds, so a bare figure taken
// once is a poor yardstick: the bare route and the price list take turns, and the ratio is the
// median of the ratios of neighbouring runs.
const pairs: { bare: LoadResult; prices: LoadResult }[] = [];
// Both carry the Accept-Encoding every browser sends, so the price list goes out as the shop's
// visitors get it (brotli, ~1.5 KB); the uncompressed figure follows for comparison.
for (let round = 1; round <= RATIO_ROUNDS; round++) {
  const b = await load({ seconds: SECONDS, name: 'bare Fastify route', url: `http://127.0.0.1:${BARE_PORT}/bare`, headers: BROWSER });
  const p = await load({ seconds: SECONDS, name: 'GET /api/prices', url: `${API}/api/prices`, headers: BROWSER });
  pairs.push({ bare: b, prices: p });
  console.log(`  round ${round}: bare ${b.requestsPerSec} req/s, GET /api/prices ${p.requestsPerSec} req/s (${(p.requestsPerSec / Math.max(1, b.requestsPerSec)).toFixed(2)}x)`);
}
const pricesRatio = median(pairs.map((x) => x.prices.requestsPerSec / Math.max(1, x.bare.requestsPerSec)), (r) => r);
const bare = median(pairs.map((x) => x.bare), (r) => r.requestsPerSec);
const prices = median(pairs.map((x) => x.prices), (r) => r.requestsPerSec);
results.push(bare, prices);
const pricesPlain = await run({ name: 'GET /api/prices (no Accept-Encoding)', url: `${API}/api/prices` });
const stats = await run({ name: 'GET /admin/orders/stats', url: `${API}/admin/orders/stats`, headers: admin });
const firstPage = await run({ name: 'GET /admin/orders (first 50)', url: `${API}/admin/orders?limit=50`, headers: admin });
const search = await run({ name: 'GET /admin/orders (first 50, q)', url: `${API}/admin/orders?limit=50&q=${encodeURIComponent('gandhi   NAGAR')}`, headers: admin });
const create = await run({
  name: 'POST /orders',
  url: `${API}/orders`,
  method: 'POST',
  headers: customer,
  body: JSON.stringify({ service: 'Wash and Iron', delivery: 'regular', pickupDate: today, pickupTime: '07:00 PM - 09:00 PM', pickupAddress: '1-2 Main Road, Kakinada', phone: '9876543210' }),
});
const login = await run({
  name: 'POST /login',
  url: `${API}/login`,
  method: 'POST',
  body: JSON.stringify({ phone: DEMO_ADMIN.phone, password: DEMO_ADMIN.password }),
});

const ratio = (r: LoadResult) => (r.requestsPerSec / Math.max(1, bare.requestsPerSec)).toFixed(2);
const mark = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
console.log('\nSummary (ratio = requests/s relative to the bare route):');
console.table(
  results.map((r) => ({ call: r.name, 'req/s': r.requestsPerSec, 'p99 ms': r.p99Ms, ratio: Number(ratio(r)), errors: r.errors + r.non2xx })),
);
const verdicts = [
  `GET /api/prices at ${pricesRatio.toFixed(2)}x the bare route, median of ${RATIO_ROUNDS} paired rounds (target ≥ 0.5): ${mark(pricesRatio >= 0.5)}`,
  `GET /api/prices without Accept-Encoding (13 KB of JSON a request) at ${ratio(pricesPlain)}x the median bare route (for comparison; no target)`,
  `POST /orders ${create.requestsPerSec} req/s (target ≥ 1000): ${mark(create.requestsPerSec >= 1000)}`,
  `first page p99 ${firstPage.p99Ms} ms (target < 50): ${mark(firstPage.p99Ms < 50)}`,
  `search page p99 ${search.p99Ms} ms (target < 50): ${mark(search.p99Ms < 50)}`,
  `stats p99 ${stats.p99Ms} ms (target < 50): ${mark(stats.p99Ms < 50)}`,
  `POST /login ${login.requestsPerSec} req/s, p99 ${login.p99Ms} ms (argon2id 19 MiB, 2 passes: slow by design)`,
];

// Browser-side figures, from their own modules.
const web: Record<string, unknown> = {};
if (existsSync(path.join(ROOT, 'bench/web-bundle.ts'))) {
  const { measureHomeBundle } = (await import(pathToFileURL(path.join(ROOT, 'bench/web-bundle.ts')).href)) as { measureHomeBundle: () => Promise<{ gzipKb: number; limitKb: number }> };
  const bundle = await measureHomeBundle();
  web.homeBundle = bundle;
  verdicts.push(`Home first-load JS ${bundle.gzipKb.toFixed(1)} KB gzipped (target ≤ ${bundle.limitKb}): ${mark(bundle.gzipKb <= bundle.limitKb)}`);
}
if (existsSync(path.join(ROOT, 'bench/admin-dashboard.ts'))) {
  const { measureAdminDashboard } = (await import(pathToFileURL(path.join(ROOT, 'bench/admin-dashboard.ts')).href)) as {
    measureAdminDashboard: (o: { webUrl: string; apiUrl: string; adminPhone: string; adminPassword: string }) => Promise<{ firstCardsMs: number; searchMs: number }>;
  };
  const dash = await measureAdminDashboard({ webUrl: `http://localhost:${WEB_PORT}`, apiUrl: API, adminPhone: DEMO_ADMIN.phone, adminPassword: DEMO_ADMIN.password });
  web.adminDashboard = dash;
  verdicts.push(`admin dashboard at ${ORDER_COUNT.toLocaleString('en-IN')} orders: first cards ${Math.round(dash.firstCardsMs)} ms (target < 1500): ${mark(dash.firstCardsMs < 1500)}`);
  verdicts.push(`admin search-to-results ${Math.round(dash.searchMs)} ms (target < 300): ${mark(dash.searchMs < 300)}`);
}

console.log(`\nAt ${ORDER_COUNT.toLocaleString('en-IN')} orders on SQLite:`);
for (const v of verdicts) console.log(`  - ${v}`);

mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/results/latest.json'), JSON.stringify({ orders: ORDER_COUNT, at: new Date().toISOString(), api: results, web }, null, 2));
stopAll();
rmSync(dir, { recursive: true, force: true });
process.exit(0);

/**
 * npm test: every test the project has, in order of cost. Typecheck, lint and the unit tests run
 * side by side (each leaves a core mostly idle). The API suite runs on SQLite and, when
 * TEST_DATABASE_URL names a PostgreSQL database, again on PostgreSQL. The browser suite is split
 * into E2E_SHARDS parts (default 2) run side by side, each against its own server and database on
 * its own ports, sharing one web build: the spec files are dealt out by the time each took before
 * (e2e/durations.json; E2E_RECORD_DURATIONS=1 writes it anew from the run).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWeb } from './build-web';
import { balanceShards, timedLine, type Durations } from './shards';

interface Step {
  name: string;
  run: () => Promise<number>;
}

function command(cmd: string[], env: Record<string, string> = {}): () => Promise<number> {
  return () => Promise.resolve(spawnSync(cmd[0]!, cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1);
}

/** Runs a command with each output line prefixed, so side-by-side runs stay readable. */
function prefixed(label: string, cmd: string[], env: Record<string, string>, onLine: (line: string) => void = () => {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd[0]!, cmd.slice(1), { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = (line: string) => {
      onLine(line);
      process.stdout.write(`[${label}] ${line}\n`);
    };
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out(line);
      });
      stream.on('end', () => rest && out(rest));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Commands run side by side; the first failure's status, after all have finished. */
function together(parts: { label: string; cmd: string[] }[]): () => Promise<number> {
  return async () => {
    const codes = await Promise.all(
      parts.map(async ({ label, cmd }) => {
        const started = Date.now();
        const code = await prefixed(label, cmd, {});
        console.log(`${code === 0 ? '✔' : '✖'} ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
        return code;
      }),
    );
    return codes.find((code) => code !== 0) ?? 0;
  };
}

/** Arguments after `--` go to Playwright: `npm test -- browser -- e2e/wallet.spec.ts`. */
function playwrightArgs(): string[] {
  const argv = process.argv.slice(2);
  const dash = argv.indexOf('--');
  return dash === -1 ? [] : argv.slice(dash + 1);
}

const DURATIONS = path.join(import.meta.dirname, '../e2e/durations.json');

function specFiles(): string[] {
  return readdirSync(path.join(import.meta.dirname, '../e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `e2e/${name}`)
    .sort();
}

async function browserTests(): Promise<number> {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  const dist = mkdtempSync(path.join(tmpdir(), 'laundry-e2e-web-'));
  buildWeb(dist);
  // Spec files or options named after `--` go to Playwright as given, split by its own --shard.
  const given = playwrightArgs();
  const durations = JSON.parse(readFileSync(DURATIONS, 'utf8')) as Durations;
  const parts = given.length
    ? Array.from({ length: shards }, (_, i) => [`--shard=${i + 1}/${shards}`, ...given])
    : balanceShards(specFiles(), durations, shards).filter((files) => files.length > 0);
  const took: Durations = {};
  const codes = await Promise.all(
    parts.map((args, i) => {
      const base = 10 * i;
      return prefixed(
        `browser ${i + 1}/${parts.length}`,
        ['npx', 'playwright', 'test', ...args],
        {
          E2E_API_PORT: String(4310 + base),
          E2E_WEB_PORT: String(3310 + base),
          E2E_SMS_PORT: String(4319 + base),
          E2E_WA_PORT: String(4318 + base),
          E2E_RZP_PORT: String(4317 + base),
          E2E_WEB_DIST: dist,
          E2E_WEB_BUILT: '1',
        },
        (line) => {
          const timed = timedLine(line);
          if (timed) took[timed.file] = Math.round(((took[timed.file] ?? 0) + timed.seconds) * 10) / 10;
        },
      );
    }),
  );
  if (process.env.E2E_RECORD_DURATIONS === '1' && !given.length) {
    const sorted = Object.fromEntries(Object.entries(took).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(DURATIONS, `${JSON.stringify(sorted, null, 2)}\n`);
  }
  return codes.find((code) => code !== 0) ?? 0;
}

const pgUrl = process.env.TEST_DATABASE_URL;
const steps: Step[] = [
  {
    name: 'typecheck, lint and unit tests',
    run: together([
      { label: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
      { label: 'lint', cmd: ['npm', 'run', 'lint'] },
      { label: 'unit tests', cmd: ['npx', 'vitest', 'run', '--project', 'unit'] },
    ]),
  },
  { name: 'API tests on SQLite', run: command(['npx', 'vitest', 'run', '--project', 'api'], { TEST_DATABASE_URL: '' }) },
];
if (pgUrl) steps.push({ name: 'API tests on PostgreSQL', run: command(['npx', 'vitest', 'run', '--project', 'api'], { TEST_DATABASE_URL: pgUrl }) });
else console.log('TEST_DATABASE_URL is not set: the PostgreSQL pass of the API tests is skipped.');
steps.push({ name: 'browser tests', run: browserTests });

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const only = dash === -1 ? args : args.slice(0, dash);
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const status = await step.run();
  if (status !== 0) {
    console.error(`\n✖ ${step.name} failed`);
    process.exit(status);
  }
  console.log(`✔ ${step.name} (${Math.round((Date.now() - started) / 1000)} s)`);
}

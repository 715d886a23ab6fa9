/**
 * npm test: every test the project has, in order of cost. The API suite runs on SQLite and,
 * when TEST_DATABASE_URL names a PostgreSQL database, again on PostgreSQL. The browser suite is
 * split into E2E_SHARDS parts (default 2) run side by side, each against its own server and
 * database on its own ports, sharing one web build: most of a browser test is waiting on the page.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWeb } from './build-web';

interface Step {
  name: string;
  run: () => Promise<number>;
}

function command(cmd: string[], env: Record<string, string> = {}): () => Promise<number> {
  return () => Promise.resolve(spawnSync(cmd[0]!, cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1);
}

/** Runs a command with each output line prefixed, so side-by-side shards stay readable. */
function prefixed(label: string, cmd: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd[0]!, cmd.slice(1), { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${label}] ${rest}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Arguments after `--` go to Playwright: `npm test -- browser -- e2e/wallet.spec.ts`. */
function playwrightArgs(): string[] {
  const argv = process.argv.slice(2);
  const dash = argv.indexOf('--');
  return dash === -1 ? [] : argv.slice(dash + 1);
}

async function browserTests(): Promise<number> {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  const dist = mkdtempSync(path.join(tmpdir(), 'laundry-e2e-web-'));
  buildWeb(dist);
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, i) => {
      const base = 10 * i;
      return prefixed(`browser ${i + 1}/${shards}`, ['npx', 'playwright', 'test', `--shard=${i + 1}/${shards}`, ...playwrightArgs()], {
        E2E_API_PORT: String(4310 + base),
        E2E_WEB_PORT: String(3310 + base),
        E2E_SMS_PORT: String(4319 + base),
        E2E_WA_PORT: String(4318 + base),
        E2E_RZP_PORT: String(4317 + base),
        E2E_WEB_DIST: dist,
        E2E_WEB_BUILT: '1',
      });
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

const pgUrl = process.env.TEST_DATABASE_URL;
const steps: Step[] = [
  { name: 'typecheck', run: command(['npm', 'run', 'typecheck']) },
  { name: 'lint', run: command(['npm', 'run', 'lint']) },
  { name: 'unit tests', run: command(['npx', 'vitest', 'run', '--project', 'unit']) },
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

/**
 * npm test: every test the project has, in order of cost. The API suite runs on SQLite and,
 * when TEST_DATABASE_URL names a PostgreSQL database, again on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
}

const pgUrl = process.env.TEST_DATABASE_URL;
const steps: Step[] = [
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'unit tests', cmd: ['npx', 'vitest', 'run', '--project', 'unit'] },
  { name: 'API tests on SQLite', cmd: ['npx', 'vitest', 'run', '--project', 'api'], env: { TEST_DATABASE_URL: '' } },
];
if (pgUrl) steps.push({ name: 'API tests on PostgreSQL', cmd: ['npx', 'vitest', 'run', '--project', 'api'], env: { TEST_DATABASE_URL: pgUrl } });
else console.log('TEST_DATABASE_URL is not set: the PostgreSQL pass of the API tests is skipped.');
steps.push({ name: 'browser tests', cmd: ['npx', 'playwright', 'test'] });

const only = process.argv.slice(2);
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.cmd[0]!, step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${Math.round((Date.now() - started) / 1000)} s)`);
}

/** The app as npm start serves it, freshly built, on a fresh database, for the browser tests. */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../apps/server/src/config';
import { sqlitePath } from '../apps/server/src/db/database';
import { main } from '../apps/server/src/main';

const url = process.env.DATABASE_URL ?? '';
if (url.startsWith('file:')) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqlitePath(url)}${suffix}`, { force: true });
}
const outDir = process.env.WEB_DIST;
if (outDir) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', '--outDir', outDir], {
    cwd: path.join(REPO_ROOT, 'apps/web'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await main({ web: true });

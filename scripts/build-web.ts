import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../apps/server/src/config';

const WEB_DIR = path.join(REPO_ROOT, 'apps/web');

/** Builds the web app with Vite (brotli/gzip copies included, by its precompress plugin), into dist/ or the given folder. */
export function buildWeb(outDir?: string): void {
  const args = ['vite', 'build', '--logLevel', 'warn', ...(outDir ? ['--emptyOutDir', '--outDir', outDir] : [])];
  // Always a production build: an inherited NODE_ENV of test or development would ship React's
  // development build (slower, and double effects under StrictMode) to browser tests and the bench.
  const result = spawnSync('npx', args, { cwd: WEB_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../apps/server/src/config';

const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Brotli and gzip copies beside every text file of the build, made once here at the highest
 * levels, so the web server hands phones the small file without compressing on each request.
 */
export function precompress(dir: string): number {
  let made = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      made += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    made += 1;
  }
  return made;
}

/** Builds the web app with Vite, into its default dist/ or the given folder. */
export function buildWeb(outDir?: string): void {
  const args = ['vite', 'build', '--logLevel', 'warn', ...(outDir ? ['--emptyOutDir', '--outDir', outDir] : [])];
  // Always a production build: an inherited NODE_ENV of test or development would ship React's
  // development build (slower, and double effects under StrictMode) to browser tests and the bench.
  const result = spawnSync('npx', args, { cwd: WEB_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  precompress(outDir ?? path.join(WEB_DIR, 'dist'));
}

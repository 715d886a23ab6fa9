/**
 * The Home page's first-load JavaScript: builds the web app with a Vite manifest into a
 * temporary folder and adds up the gzipped size of the entry chunk and every chunk it imports
 * statically (what the browser fetches before Home can render). Lazy pages are not counted.
 *
 *   npx tsx bench/web-bundle.ts            builds, then prints the figure
 *   measureHomeBundle({ outDir })          reads an existing build made with --manifest
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIR = path.join(REPO_ROOT, 'apps/web');

/** Home's first-load JavaScript budget (gzipped KB): a phone on a slow network waits for all of it. */
export const HOME_JS_LIMIT_KB = 120;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface HomeBundle {
  gzipKb: number;
  limitKb: number;
  files: { file: string; gzipKb: number }[];
}

function build(outDir: string): void {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--emptyOutDir', '--manifest', '--outDir', outDir], {
    cwd: WEB_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
}

/** The entry chunk's key and every chunk reachable from it through static imports. */
export function firstLoadChunks(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('The manifest has no index.html entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen];
}

function gzipKb(file: string): number {
  // zlib default level 6, what a server compressing on the fly sends; rounded to 0.01 KB.
  return Math.round((gzipSync(readFileSync(file), { level: 6 }).length / 1024) * 100) / 100;
}

export async function measureHomeBundle(options: { outDir?: string } = {}): Promise<HomeBundle> {
  const own = !options.outDir;
  const outDir = options.outDir ?? mkdtempSync(path.join(tmpdir(), 'laundry-web-bundle-'));
  try {
    const manifestPath = path.join(outDir, '.vite/manifest.json');
    if (own || !existsSync(manifestPath)) build(outDir);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const files = firstLoadChunks(manifest)
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, gzipKb: gzipKb(path.join(outDir, file)) }));
    const total = Math.round(files.reduce((sum, f) => sum + f.gzipKb, 0) * 100) / 100;
    return { gzipKb: total, limitKb: HOME_JS_LIMIT_KB, files };
  } finally {
    if (own) rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureHomeBundle();
  for (const f of result.files) console.log(`  ${f.file.padEnd(44)} ${f.gzipKb.toFixed(2).padStart(8)} KB gzip`);
  const verdict = result.gzipKb <= result.limitKb ? 'within' : 'OVER';
  console.log(`Home first-load JS: ${result.gzipKb.toFixed(2)} KB gzip (limit ${result.limitKb} KB, ${verdict})`);
}

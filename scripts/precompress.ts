import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Every text file of a build that is worth compressing, deepest folders included. */
function compressibleFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...compressibleFiles(file));
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size >= MIN_BYTES) files.push(file);
  }
  return files;
}

/**
 * Brotli and gzip copies beside every text file of the build, made once at the highest levels,
 * so the web server hands phones the small file without compressing on each request.
 */
export function precompress(dir: string): number {
  const files = compressibleFiles(dir);
  for (const file of files) {
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
  return files.length;
}

/** Files of a build that lack a brotli or gzip copy (a build made before copies were part of it). */
export function missingCompressedCopies(dir: string): string[] {
  return compressibleFiles(dir).filter((file) => !existsSync(`${file}.br`) || !existsSync(`${file}.gz`));
}

import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { missingCompressedCopies, precompress } from './precompress';

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export interface WebBuildPlaces {
  /** apps/web */
  webDir: string;
  /** the shared package's sources, which the web app bundles too */
  sharedDir: string;
  distDir: string;
}

/**
 * What npm start does before serving: build when there is no build or a source is newer than it;
 * give an older build (made before its copies were part of every build) its brotli/gzip copies,
 * so the web app never goes out uncompressed.
 */
export function ensureWebBuild(places: WebBuildPlaces, build: () => void, force = false): 'built' | 'compressed' | 'fresh' {
  const built = path.join(places.distDir, 'index.html');
  const sources = [
    path.join(places.webDir, 'src'),
    path.join(places.webDir, 'public'),
    path.join(places.webDir, 'index.html'),
    path.join(places.webDir, 'vite.config.ts'),
    places.sharedDir,
  ].filter(existsSync);
  if (force || !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs) {
    build();
    return 'built';
  }
  if (missingCompressedCopies(places.distDir).length > 0) {
    precompress(places.distDir);
    return 'compressed';
  }
  return 'fresh';
}

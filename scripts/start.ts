/**
 * npm start: builds the web app when its sources changed, then migrates, seeds and serves
 * the API (API_PORT, default 4000) and the web app (WEB_PORT, default 3000).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../apps/server/src/config';
import { main } from '../apps/server/src/main';
import { buildWeb } from './build-web';

const WEB = path.join(REPO_ROOT, 'apps/web');
const BUILT = path.join(WEB, 'dist/index.html');

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

function webIsStale(): boolean {
  if (!existsSync(BUILT)) return true;
  const sources = [
    path.join(WEB, 'src'),
    path.join(WEB, 'public'),
    path.join(WEB, 'index.html'),
    path.join(WEB, 'vite.config.ts'),
    path.join(REPO_ROOT, 'packages/shared/src'),
  ];
  return Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(BUILT).mtimeMs;
}

if (process.argv.includes('--rebuild') || webIsStale()) {
  console.log('Building the web app…');
  buildWeb();
}

await main({ web: true });

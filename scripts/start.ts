/**
 * npm start: builds the web app when its sources changed, then migrates, seeds and serves
 * the API (API_PORT, default 4000) and the web app (WEB_PORT, default 3000).
 */
import path from 'node:path';
import { REPO_ROOT } from '../apps/server/src/config';
import { main } from '../apps/server/src/main';
import { buildWeb } from './build-web';
import { ensureWebBuild } from './ensure-web-build';

const webDir = path.join(REPO_ROOT, 'apps/web');
const outcome = ensureWebBuild(
  { webDir, sharedDir: path.join(REPO_ROOT, 'packages/shared/src'), distDir: path.join(webDir, 'dist') },
  () => {
    console.log('Building the web app…');
    buildWeb();
  },
  process.argv.includes('--rebuild'),
);
if (outcome === 'compressed') console.log('Added the missing brotli/gzip copies to the web app build.');

await main({ web: true });

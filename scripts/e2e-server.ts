/** The app as npm start serves it, freshly built, on a fresh database, for the browser tests. */
import { rmSync } from 'node:fs';
import { sqlitePath } from '../apps/server/src/db/database';
import { main } from '../apps/server/src/main';
import { buildWeb } from './build-web';

const url = process.env.DATABASE_URL ?? '';
if (url.startsWith('file:') && process.env.KEEP_DATABASE !== '1') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqlitePath(url)}${suffix}`, { force: true });
}
if (process.env.WEB_DIST) buildWeb(process.env.WEB_DIST);
await main({ web: true });

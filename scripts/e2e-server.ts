/** The app as npm start serves it, on a fresh database, for the browser tests. */
import { rmSync } from 'node:fs';
import { sqlitePath } from '../apps/server/src/db/database';
import { main } from '../apps/server/src/main';

const url = process.env.DATABASE_URL ?? '';
if (url.startsWith('file:')) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqlitePath(url)}${suffix}`, { force: true });
}
await main({ web: true });

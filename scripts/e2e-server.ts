/** The app as npm start serves it, freshly built, on a fresh database, for the browser tests. */
import { rmSync } from 'node:fs';
import { sqlitePath } from '../apps/server/src/db/database';
import { main } from '../apps/server/src/main';
import { FakeMsg91 } from '../apps/server/src/test/fake-msg91';
import { buildWeb } from './build-web';

const url = process.env.DATABASE_URL ?? '';
if (url.startsWith('file:') && process.env.KEEP_DATABASE !== '1') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqlitePath(url)}${suffix}`, { force: true });
}
if (process.env.WEB_DIST) buildWeb(process.env.WEB_DIST);
// Reset codes go out through the real MSG91 client to a local stand-in (no test reaches the
// internet); tests read what it received from GET {MSG91_BASE_URL}/received.
const smsPort = Number(new URL(process.env.MSG91_BASE_URL ?? 'http://127.0.0.1:0').port);
if (process.env.SMS_PROVIDER === 'msg91') await new FakeMsg91().start(smsPort);
await main({ web: true });

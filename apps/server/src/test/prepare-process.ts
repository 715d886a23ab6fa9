/**
 * A process that opens DATABASE_URL, says "ready", and on "go" (stdin) migrates and seeds it as
 * start-up does: the start-up lock's test releases two at the same instant.
 */
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { prepareDatabase } from '../bootstrap';

const config = { ...loadConfig(), jwtSecret: 'x'.repeat(32) };
const log = { info: () => {}, error: (message: string) => console.error(message) };
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== 'go') continue;
  const database = await prepareDatabase(config, log as never);
  await database.close();
  console.log('done');
  process.exit(0);
}

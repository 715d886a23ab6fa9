import { parseArgs } from 'node:util';
import { BackupError } from '../db/backup';
import { createDatabase, migrateToLatest } from '../db/database';
import { restoreBackup } from '../db/restore';
import { withStartupLock } from '../db/startup-lock';
import { ConfigError, DATA_DIR, databaseUrl } from '../config';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

/**
 * npm run restore -- data/backups/laundry-20261202T203000Z.sqlite [--force]
 * Brings a backup back into the database DATABASE_URL names, then migrates it to this version.
 * It refuses a database that already holds data (unless --force), and a file that is cut short or
 * not this app's, before changing anything. Stop the app first (docs/running-in-production.md).
 */
async function run(): Promise<number> {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 1;
  }
  const url = databaseUrl();
  const file = positionals[0]!;
  const kind = await restoreBackup(url, file, { force: values.force === true });
  const database = createDatabase(url, { dataDir: DATA_DIR });
  try {
    await withStartupLock(database, () => migrateToLatest(database.db));
    const orders = await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`Restored ${file} (${kind}) and migrated it: ${Number(orders.n)} orders.`);
  } finally {
    await database.close();
  }
  return 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else if (error instanceof BackupError) console.error(`Restore refused: ${error.message}`);
    else console.error(error);
    process.exit(1);
  },
);

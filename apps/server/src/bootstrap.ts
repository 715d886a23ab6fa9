import type { FastifyBaseLogger } from 'fastify';
import { DATA_DIR, type Config } from './config';
import { createDatabase, migrateToLatest, type DatabaseHandle } from './db/database';
import { withStartupLock } from './db/startup-lock';
import { DEMO_ADMIN, DEMO_CUSTOMERS, seedDemoUsers, seedPrices } from './features/seed/seed';
import { seedDemoActivity } from './features/seed/demo-activity';

/** Opens the configured database, migrates it and seeds what an empty one needs. */
export async function prepareDatabase(config: Config, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Promise<DatabaseHandle> {
  const database = createDatabase(config.databaseUrl, { backgroundCheckpoints: true, dataDir: DATA_DIR });
  database.checkpointer?.once('failed', (error) => {
    log.error(`SQLite background checkpoints stopped (${error.message}); the server checkpoints for itself from now on.`);
  });
  // Several processes may start together: one migrates and seeds, the others then find it done.
  await withStartupLock(database, () => migrateAndSeed(database, config, log));
  return database;
}

async function migrateAndSeed(database: DatabaseHandle, config: Config, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Promise<void> {
  await migrateToLatest(database.db);
  if (await seedPrices(database.db)) log.info('Seeded the price list');
  if (config.env !== 'production') {
    const demo = await seedDemoUsers(database.db);
    if (demo) {
      await seedDemoActivity(database.db, demo.customerIds);
      // Logged once, on the start that created them; one record per account reads better than one escaped multi-line message.
      log.info(`Demo admin account created (not in production): phone ${DEMO_ADMIN.phone}, password ${DEMO_ADMIN.password}`);
      for (const c of DEMO_CUSTOMERS) log.info(`Demo customer account created (not in production): phone ${c.phone}, password ${c.password}`);
    }
  }
}

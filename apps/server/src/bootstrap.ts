import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { createDatabase, migrateToLatest, type DatabaseHandle } from './db/database';
import { DEMO_ADMIN, DEMO_CUSTOMERS, seedDemoUsers, seedPrices } from './features/seed/seed';
import { seedDemoActivity } from './features/seed/demo-activity';

/** Opens the configured database, migrates it and seeds what an empty one needs. */
export async function prepareDatabase(config: Config, log: Pick<FastifyBaseLogger, 'info'>): Promise<DatabaseHandle> {
  const database = createDatabase(config.databaseUrl, { backgroundCheckpoints: true });
  database.checkpointer?.once('failed', (error) => {
    console.error(`SQLite background checkpoints stopped (${error.message}); the server checkpoints for itself from now on.`);
  });
  await migrateToLatest(database.db);
  if (await seedPrices(database.db)) log.info('Seeded the price list');
  if (config.env !== 'production') {
    const demo = await seedDemoUsers(database.db);
    if (demo) {
      await seedDemoActivity(database.db, demo.customerIds);
      // Printed once, on the start that created them.
      console.log(
        [
          '',
          '  Demo accounts created (not in production):',
          `    admin     phone ${DEMO_ADMIN.phone}  password ${DEMO_ADMIN.password}`,
          ...DEMO_CUSTOMERS.map((c) => `    customer  phone ${c.phone}  password ${c.password}`),
          '',
        ].join('\n'),
      );
    }
  }
  return database;
}

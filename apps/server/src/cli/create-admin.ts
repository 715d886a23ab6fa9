import { parseArgs } from 'node:util';
import { signupBody } from '@laundry/shared/contracts/auth';
import { describeZodError } from '@laundry/shared/contracts/zod-error';
import { ConfigError, DATA_DIR, databaseUrl } from '../config';
import { createDatabase, migrateToLatest } from '../db/database';
import { UsersRepository } from '../features/auth/users.repository';
import { createUser } from '../features/seed/seed';

/**
 * npm run create-admin -- --name "Asha" --phone 9000000001 --password "Secret#123"
 * Creates an admin, or promotes the existing user with that phone, on whichever database
 * DATABASE_URL names. A command-line tool: its messages are its interface, so they go to
 * stdout and stderr as plain lines, not through the server's JSON logger.
 */
async function run(): Promise<number> {
  const { values } = parseArgs({
    options: { name: { type: 'string' }, phone: { type: 'string' }, password: { type: 'string' }, email: { type: 'string' } },
  });
  // Only the database matters here: no JWT secret needed, so it runs in any environment.
  const database = createDatabase(databaseUrl(), { dataDir: DATA_DIR });
  try {
    await migrateToLatest(database.db);
    const users = new UsersRepository(database.db);
    const parsed = signupBody.safeParse({
      name: values.name ?? 'Admin',
      phone: values.phone ?? '',
      password: values.password ?? '',
      email: values.email,
    });
    const phoneOnly = signupBody.shape.phone.safeParse(values.phone ?? '');
    if (!phoneOnly.success) {
      console.error(`Error: ${describeZodError(phoneOnly.error)}`);
      return 1;
    }
    const existing = await users.findByPhone(phoneOnly.data);
    if (existing) {
      await users.setRole(existing.id, 'admin', new Date().toISOString());
      console.log(`Promoted ${existing.name} (${existing.phone}) to admin.`);
      return 0;
    }
    if (!parsed.success) {
      console.error(`Error: ${describeZodError(parsed.error)}`);
      console.error('Usage: npm run create-admin -- --name "Asha" --phone 9000000001 --password "Secret#123"');
      return 1;
    }
    await createUser(database.db, { ...parsed.data, role: 'admin' });
    console.log(`Created admin ${parsed.data.name} (${parsed.data.phone}).`);
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  },
);

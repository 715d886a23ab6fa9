import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '@laundry/shared/constants';
import { signupBody } from '@laundry/shared/contracts/auth';
import { describeZodError } from '@laundry/shared/contracts/zod-error';
import { ConfigError, DATA_DIR, databaseUrl } from '../config';
import { createDatabase, migrateToLatest } from '../db/database';
import type { Database } from '../db/schema';
import { UsersRepository } from '../features/auth/users.repository';
import { createUser } from '../features/seed/seed';

const USAGE = 'Usage: npm run create-admin -- [--role admin|rider] --name "Asha" --phone 9000000001 --password "Secret#123"';
const roleArg = z.enum(STAFF_ROLES, { error: '--role must be admin or rider' });

/**
 * npm run create-admin -- --name "Asha" --phone 9000000001 --password "Secret#123"
 * npm run create-admin -- --role rider --name "Ravi" --phone 9000000002 --password "Secret#123"
 * Creates an admin (or, with --role rider, a rider), or makes the existing user with that phone
 * one and switches them back on, on whichever database DATABASE_URL names. It never turns an
 * admin into a rider: that would be a quiet demotion (Settings → Staff switches admins off).
 * A command-line tool: its messages are its interface, so they go to stdout and stderr as plain
 * lines, not through the server's JSON logger.
 */
async function run(): Promise<number> {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
    },
  });
  const role = roleArg.safeParse(values.role ?? 'admin');
  if (!role.success) {
    console.error(`Error: ${describeZodError(role.error)}`);
    console.error(USAGE);
    return 1;
  }
  // Only the database matters here: no JWT secret needed, so it runs in any environment.
  const database = createDatabase(databaseUrl(), { dataDir: DATA_DIR });
  try {
    await migrateToLatest(database.db);
    return await createOrPromote(database.db, role.data, values);
  } finally {
    await database.close();
  }
}

async function createOrPromote(
  db: Kysely<Database>,
  role: StaffRole,
  values: { name?: string; phone?: string; password?: string; email?: string },
): Promise<number> {
  const users = new UsersRepository(db);
  const phoneOnly = signupBody.shape.phone.safeParse(values.phone ?? '');
  if (!phoneOnly.success) {
    console.error(`Error: ${describeZodError(phoneOnly.error)}`);
    return 1;
  }
  const existing = await users.findByPhone(phoneOnly.data);
  if (existing) {
    if (existing.role === 'admin' && role === 'rider') {
      console.error(`Error: ${existing.name} (${existing.phone}) is an admin; this tool does not make an admin a rider.`);
      return 1;
    }
    await users.makeStaff(existing.id, role, new Date().toISOString());
    console.log(`Promoted ${existing.name} (${existing.phone}) to ${role}${existing.active === 0 ? ', switched back on' : ''}.`);
    return 0;
  }
  const parsed = signupBody.safeParse({
    name: values.name ?? (role === 'admin' ? 'Admin' : 'Rider'),
    phone: values.phone ?? '',
    password: values.password ?? '',
    email: values.email,
  });
  if (!parsed.success) {
    console.error(`Error: ${describeZodError(parsed.error)}`);
    console.error(USAGE);
    return 1;
  }
  await createUser(db, { ...parsed.data, role });
  console.log(`Created ${role} ${parsed.data.name} (${parsed.data.phone}).`);
  return 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  },
);

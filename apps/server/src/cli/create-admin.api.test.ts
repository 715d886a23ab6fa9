import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type DatabaseHandle } from '../db/database';
import { verifyPassword } from '../features/auth/passwords';
import { createUser } from '../features/seed/seed';
import { run } from '../test/child-process';
import { createTestDatabase, uniquePhone } from '../test/harness';

/** `npm run create-admin`, exactly as the README gives it, against this file's own database. */
let database: DatabaseHandle;
let url: string;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, url, drop } = await createTestDatabase());
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const createAdmin = (args: string[], env: Record<string, string> = {}) =>
  run('npm', ['run', '--silent', 'create-admin', '--', ...args], { DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('hex'), ...env });

// Each case starts npm and tsx: generous time on a busy machine.
const SLOW = 90_000;

const userByPhone = (phone: string) => database.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();

describe('npm run create-admin', () => {
  it(
    'creates an admin who can then log in',
    async () => {
      const phone = uniquePhone();
      const result = await createAdmin(['--name', 'Asha', '--phone', `+91 ${phone}`, '--password', 'Secret#123']);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Created admin Asha');
      expect(result.stdout).not.toContain('Secret#123');
      const user = await userByPhone(phone);
      expect(user).toMatchObject({ name: 'Asha', role: 'admin', phone });
      expect(await verifyPassword(user!.passwordHash, 'Secret#123')).toBe(true);
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    },
    SLOW,
  );

  it(
    'promotes the user who has that phone, keeping the password',
    async () => {
      const phone = uniquePhone();
      await createUser(database.db, { name: 'Ravi', phone, password: 'Customer#123', role: 'customer' });
      // in production, from a shell that has the database URL but not the service's JWT secret
      const result = await createAdmin(['--phone', `0${phone}`], { NODE_ENV: 'production', JWT_SECRET: '' });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Promoted Ravi');
      const user = await userByPhone(phone);
      expect(user).toMatchObject({ name: 'Ravi', role: 'admin' });
      expect(await verifyPassword(user!.passwordHash, 'Customer#123')).toBe(true);
    },
    SLOW,
  );

  it(
    'refuses bad input with a message and exit code 1, creating nobody',
    async () => {
      const phone = uniquePhone();
      const weak = await createAdmin(['--name', 'Asha', '--phone', phone, '--password', 'short']);
      expect(weak.code).toBe(1);
      expect(weak.stderr).toMatch(/password must be at least 8 characters/);
      const badPhone = await createAdmin(['--name', 'Asha', '--phone', '12345', '--password', 'Secret#123']);
      expect(badPhone.code).toBe(1);
      expect(badPhone.stderr).toMatch(/phone/);
      expect(await userByPhone(phone)).toBeUndefined();
    },
    SLOW,
  );
});

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
    'creates a rider with --role rider, with the password given',
    async () => {
      const phone = uniquePhone();
      const result = await createAdmin(['--role', 'rider', '--name', 'Ravi', '--phone', phone, '--password', 'Rider#12345']);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Created rider Ravi');
      const user = await userByPhone(phone);
      expect(user).toMatchObject({ name: 'Ravi', role: 'rider', active: 1 });
      expect(await verifyPassword(user!.passwordHash, 'Rider#12345')).toBe(true);
    },
    SLOW,
  );

  it(
    'makes an existing customer a rider, switches a switched-off admin back on, and never makes an admin a rider',
    async () => {
      const customerPhone = uniquePhone();
      await createUser(database.db, { name: 'Kiran', phone: customerPhone, password: 'Customer#123', role: 'customer' });
      const promoted = await createAdmin(['--role', 'rider', '--phone', customerPhone]);
      expect(promoted.code, promoted.stderr).toBe(0);
      expect(promoted.stdout).toContain('Promoted Kiran');
      expect(await userByPhone(customerPhone)).toMatchObject({ role: 'rider', active: 1 });

      const adminPhone = uniquePhone();
      const adminId = await createUser(database.db, { name: 'Off Admin', phone: adminPhone, password: 'Admin#12345', role: 'admin' });
      await database.db.updateTable('users').set({ active: 0 }).where('id', '=', adminId).execute();
      const demote = await createAdmin(['--role', 'rider', '--phone', adminPhone]);
      expect(demote.code).toBe(1);
      expect(demote.stderr).toMatch(/is an admin/);
      expect(await userByPhone(adminPhone)).toMatchObject({ role: 'admin', active: 0 });
      const back = await createAdmin(['--phone', adminPhone]);
      expect(back.code, back.stderr).toBe(0);
      expect(back.stdout).toContain('switched back on');
      expect(await userByPhone(adminPhone)).toMatchObject({ role: 'admin', active: 1 });
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
      const badRole = await createAdmin(['--role', 'customer', '--name', 'Asha', '--phone', phone, '--password', 'Secret#123']);
      expect(badRole.code).toBe(1);
      expect(badRole.stderr).toMatch(/--role must be admin or rider/);
      expect(await userByPhone(phone)).toBeUndefined();
    },
    SLOW,
  );
});

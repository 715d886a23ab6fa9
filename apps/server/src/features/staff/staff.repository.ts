import type { Db, Trx } from '../../db/db';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { STAFF_ROLES } from '@laundry/shared/constants';
import type { Dialect } from '../../db/database';
import type { Database, UsersTable } from '../../db/schema';
import { updatePasswordAndRevoke } from '../auth/auth.public';

/** What the Staff list shows of an account: never its password hash or token version. */
export type StaffRow = Pick<Selectable<UsersTable>, 'id' | 'name' | 'phone' | 'role' | 'active' | 'createdAt'>;

const STAFF_COLUMNS = ['id', 'name', 'phone', 'role', 'active', 'createdAt'] as const;

/** The shop's admins and riders (docs/decisions/0048): the users table, seen from Settings → Staff. */
export class StaffRepository {
  constructor(
    readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** Admins first, then riders; each in the order they were added. */
  list(): Promise<StaffRow[]> {
    return this.db
      .selectFrom('users')
      .select(STAFF_COLUMNS)
      .where('role', 'in', STAFF_ROLES)
      .orderBy('role', 'asc')
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  /** As list, with when each last signed in (null: never). */
  listWithSignIns(): Promise<(StaffRow & Pick<Selectable<UsersTable>, 'lastSignInAt'>)[]> {
    return this.db
      .selectFrom('users')
      .select([...STAFF_COLUMNS, 'lastSignInAt'])
      .where('role', 'in', STAFF_ROLES)
      .orderBy('role', 'asc')
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  /** A new password for the account; every token it holds ends. */
  setPassword(id: string, passwordHash: string, now: string): Promise<void> {
    return updatePasswordAndRevoke(this.db, id, passwordHash, now);
  }

  findMember(id: string): Promise<StaffRow | undefined> {
    return this.find(this.db, id);
  }

  /** A staff account by id; a customer's id finds nothing. */
  find(db: Db, id: string): Promise<StaffRow | undefined> {
    return db.selectFrom('users').select(STAFF_COLUMNS).where('id', '=', id).where('role', 'in', STAFF_ROLES).executeTakeFirst();
  }

  phoneExists(phone: string): Promise<boolean> {
    return this.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirst()
      .then((row) => row !== undefined);
  }

  async insert(user: Insertable<UsersTable>, db: Db = this.db): Promise<StaffRow> {
    return db.insertInto('users').values(user).returning(STAFF_COLUMNS).executeTakeFirstOrThrow();
  }

  /**
   * Inside a transaction: changes to who is an active admin take turns, so two admins switching
   * each other off at once cannot leave the shop with none. SQLite has one writer at a time
   * already; on PostgreSQL one advisory lock for the whole staff list (a shop has a handful).
   */
  async lockStaff(trx: Trx): Promise<void> {
    if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('staff:active-admins'))`.execute(trx);
  }

  /** Active admins other than `exceptId`, read under lockStaff. */
  async countOtherActiveAdmins(trx: Trx, exceptId: string): Promise<number> {
    const row = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'admin')
      .where('active', '=', 1)
      .where('id', '<>', exceptId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async rename(trx: Trx, id: string, name: string, now: string): Promise<void> {
    await trx.updateTable('users').set({ name, updatedAt: now }).where('id', '=', id).execute();
  }

  /** Switches an active account off and ends every token it holds; false when it was already off. */
  async switchOff(trx: Trx, id: string, now: string): Promise<boolean> {
    const result = await trx
      .updateTable('users')
      .set((eb) => ({ active: 0, tokenVersion: eb('tokenVersion', '+', 1), updatedAt: now }))
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Switches an account back on; its old tokens stay ended (the person logs in again). */
  async switchOn(trx: Trx, id: string, now: string): Promise<void> {
    await trx.updateTable('users').set({ active: 1, updatedAt: now }).where('id', '=', id).execute();
  }
}

import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Role, token version and whether switched on, of the accounts that still exist among `ids`. */
  findAccessByIds(ids: readonly string[]): Promise<Pick<UserRow, 'id' | 'role' | 'tokenVersion' | 'active'>[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('users').select(['id', 'role', 'tokenVersion', 'active']).where('id', 'in', ids).execute();
  }

  findByPhone(phone: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  /** The account a referral code belongs to (codes are stored in capitals). */
  findByReferralCode(code: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('referralCode', '=', code).executeTakeFirst();
  }

  /**
   * Gives an account older than referral codes its code, unless a concurrent request already did:
   * answers the code the account has afterwards. A clash with another account's code throws the
   * unique violation (the caller draws again).
   */
  async assignReferralCode(id: string, code: string, now: string): Promise<string | null> {
    const updated = await this.db
      .updateTable('users')
      .set({ referralCode: code, updatedAt: now })
      .where('id', '=', id)
      .where('referralCode', 'is', null)
      .returning('referralCode')
      .executeTakeFirst();
    if (updated) return updated.referralCode;
    const row = await this.db.selectFrom('users').select('referralCode').where('id', '=', id).executeTakeFirst();
    return row?.referralCode ?? null;
  }

  async insert(user: Insertable<UsersTable>): Promise<UserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  /** The user's own name, e-mail and/or language; answers the updated row, or undefined when the account is gone. */
  async updateProfile(
    id: string,
    changes: { name?: string; email?: string | null; language?: UserRow['language']; gstin?: string; messageChannel?: UserRow['messageChannel'] },
    now: string,
  ): Promise<UserRow | undefined> {
    return this.db
      .updateTable('users')
      .set({ ...changes, updatedAt: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** When the account last signed in (the Staff list shows it); updatedAt is left as it was. */
  async recordSignIn(id: string, now: string): Promise<void> {
    await this.db.updateTable('users').set({ lastSignInAt: now }).where('id', '=', id).execute();
  }

  /** Makes the account staff with `role` and switches it on (the create-admin tool: the owner's way back in). */
  async makeStaff(id: string, role: UserRow['role'], now: string): Promise<void> {
    await this.db.updateTable('users').set({ role, active: 1, updatedAt: now }).where('id', '=', id).execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

/** A new password ends every token; set through a code to the phone, it also claims a shop-made account. */
export async function updatePasswordAndRevoke(db: Kysely<Database>, id: string, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1), claimed: 1, updatedAt: now }))
    .where('id', '=', id)
    .execute();
}

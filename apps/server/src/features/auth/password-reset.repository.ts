import type { Kysely, Selectable } from 'kysely';
import type { Database, PasswordResetCodesTable } from '../../db/schema';

export type ResetCodeRow = Selectable<PasswordResetCodesTable>;

export class PasswordResetRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async countRequestsSince(phone: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('passwordResetCodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phone', '=', phone)
      .where('createdAt', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async countFailuresSince(phone: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('passwordResetFailures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phone', '=', phone)
      .where('createdAt', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A new code voids every earlier one for the phone. */
  async replaceCode(code: ResetCodeRow): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('passwordResetCodes')
        .set({ usedAt: code.createdAt })
        .where('phone', '=', code.phone)
        .where('usedAt', 'is', null)
        .execute();
      await trx.insertInto('passwordResetCodes').values(code).execute();
    });
  }

  latestLiveCode(phone: string, now: string, maxAttempts: number): Promise<ResetCodeRow | undefined> {
    return this.db
      .selectFrom('passwordResetCodes')
      .selectAll()
      .where('phone', '=', phone)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .where('attempts', '<', maxAttempts)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Spends one try atomically; false when the code had none left (parallel guesses included). */
  async spendAttempt(id: string, maxAttempts: number): Promise<boolean> {
    const result = await this.db
      .updateTable('passwordResetCodes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async markUsed(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('passwordResetCodes')
      .set({ usedAt: now })
      .where('id', '=', id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async recordFailure(id: string, phone: string, now: string): Promise<void> {
    await this.db.insertInto('passwordResetFailures').values({ id, phone, createdAt: now }).execute();
  }
}

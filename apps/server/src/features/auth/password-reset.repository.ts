import { type Trx, transaction } from '../../db/db';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database, PasswordResetCodesTable } from '../../db/schema';

export type ResetCodeRow = Selectable<PasswordResetCodesTable>;

/** What one phone's reset state looks like inside its lock. */
export interface PhoneResetState {
  /** Wrong guesses in the last 24 hours. */
  failures: number;
  /** Codes the customer (not an admin) asked for in the last hour. */
  customerRequests: number;
  /** Codes admins sent in the last hour. */
  adminRequests: number;
  /** The newest live code: unused, unexpired, with tries left. */
  live: ResetCodeRow | undefined;
}

/**
 * Every step of a password reset is one transaction holding a per-phone lock, so concurrent
 * requests for one phone are taken one at a time and each sees what the last one wrote
 * (docs/decisions/0028). PostgreSQL: a transaction-scoped advisory lock on the phone. SQLite:
 * Kysely runs one transaction at a time on its single connection, so the transaction is the lock.
 */
export class PasswordResetRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** Runs `step` with the phone's state, alone among the steps for that phone. */
  withPhoneLocked<T>(
    phone: string,
    since: { hour: string; day: string; now: string; maxAttempts: number },
    step: (state: PhoneResetState, tx: PhoneResetTx) => Promise<T>,
  ): Promise<T> {
    return transaction(this.db, async (trx) => {
      if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`reset:${phone}`}))`.execute(trx);
      const [failures, requests, live] = await Promise.all([
        trx
          .selectFrom('passwordResetFailures')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('phone', '=', phone)
          .where('createdAt', '>', since.day)
          .executeTakeFirstOrThrow(),
        trx
          .selectFrom('passwordResetCodes')
          .select(['issuedBy', (eb) => eb.fn.countAll<number>().as('n')])
          .where('phone', '=', phone)
          .where('createdAt', '>', since.hour)
          .groupBy('issuedBy')
          .execute(),
        trx
          .selectFrom('passwordResetCodes')
          .selectAll()
          .where('phone', '=', phone)
          .where('usedAt', 'is', null)
          .where('expiresAt', '>', since.now)
          .where('attempts', '<', since.maxAttempts)
          .orderBy('createdAt', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      const count = (admin: boolean) => requests.filter((r) => (r.issuedBy !== null) === admin).reduce((sum, r) => sum + Number(r.n), 0);
      return step({ failures: Number(failures.n), customerRequests: count(false), adminRequests: count(true), live }, new PhoneResetTx(trx));
    });
  }
}

/** The writes allowed inside a phone's lock. */
export class PhoneResetTx {
  constructor(private readonly trx: Trx) {}

  /** A new code voids every earlier one for the phone: one live code at a time. */
  async replaceCode(code: ResetCodeRow): Promise<void> {
    await this.trx
      .updateTable('passwordResetCodes')
      .set({ usedAt: code.createdAt })
      .where('phone', '=', code.phone)
      .where('usedAt', 'is', null)
      .execute();
    await this.trx.insertInto('passwordResetCodes').values(code).execute();
  }

  async spendAttempt(id: string): Promise<void> {
    await this.trx
      .updateTable('passwordResetCodes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async markUsed(id: string, now: string): Promise<void> {
    await this.trx.updateTable('passwordResetCodes').set({ usedAt: now }).where('id', '=', id).execute();
  }

  async recordFailure(id: string, phone: string, now: string): Promise<void> {
    await this.trx.insertInto('passwordResetFailures').values({ id, phone, createdAt: now }).execute();
  }
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What the go-live checklist reads beside the shop's settings (docs/decisions/0083). */
export class GoLiveRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async activePlans(): Promise<number> {
    const row = await this.db
      .selectFrom('plans')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('active', '=', 1)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async servedPincodes(): Promise<number> {
    const row = await this.db
      .selectFrom('serviceAreas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The password hashes of the active admins: none may be the demo one. */
  async adminHashes(): Promise<string[]> {
    const rows = await this.db.selectFrom('users').select('passwordHash').where('role', '=', 'admin').where('active', '=', 1).execute();
    return rows.map((row) => row.passwordHash);
  }
}

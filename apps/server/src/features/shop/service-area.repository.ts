import { transaction } from '../../db/db';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ClosedDate, ServiceAreaEntry } from '@laundry/shared/contracts/slots';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

/** The pincodes the shop reaches and the dates it is closed (docs/decisions/0048): each list is replaced whole. */
export class ServiceAreaRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect = 'sqlite',
  ) {}

  /**
   * Replacing a list is delete-all then insert: two replacements at once on PostgreSQL would each
   * delete only the rows they could see and leave a mixture of both lists (or a key clash), so
   * they take turns. SQLite's single writer already makes them take turns.
   */
  private async oneAtATime(trx: Transaction<Database>, list: string): Promise<void> {
    if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`shop:${list}`}))`.execute(trx);
  }

  async listPincodes(): Promise<ServiceAreaEntry[]> {
    const rows = await this.db.selectFrom('serviceAreas').selectAll().orderBy('pincode').execute();
    return rows.map((r) => ({ pincode: r.pincode, locality: r.locality, express: Number(r.express) === 1 }));
  }

  async replacePincodes(entries: readonly ServiceAreaEntry[]): Promise<void> {
    await transaction(this.db, async (trx) => {
      await this.oneAtATime(trx, 'service-areas');
      await trx.deleteFrom('serviceAreas').execute();
      if (entries.length > 0) {
        await trx
          .insertInto('serviceAreas')
          .values(entries.map((e) => ({ pincode: e.pincode, locality: e.locality, express: e.express ? 1 : 0 })))
          .execute();
      }
    });
  }

  async listClosedDates(): Promise<ClosedDate[]> {
    return this.db.selectFrom('closedDates').select(['date', 'label']).orderBy('date').execute();
  }

  async replaceClosedDates(dates: readonly ClosedDate[]): Promise<void> {
    await transaction(this.db, async (trx) => {
      await this.oneAtATime(trx, 'closed-dates');
      await trx.deleteFrom('closedDates').execute();
      if (dates.length > 0)
        await trx
          .insertInto('closedDates')
          .values(dates.map((d) => ({ date: d.date, label: d.label })))
          .execute();
    });
  }
}

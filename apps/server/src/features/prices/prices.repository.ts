import type { Insertable, Kysely, Selectable } from 'kysely';
import type { PriceCategory } from '@laundry/shared/constants';
import type { Database, PriceItemsTable } from '../../db/schema';

export type PriceRow = Selectable<PriceItemsTable>;

export class PricesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  all(): Promise<PriceRow[]> {
    return this.db.selectFrom('priceItems').selectAll().orderBy('category').orderBy('position').execute();
  }

  byName(name: string): Promise<PriceRow[]> {
    return this.db.selectFrom('priceItems').selectAll().where('name', '=', name).execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('priceItems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async update(
    category: PriceCategory,
    name: string,
    changes: Partial<Pick<PriceRow, 'name' | 'steamIron' | 'washIron' | 'dryClean'>>,
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('priceItems')
      .set({ ...changes, updatedAt: now })
      .where('category', '=', category)
      .where('name', '=', name)
      .execute();
  }

  /**
   * Inserts new rows at the end of their category and updates existing ones, all or nothing.
   * One INSERT … ON CONFLICT per row, so two admins adding the same item at once both succeed.
   */
  async upsertMany(rows: Omit<Insertable<PriceItemsTable>, 'position'>[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const last = await trx
          .selectFrom('priceItems')
          .select((eb) => eb.fn.max('position').as('p'))
          .where('category', '=', row.category)
          .executeTakeFirst();
        await trx
          .insertInto('priceItems')
          .values({ ...row, position: Number(last?.p ?? -1) + 1 })
          .onConflict((oc) =>
            oc
              .columns(['category', 'name'])
              .doUpdateSet({ steamIron: row.steamIron, washIron: row.washIron, dryClean: row.dryClean, updatedAt: row.updatedAt }),
          )
          .execute();
      }
    });
  }
}

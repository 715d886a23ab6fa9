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
    changes: Partial<Pick<PriceRow, 'name' | 'nameTe' | 'nameHi' | 'steamIron' | 'washIron' | 'dryClean'>>,
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('priceItems')
      .set({ ...changes, updatedAt: now })
      .where('category', '=', category)
      .where('name', '=', name)
      .execute();
  }

  /** Items still missing a Telugu or a Hindi name. */
  withoutNames(): Promise<Pick<PriceRow, 'category' | 'name' | 'nameTe' | 'nameHi'>[]> {
    return this.db
      .selectFrom('priceItems')
      .select(['category', 'name', 'nameTe', 'nameHi'])
      .where((eb) => eb.or([eb('nameTe', '=', ''), eb('nameHi', '=', '')]))
      .execute();
  }

  /**
   * Gives an item the names it lacks, never replacing one it has: each language is set only while
   * it is still '', so a name the shop typed meanwhile (or another process's fill) stays.
   */
  async fillNames(rows: { category: PriceCategory; name: string; nameTe: string; nameHi: string }[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        for (const column of ['nameTe', 'nameHi'] as const) {
          if (!row[column]) continue;
          await trx
            .updateTable('priceItems')
            .set(column === 'nameTe' ? { nameTe: row.nameTe } : { nameHi: row.nameHi })
            .where('category', '=', row.category)
            .where('name', '=', row.name)
            .where(column, '=', '')
            .execute();
        }
      }
    });
  }

  /**
   * Inserts new rows at the end of their category and updates existing ones, all or nothing.
   * One INSERT … ON CONFLICT per row, so two admins adding the same item at once both succeed.
   */
  async upsertMany(rows: Omit<Insertable<PriceItemsTable>, 'position'>[]): Promise<void> {
    // An existing row keeps its Telugu and Hindi names unless the row brings them.
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
            oc.columns(['category', 'name']).doUpdateSet({
              steamIron: row.steamIron,
              washIron: row.washIron,
              dryClean: row.dryClean,
              updatedAt: row.updatedAt,
              ...(row.nameTe !== undefined ? { nameTe: row.nameTe } : {}),
              ...(row.nameHi !== undefined ? { nameHi: row.nameHi } : {}),
            }),
          )
          .execute();
      }
    });
  }
}

import { type Db, transaction } from '../../db/db';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/audit.public';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { PriceCategory, Service } from '@laundry/shared/constants';
import type { PriceChangeAction } from '@laundry/shared/contracts/prices';
import type { Database, KgRatesTable, PriceChangesTable, PriceItemsTable } from '../../db/schema';

export type PriceRow = Selectable<PriceItemsTable>;
export type KgRateRow = Selectable<KgRatesTable>;
export type PriceChangeRow = Selectable<PriceChangesTable>;

/** Who changed the list: the admin's account and name as it was then. */
export interface PriceActor {
  id: string | null;
  name: string;
  role: string;
}

/** One change to record, with the row as it was and as it became (null: none). */
export interface PriceChange {
  action: PriceChangeAction;
  category: string;
  name: string;
  before: object | null;
  after: object | null;
}

type PriceChanges = Partial<Pick<PriceRow, 'name' | 'nameTe' | 'nameHi' | 'steamIron' | 'washIron' | 'dryClean' | 'category' | 'position'>>;

export class PricesRepository {
  constructor(readonly db: Kysely<Database>) {}

  all(db: Db = this.db): Promise<PriceRow[]> {
    return db.selectFrom('priceItems').selectAll().orderBy('category').orderBy('position').execute();
  }

  byName(name: string, db: Db = this.db): Promise<PriceRow[]> {
    return db.selectFrom('priceItems').selectAll().where('name', '=', name).execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('priceItems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async record(db: Db, actor: PriceActor, at: string, changes: readonly PriceChange[]): Promise<void> {
    if (changes.length === 0) return;
    // The audit trail's one row per change of the list (docs/decisions/0084); the history keeps each item's.
    const key = (c: PriceChange) => (c.category ? `${c.category}: ${c.name}` : c.name);
    await recordAudit(
      db,
      {
        action: 'prices.changed',
        entity: 'price-list',
        entityId: changes.length === 1 ? key(changes[0]!) : `${changes.length} items`,
        before: Object.fromEntries(changes.map((c) => [key(c), c.before])),
        after: Object.fromEntries(changes.map((c) => [key(c), c.after])),
        at: new Date(at),
      },
      actor.id === null ? null : { id: actor.id, role: actor.role },
    );
    // In slices: an import of 1,000 rows stays within both databases' limits on bound values.
    for (let from = 0; from < changes.length; from += 200) {
      await db
        .insertInto('priceChanges')
        .values(
          changes.slice(from, from + 200).map((c): Insertable<PriceChangesTable> => ({
            id: randomUUID(),
            at,
            actorId: actor.id,
            actorName: actor.name,
            action: c.action,
            category: c.category,
            name: c.name,
            before: c.before === null ? null : JSON.stringify(c.before),
            after: c.after === null ? null : JSON.stringify(c.after),
          })),
        )
        .execute();
    }
  }

  /** The list's changes, newest first, before the given one. */
  history(limit: number, before: { at: string; id: string } | null): Promise<PriceChangeRow[]> {
    let query = this.db.selectFrom('priceChanges').selectAll();
    if (before) query = query.where((eb) => eb.or([eb('at', '<', before.at), eb.and([eb('at', '=', before.at), eb('id', '<', before.id)])]));
    return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async nextPosition(db: Db, category: PriceCategory): Promise<number> {
    const last = await db
      .selectFrom('priceItems')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('category', '=', category)
      .executeTakeFirst();
    return Number(last?.p ?? -1) + 1;
  }

  async insert(db: Db, row: Insertable<PriceItemsTable>): Promise<void> {
    await db.insertInto('priceItems').values(row).execute();
  }

  async update(category: PriceCategory, name: string, changes: PriceChanges, now: string, db: Db = this.db): Promise<void> {
    await db
      .updateTable('priceItems')
      .set({ ...changes, updatedAt: now })
      .where('category', '=', category)
      .where('name', '=', name)
      .execute();
  }

  async remove(db: Db, category: PriceCategory, name: string): Promise<boolean> {
    const result = await db.deleteFrom('priceItems').where('category', '=', category).where('name', '=', name).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
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
    await transaction(this.db, async (trx) => {
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
   * Inserts a new row at the end of its category or updates an existing one. One INSERT … ON
   * CONFLICT per row, so two admins adding the same item at once both succeed.
   */
  async upsert(db: Db, row: Omit<Insertable<PriceItemsTable>, 'position'>): Promise<void> {
    // An existing row keeps its Telugu and Hindi names unless the row brings them.
    await db
      .insertInto('priceItems')
      .values({ ...row, position: await this.nextPosition(db, row.category) })
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

  kgRates(db: Db = this.db): Promise<KgRateRow[]> {
    return db.selectFrom('kgRates').selectAll().orderBy('service').execute();
  }

  async setKgRate(db: Db, row: KgRateRow): Promise<void> {
    await db
      .insertInto('kgRates')
      .values(row)
      .onConflict((oc) => oc.column('service').doUpdateSet({ rate: row.rate, minKgCenti: row.minKgCenti, updatedAt: row.updatedAt }))
      .execute();
  }

  async removeKgRate(db: Db, service: Service): Promise<boolean> {
    const result = await db.deleteFrom('kgRates').where('service', '=', service).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}

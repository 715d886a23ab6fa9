import type { Db, Trx } from '../../db/db';
import { sql, type Insertable } from 'kysely';
import type { OrderPhotosTable } from '../../db/schema';

export interface StoredPhoto {
  mime: string;
  bytes: Buffer;
}

/** The intake photos, kept in the database so every API process serves them (docs/decisions/0048). */
export const photosRepository = {
  /** Each order's photo ids in the order taken. */
  async idsFor(db: Db, orderIds: readonly string[]): Promise<Map<string, string[]>> {
    const byOrder = new Map<string, string[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .selectFrom('orderPhotos')
      .select(['id', 'orderId'])
      .where('orderId', 'in', orderIds)
      .orderBy('orderId')
      .orderBy('position')
      .execute();
    for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r.id]);
    return byOrder;
  },

  /** How many photos the order has, and where the next one goes. */
  async tally(trx: Trx, orderId: string): Promise<{ count: number; nextPosition: number }> {
    const row = await trx
      .selectFrom('orderPhotos')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')])
      .where('orderId', '=', orderId)
      .executeTakeFirst();
    const count = Number(row?.n ?? 0);
    return { count, nextPosition: count === 0 || row?.last == null ? 0 : Number(row.last) + 1 };
  },

  async insert(trx: Trx, photo: Insertable<OrderPhotosTable>): Promise<void> {
    await trx.insertInto('orderPhotos').values(photo).execute();
  },

  async find(db: Db, orderId: string, photoId: string): Promise<StoredPhoto | undefined> {
    const row = await db
      .selectFrom('orderPhotos')
      .select(['mime', 'bytes'])
      .where('orderId', '=', orderId)
      .where('id', '=', photoId)
      .executeTakeFirst();
    return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : undefined;
  },

  /**
   * The intake keeps exactly these photos, in this order: the order's others (retakes) go.
   * Positions are rewritten through negatives so the unique (order, position) is never crossed.
   */
  async keepOnly(trx: Trx, orderId: string, ids: readonly string[]): Promise<void> {
    let removal = trx.deleteFrom('orderPhotos').where('orderId', '=', orderId);
    if (ids.length > 0) removal = removal.where('id', 'not in', ids);
    await removal.execute();
    for (const [i, id] of ids.entries()) {
      await trx
        .updateTable('orderPhotos')
        .set({ position: -1 - i })
        .where('id', '=', id)
        .execute();
    }
    await trx
      .updateTable('orderPhotos')
      .set({ position: sql<number>`-${sql.ref('position')} - 1` })
      .where('orderId', '=', orderId)
      .where('position', '<', 0)
      .execute();
  },
};

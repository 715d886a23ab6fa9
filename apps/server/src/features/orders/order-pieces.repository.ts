import { updateOrder } from './order-writer';
import type { Db } from '../../db/db';
import type { Insertable, Selectable } from 'kysely';
import { formatTag, piecesOf } from '@laundry/shared/rules/tags';
import type { PiecesTable } from '../../db/schema';

export type PieceRow = Selectable<PiecesTable>;

/**
 * The order's pieces for its item lines (docs/decisions/0056), in the pricing's transaction: the
 * tag number is taken once (the counter row is locked by its UPDATE on PostgreSQL; SQLite has one
 * writer); a piece whose position still holds the same service and item keeps its tag and state.
 */
export async function syncPieces(
  db: Db,
  orderId: string,
  lines: readonly { service: string; item: string; qty: number }[],
  now: string,
): Promise<void> {
  const wanted = piecesOf(lines);
  const order = await db.selectFrom('orders').select('tagNumber').where('id', '=', orderId).executeTakeFirstOrThrow();
  let tagNumber = order.tagNumber;
  if (tagNumber === null) {
    if (wanted.length === 0) return;
    const counter = await db
      .updateTable('tagCounters')
      .set((eb) => ({ lastNumber: eb(eb.ref('lastNumber'), '+', 1) }))
      .where('name', '=', 'pieces')
      .returning('lastNumber')
      .executeTakeFirstOrThrow();
    tagNumber = Number(counter.lastNumber);
    await updateOrder(db, orderId, { tagNumber }, null);
  }
  const existing = await db.selectFrom('pieces').selectAll().where('orderId', '=', orderId).orderBy('idx').execute();
  const byIdx = new Map(existing.map((p) => [p.idx, p]));
  await db.deleteFrom('pieces').where('orderId', '=', orderId).where('idx', '>', wanted.length).execute();
  const added: Insertable<PiecesTable>[] = [];
  for (const [i, piece] of wanted.entries()) {
    const idx = i + 1;
    const kept = byIdx.get(idx);
    if (kept && kept.service === piece.service && kept.item === piece.item) continue;
    if (kept) {
      await db
        .updateTable('pieces')
        .set({ service: piece.service, item: piece.item, state: 'received', updatedAt: now })
        .where('orderId', '=', orderId)
        .where('idx', '=', idx)
        .execute();
    } else {
      added.push({ orderId, idx, tag: formatTag(tagNumber, idx), service: piece.service, item: piece.item, state: 'received', updatedAt: now });
    }
  }
  // New pieces go in a few statements, not one each: a line of qty 100,000 (the editor's limit)
  // took 20 s on PostgreSQL one by one. 500 rows × 7 values stays within both databases' limits.
  for (let from = 0; from < added.length; from += PIECES_PER_INSERT) {
    await db
      .insertInto('pieces')
      .values(added.slice(from, from + PIECES_PER_INSERT))
      .execute();
  }
}

const PIECES_PER_INSERT = 500;

import { lockOrder } from '../orders/orders.public';
import { recordEvents } from '../outbox/outbox.public';
import type { Db, Trx } from '../../db/db';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { OrderStatus } from '@laundry/shared/constants';
import type { ClaimStatus } from '@laundry/shared/contracts/care';
import type { ClaimsTable, Database, StainsTable } from '../../db/schema';
import { claimsQuery, STAIN_COLUMNS, type ClaimRow, type StainRow } from '../orders/orders.public';

/** What the care rules need of an order, read while holding its row. */
export interface LockedOrder {
  id: string;
  userId: string | null;
  status: OrderStatus;
  pricedAt: string | null;
  completedAt: string | null;
  total: number;
}

export interface ClaimListRow extends ClaimRow {
  orderNumber: string;
  userId: string | null;
  customerName: string;
  phone: string;
  completedAt: string | null;
  intakeAt: string | null;
  intakeNotes: string;
}

/** The only place with the stains' and claims' SQL (docs/decisions/0057). */
export class CareRepository {
  constructor(readonly db: Kysely<Database>) {}

  /**
   * Takes the order's row for the rest of the transaction by writing its version (every change
   * here changes what the order answers): PostgreSQL's row lock queues concurrent decisions on
   * one order, SQLite has one writer. Undefined when there is no such order.
   */
  async lockOrder(trx: Trx, id: string, now: string): Promise<LockedOrder | undefined> {
    const row = await lockOrder(trx, id, now);
    return row ? { ...row, total: Number(row.total) } : undefined;
  }

  orderOwner(id: string): Promise<{ userId: string | null } | undefined> {
    return this.db.selectFrom('orders').select('userId').where('id', '=', id).executeTakeFirst();
  }

  pieceOf(db: Db, orderId: string, tag: string): Promise<{ tag: string; service: string; item: string } | undefined> {
    return db.selectFrom('pieces').select(['tag', 'service', 'item']).where('orderId', '=', orderId).where('tag', '=', tag).executeTakeFirst();
  }

  /** Whether the piece has a stain still waiting for the customer (flagged after `cutoff`). */
  async hasPendingStain(trx: Trx, tag: string, cutoff: string): Promise<boolean> {
    const row = await trx
      .selectFrom('stains')
      .select('id')
      .where('tag', '=', tag)
      .where('status', '=', 'pending')
      .where('flaggedAt', '>', cutoff)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertStain(trx: Trx, stain: Insertable<StainsTable>): Promise<void> {
    await trx.insertInto('stains').values(stain).execute();
    await recordEvents(trx, [{ type: 'stain.flagged', stainId: stain.id, orderId: stain.orderId, at: stain.flaggedAt }]);
  }

  findStain(db: Db, id: string): Promise<StainRow | undefined> {
    return db.selectFrom('stains').select(STAIN_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /**
   * The customer's decision, taken only while the stain is pending and within its 24 hours
   * (flagged after `cutoff`): of two decisions at once, one changes the row, the other finds it decided.
   */
  async decide(trx: Trx, id: string, status: 'approved' | 'declined', now: string, cutoff: string): Promise<boolean> {
    const result = await trx
      .updateTable('stains')
      .set({ status, decidedAt: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('flaggedAt', '>', cutoff)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setPhoto(trx: Trx, id: string, photo: { mime: string; bytes: Buffer }): Promise<void> {
    await trx.updateTable('stains').set({ photoMime: photo.mime, photoBytes: photo.bytes }).where('id', '=', id).execute();
  }

  async photo(orderId: string, stainId: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
    const row = await this.db
      .selectFrom('stains')
      .select(['photoMime', 'photoBytes'])
      .where('orderId', '=', orderId)
      .where('id', '=', stainId)
      .executeTakeFirst();
    if (!row?.photoBytes || !row.photoMime) return undefined;
    return { mime: row.photoMime, bytes: Buffer.from(row.photoBytes) };
  }

  async hasOpenClaim(trx: Trx, tag: string): Promise<boolean> {
    return (await trx.selectFrom('claims').select('id').where('tag', '=', tag).where('status', '=', 'open').executeTakeFirst()) !== undefined;
  }

  async insertClaim(trx: Trx, claim: Insertable<ClaimsTable>): Promise<void> {
    await trx.insertInto('claims').values(claim).execute();
  }

  findClaim(db: Db, id: string): Promise<ClaimRow | undefined> {
    return claimsQuery(db).where('c.id', '=', id).executeTakeFirst();
  }

  /** Resolves an open claim, once: of two resolutions at once, one changes the row, the other finds it resolved. */
  async resolve(trx: Trx, id: string, patch: Updateable<ClaimsTable>): Promise<boolean> {
    const resolved = await trx
      .updateTable('claims')
      .set({ ...patch, status: 'resolved' })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returning(['orderId', 'resolvedAt'])
      .executeTakeFirst();
    if (!resolved) return false;
    // The resolution's time is the message's, as long as there is one (a resolution always sets it).
    if (resolved.resolvedAt) await recordEvents(trx, [{ type: 'claim.resolved', claimId: id, orderId: resolved.orderId, at: resolved.resolvedAt }]);
    return true;
  }

  async setRewashOrder(trx: Trx, claimId: string, orderId: string): Promise<void> {
    await trx.updateTable('claims').set({ rewashOrderId: orderId }).where('id', '=', claimId).execute();
  }

  /** The admin's Claims view, newest first, with what the shop knows of each order. */
  listClaims(status: ClaimStatus | undefined, limit: number, id?: string): Promise<ClaimListRow[]> {
    let query = this.db
      .selectFrom('claims as c')
      .innerJoin('orders as o', 'o.id', 'c.orderId')
      .leftJoin('orders as r', 'r.id', 'c.rewashOrderId')
      .selectAll('c')
      .select([
        'r.orderNumber as rewashOrderNumber',
        'o.orderNumber',
        'o.userId',
        'o.customerName',
        'o.phone',
        'o.completedAt',
        'o.intakeAt',
        'o.intakeNotes',
      ]);
    if (status) query = query.where('c.status', '=', status);
    if (id) query = query.where('c.id', '=', id);
    return query.orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
  }

  /** The intake photo ids of these orders, in the order taken. */
  async photoIdsOf(orderIds: readonly string[]): Promise<Map<string, string[]>> {
    const byOrder = new Map<string, string[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await this.db
      .selectFrom('orderPhotos')
      .select(['id', 'orderId'])
      .where('orderId', 'in', [...orderIds])
      .orderBy('orderId')
      .orderBy('position')
      .execute();
    for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r.id]);
    return byOrder;
  }

  /** Every stain flagged on these pieces. */
  stainsOn(tags: readonly string[]): Promise<StainRow[]> {
    if (tags.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('stains')
      .select(STAIN_COLUMNS)
      .where('tag', 'in', [...tags])
      .orderBy('flaggedAt')
      .orderBy('id')
      .execute();
  }
}

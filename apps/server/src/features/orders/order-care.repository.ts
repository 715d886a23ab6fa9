import type { Db } from '../../db/db';
import type { Selectable } from 'kysely';
import type { ClaimsTable, StainsTable } from '../../db/schema';
import type { ApprovedStain } from './order-pricing';

/** A stain as every order answer reads it: all but the photo's bytes. */
export type StainRow = Omit<Selectable<StainsTable>, 'photoBytes'>;
/** A claim with the number of the order its rewash made, if any. */
export type ClaimRow = Selectable<ClaimsTable> & { rewashOrderNumber: string | null };

export const STAIN_COLUMNS = [
  'id',
  'orderId',
  'tag',
  'service',
  'item',
  'kind',
  'note',
  'charge',
  'photoMime',
  'status',
  'flaggedBy',
  'flaggedAt',
  'decidedAt',
] as const satisfies readonly (keyof StainRow)[];

export function claimsQuery(db: Db) {
  return db.selectFrom('claims as c').leftJoin('orders as r', 'r.id', 'c.rewashOrderId').selectAll('c').select('r.orderNumber as rewashOrderNumber');
}

/**
 * The stains and claims of these orders, two queries however many orders (the order list's batch
 * load; docs/decisions/0057). Only orders with pieces can have either.
 */
export async function careOf(db: Db, orderIds: readonly string[]): Promise<{ stains: StainRow[]; claims: ClaimRow[] }> {
  if (orderIds.length === 0) return { stains: [], claims: [] };
  const ids = [...orderIds];
  const [stains, claims] = await Promise.all([
    db.selectFrom('stains').select(STAIN_COLUMNS).where('orderId', 'in', ids).orderBy('orderId').orderBy('flaggedAt').orderBy('id').execute(),
    claimsQuery(db).where('c.orderId', 'in', ids).orderBy('c.orderId').orderBy('c.createdAt').orderBy('c.id').execute(),
  ]);
  return { stains, claims };
}

/**
 * The order's approved stains with a charge, in the order flagged: the bill lines the pricing adds
 * (read in the pricing's transaction, so a decision and a re-pricing never miss each other).
 */
export async function approvedCharges(db: Db, orderId: string): Promise<ApprovedStain[]> {
  const rows = await db
    .selectFrom('stains')
    .select(['id', 'tag', 'service', 'charge'])
    .where('orderId', '=', orderId)
    .where('status', '=', 'approved')
    .where('charge', '>', 0)
    .orderBy('flaggedAt')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, charge: Number(r.charge) }));
}

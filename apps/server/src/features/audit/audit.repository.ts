import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { istDate } from '@laundry/shared/rules/ist';
import type { AuditAction } from '@laundry/shared/contracts/audit';
import type { Db } from '../../db/db';
import type { AuditLogTable, Database } from '../../db/schema';
import type { Actor } from '../../lib/actor';

export interface AuditRecord {
  action: AuditAction;
  entity: string;
  entityId: string;
  orderId?: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Defaults to now */
  at?: Date;
}

/**
 * Appends one row to the audit trail (docs/decisions/0084), in the caller's transaction, so it
 * commits or rolls back with the change it describes. `actor`: the request's account (null: the system).
 */
export async function recordAudit(db: Db, entry: AuditRecord, actor: Actor | null): Promise<void> {
  const at = entry.at ?? new Date();
  await db
    .insertInto('auditLog')
    .values({
      id: randomUUID(),
      at: at.toISOString(),
      day: istDate(at),
      actorId: actor?.id ?? null,
      actorRole: actor?.role ?? 'system',
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      orderId: entry.orderId ?? null,
      before: JSON.stringify(entry.before),
      after: JSON.stringify(entry.after),
    })
    .execute();
}

export type AuditRow = Selectable<AuditLogTable> & { actorName: string | null; orderNumber: string | null };

export interface AuditFilter {
  orderId?: string;
  day?: string;
  actorId?: string;
  /** Rows older than this (at, id) */
  before?: { at: string; id: string };
  limit: number;
}

/** Reads the trail; there is no update or delete of it anywhere in the app. */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(filter: AuditFilter): Promise<AuditRow[]> {
    let query = this.db
      .selectFrom('auditLog')
      .leftJoin('users', 'users.id', 'auditLog.actorId')
      .leftJoin('orders', 'orders.id', 'auditLog.orderId')
      .selectAll('auditLog')
      .select(['users.name as actorName', 'orders.orderNumber as orderNumber']);
    if (filter.orderId) query = query.where('auditLog.orderId', '=', filter.orderId);
    if (filter.day) query = query.where('auditLog.day', '=', filter.day);
    if (filter.actorId) query = query.where('auditLog.actorId', '=', filter.actorId);
    const after = filter.before;
    if (after) {
      query = query.where((eb) =>
        eb.or([eb('auditLog.at', '<', after.at), eb.and([eb('auditLog.at', '=', after.at), eb('auditLog.id', '<', after.id)])]),
      );
    }
    return query.orderBy('auditLog.at', 'desc').orderBy('auditLog.id', 'desc').limit(filter.limit).execute();
  }
}

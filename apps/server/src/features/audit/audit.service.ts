import type { AuditAction, AuditPage, AuditQuery } from '@laundry/shared/contracts/audit';
import { DomainError } from '../../domain-error';
import type { AuditRepository, AuditRow } from './audit.repository';

const PAGE = 50;

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function cursorOf(row: AuditRow): string {
  return Buffer.from(`${row.at}|${row.id}`).toString('base64url');
}

function readCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || Number.isNaN(Date.parse(at))) throw new DomainError('invalid_cursor', 'The cursor is not one this list gave.');
  return { at, id };
}

export class AuditService {
  constructor(private readonly repo: AuditRepository) {}

  async list(query: AuditQuery): Promise<AuditPage> {
    const rows = await this.repo.list({
      orderId: query.orderId,
      day: query.date,
      actorId: query.actor,
      before: query.cursor ? readCursor(query.cursor) : undefined,
      limit: PAGE + 1,
    });
    const page = rows.slice(0, PAGE);
    return {
      data: page.map((row) => ({
        _id: row.id,
        at: row.at,
        actor: row.actorId ? { _id: row.actorId, name: row.actorName ?? '', role: row.actorRole } : null,
        action: row.action as AuditAction,
        entity: row.entity,
        entityId: row.entityId,
        orderId: row.orderId,
        orderNumber: row.orderNumber,
        before: parseJson(row.before),
        after: parseJson(row.after),
      })),
      nextCursor: rows.length > PAGE ? cursorOf(page[page.length - 1]!) : null,
    };
  }
}

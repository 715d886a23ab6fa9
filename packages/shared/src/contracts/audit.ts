import { z } from 'zod';
import { isIsoDate } from '../rules/ist';

/** The audit trail (docs/decisions/0084): who changed money or an order, and how. */
export const AUDIT_ACTIONS = [
  'order.status',
  'order.pricing',
  'order.discount',
  'order.deleted',
  'payment.recorded',
  'payment.reversed',
  'statement.matched',
  'prices.changed',
  'settings.changed',
  'staff.changed',
  'pack.offered',
  'pack.changed',
  'pack.sold',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** null: the system (messages, schedules) */
  actor: z.object({ _id: z.string(), name: z.string(), role: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entityId: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const DATE_MESSAGE = 'The date is written YYYY-MM-DD.';

export const auditQuery = z.object({
  orderId: z.string().trim().min(1).max(100).optional(),
  /** The shop's (IST) day */
  date: z
    .string({ error: DATE_MESSAGE })
    .refine((v) => isIsoDate(v), { error: DATE_MESSAGE })
    .optional(),
  /** An account's id */
  actor: z.string().trim().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../db/schema';
import type { AuditRecord } from '../audit/audit.public';

type Row = Selectable<OrdersTable>;
type Field = keyof Row;

/*
 * What of an order's change goes into the audit trail (docs/decisions/0084): status, the bill's
 * figures and the discount. Business fields only: never the customer's name, phone or address,
 * so erasing a customer leaves the trail as it was. `paid` is left to the ledger's own rows.
 */
const STATUS: readonly Field[] = ['status'];
const DISCOUNT: readonly Field[] = ['discount'];
const PRICING: readonly Field[] = ['subtotal', 'tax', 'total', 'roundOff', 'expressWaiver', 'invoiceNumber', 'delivery', 'cgst', 'sgst', 'igst'];

function changed(before: Row, after: Row, fields: readonly Field[]): Field[] {
  return fields.filter((field) => before[field] !== after[field]);
}

function pick(row: Row, fields: readonly Field[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, row[field]]));
}

/** The audit rows of one change of an order row: one per kind of change, each with its fields before and after. */
export function auditOfChange(before: Row, after: Row): AuditRecord[] {
  const at = new Date(after.updatedAt);
  const base = { entity: 'order', entityId: after.id, orderId: after.id, at: Number.isNaN(at.getTime()) ? undefined : at };
  const records: AuditRecord[] = [];
  const status = changed(before, after, STATUS);
  if (status.length > 0) records.push({ ...base, action: 'order.status', before: pick(before, status), after: pick(after, status) });
  const discount = changed(before, after, DISCOUNT);
  const pricing = changed(before, after, PRICING);
  if (discount.length > 0) {
    const fields = [...discount, ...pricing];
    records.push({ ...base, action: 'order.discount', before: pick(before, fields), after: pick(after, fields) });
  } else if (pricing.length > 0) {
    records.push({ ...base, action: 'order.pricing', before: pick(before, pricing), after: pick(after, pricing) });
  }
  return records;
}

/** The audit row of an order's deletion: what the books knew of it. */
export function auditOfDeletion(row: Pick<Row, 'id' | 'orderNumber' | 'status' | 'total' | 'paid' | 'invoiceNumber'>): AuditRecord {
  return {
    action: 'order.deleted',
    entity: 'order',
    entityId: row.id,
    orderId: row.id,
    before: { orderNumber: row.orderNumber, status: row.status, total: row.total, paid: row.paid, invoiceNumber: row.invoiceNumber },
    after: {},
  };
}

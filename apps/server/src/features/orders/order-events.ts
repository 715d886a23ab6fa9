import type { Insertable, Selectable } from 'kysely';
import type { OrdersTable } from '../../db/schema';
import type { OutboxEvent } from '../outbox/outbox.public';

type Facts = Pick<
  Selectable<OrdersTable>,
  'id' | 'status' | 'invoiceNumber' | 'onTheWayAt' | 'notAvailableAt' | 'readyBy' | 'readyByNote' | 'readyByMovedAt' | 'updatedAt'
>;

/** The event of a new order row. */
export function bookedEvent(row: Insertable<OrdersTable>): OutboxEvent {
  return { type: 'order.booked', orderId: row.id, invoiced: Boolean(row.invoiceNumber), rewash: Boolean(row.rewashOf), at: row.createdAt };
}

/** What one change of an order row says happened: the row before and after it. */
export function changeEvents(before: Facts, after: Facts): OutboxEvent[] {
  const orderId = after.id;
  const at = after.updatedAt;
  const events: OutboxEvent[] = [];
  if (after.status !== before.status) events.push({ type: 'order.status-changed', orderId, from: before.status, to: after.status, at });
  if (after.invoiceNumber !== null && before.invoiceNumber === null) events.push({ type: 'order.priced', orderId, at });
  if (after.onTheWayAt !== null && after.onTheWayAt !== before.onTheWayAt) events.push({ type: 'order.rider-on-the-way', orderId, at });
  if (after.notAvailableAt !== null && after.notAvailableAt !== before.notAvailableAt) {
    events.push({ type: 'order.customer-not-available', orderId, at });
  }
  // A move says something new: it was moved again, or (two moves in one millisecond) to another time or reason.
  // Clearing the move (a new booking time) says nothing.
  const moved = after.readyByMovedAt;
  if (
    moved !== null &&
    (before.readyByMovedAt === null ||
      moved !== before.readyByMovedAt ||
      (after.readyBy !== null && before.readyBy !== null && after.readyBy !== before.readyBy) ||
      after.readyByNote !== before.readyByNote)
  ) {
    events.push({ type: 'order.ready-by-moved', orderId, at: moved });
  }
  return events;
}

import { randomBytes } from 'node:crypto';
import { onCommit, type Db } from '../../db/db';
import type { OutboxConsumer } from '../outbox/outbox-dispatcher';
import { messagesFor, type MessageDue } from './message-rules';

/**
 * With a payment gateway, "out for delivery" on an order with something due carries the link to
 * pay online (docs/decisions/0085): a message of its own, since a registered template's variables
 * cannot change.
 */
async function withPayLink(db: Db, due: MessageDue[], payOnline: boolean): Promise<MessageDue[]> {
  if (!payOnline) return due;
  return Promise.all(
    due.map(async (m) => {
      if (m.event !== 'out-for-delivery' || !m.orderId) return m;
      const order = await db.selectFrom('orders').select(['total', 'paid', 'pricedAt']).where('id', '=', m.orderId).executeTakeFirst();
      const owes = order !== undefined && order.pricedAt !== null && Number(order.total) > Number(order.paid);
      return owes ? { ...m, event: 'out-for-delivery-pay' as const } : m;
    }),
  );
}

export interface MessageConsumerOptions {
  payOnline?: boolean;
  /**
   * An order's status changed: skips what of its waiting messages lost its point (docs/decisions/0092),
   * through `db`, the delivery's transaction. Answers the orders touched.
   */
  sweep?: (orderId: string, db: Db) => Promise<string[]>;
  /** Told, once committed, which orders' waiting messages the sweep skipped. */
  swept?: (orderIds: string[]) => void;
}

/**
 * Writes the message rows the rules call for, pending for the worker, in the delivery's transaction;
 * `written` is told once they are committed. The row's unique key is the event's and the message's,
 * so an event delivered twice writes its message once.
 */
export function messageConsumer(written: () => void, options: MessageConsumerOptions = {}): OutboxConsumer {
  return {
    name: 'messages',
    async handle(event, db) {
      if (event.type === 'order.status-changed' && options.sweep) {
        const touched = await options.sweep(event.orderId, db);
        if (touched.length) onCommit(db, () => options.swept?.(touched));
      }
      const due = await withPayLink(db, messagesFor(event), options.payOnline ?? false);
      if (due.length === 0) return;
      await db
        .insertInto('messages')
        .values(
          due.map((m) => ({
            id: randomBytes(16).toString('hex'),
            event: m.event,
            orderId: m.orderId ?? null,
            ticketId: m.ticketId ?? null,
            paymentId: m.paymentId ?? null,
            stainId: m.stainId ?? null,
            claimId: m.claimId ?? null,
            dedupeKey: `outbox:${event.eventId}:${m.event}`,
            status: 'pending' as const,
            nextAttemptAt: m.at,
            createdAt: m.at,
            updatedAt: m.at,
          })),
        )
        .onConflict((oc) => oc.column('dedupeKey').doNothing())
        .execute();
      onCommit(db, written);
    },
  };
}

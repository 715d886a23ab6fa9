import { randomBytes } from 'node:crypto';
import { onCommit } from '../../db/db';
import type { OutboxConsumer } from '../outbox/outbox-dispatcher';
import { messagesFor } from './message-rules';

/**
 * Writes the message rows the rules call for, pending for the worker, in the delivery's transaction;
 * `written` is told once they are committed. The row's unique key is the event's and the message's,
 * so an event delivered twice writes its message once.
 */
export function messageConsumer(written: () => void): OutboxConsumer {
  return {
    name: 'messages',
    async handle(event, db) {
      const due = messagesFor(event);
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

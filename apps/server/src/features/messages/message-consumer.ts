import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OutboxConsumer } from '../outbox/outbox-dispatcher';
import { messagesFor } from './message-rules';

/**
 * Writes the message rows the rules call for, pending for the worker. The row's unique key is the
 * event's and the message's, so an event delivered twice writes its message once.
 */
export function messageConsumer(db: Kysely<Database>, written: () => void): OutboxConsumer {
  return {
    name: 'messages',
    async handle(event) {
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
      written();
    },
  };
}

import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/database';
import { createTestDatabase } from '../../test/harness';
import { OutboxDispatcher, type OutboxConsumer } from './outbox-dispatcher';
import type { OutboxEvent } from './outbox-events';
import { OutboxRepository, recordEvents } from './outbox.repository';

const quiet = { error: () => {}, warn: () => {} };

describe('the outbox dispatcher', () => {
  it('delivers each event once when two dispatchers (two API processes) work the same outbox', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await migrateToLatest(database.db);
      const events: OutboxEvent[] = Array.from({ length: 240 }, (_, i) => ({
        type: 'order.priced',
        orderId: `order-${i}`,
        at: new Date().toISOString(),
      }));
      for (let i = 0; i < events.length; i += 40) await recordEvents(database.db, events.slice(i, i + 40));

      const seen: string[][] = [[], []];
      const consumer = (n: number): OutboxConsumer => ({
        name: `counting-${n}`,
        async handle(event) {
          seen[n]!.push(event.type === 'order.priced' ? event.orderId : '');
          // Hand the connection over now and then, so the two really interleave.
          await new Promise<void>((resolve) => setImmediate(resolve));
        },
      });
      const dispatchers = [0, 1].map((n) => new OutboxDispatcher(new OutboxRepository(database.db, database.dialect), [consumer(n)], quiet));
      await Promise.all(dispatchers.map((d) => d.idle()));

      const all = [...seen[0]!, ...seen[1]!];
      expect(all).toHaveLength(events.length);
      expect(new Set(all).size).toBe(events.length);
      const left = await database.db.selectFrom('outbox').select('id').where('deliveredAt', 'is', null).execute();
      expect(left).toEqual([]);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('tries an event again after a consumer failed, and every consumer sees it again', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await migrateToLatest(database.db);
      await recordEvents(database.db, [{ type: 'ticket.staff-replied', ticketId: 't1', at: new Date().toISOString() }]);
      let clock = Date.now();
      const calls: string[] = [];
      let fail = true;
      const dispatcher = new OutboxDispatcher(
        new OutboxRepository(database.db, database.dialect),
        [
          { name: 'first', handle: async () => void calls.push('first') },
          {
            name: 'second',
            handle: async () => {
              calls.push('second');
              if (fail) throw new Error('down for a moment');
            },
          },
        ],
        quiet,
        { now: () => new Date(clock) },
      );
      await dispatcher.idle();
      expect(calls).toEqual(['first', 'second']);
      // Not due again until its retry time.
      await dispatcher.idle();
      expect(calls).toHaveLength(2);
      fail = false;
      clock += 60_000;
      await dispatcher.idle();
      expect(calls).toEqual(['first', 'second', 'first', 'second']);
      const row = await database.db.selectFrom('outbox').select(['attempts', 'deliveredAt', 'error']).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ attempts: 2, deliveredAt: expect.any(String), error: '' });
    } finally {
      await database.close();
      await drop();
    }
  });
});

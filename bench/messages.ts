/**
 * The outbox of customer messages (docs/decisions/0055), measured side by side:
 *  - what the order writer and its outbox add to a status change (docs/decisions/0067): the same
 *    status changes on two SQLite databases, one through the writer (row read, change, events) and
 *    one as the bare UPDATE a change cost before, taking turns, p50 of each;
 *  - how fast the outbox turns booking events into message rows, and how fast the worker sends
 *    them through the real WhatsApp Cloud client to a local stand-in for Graph's API.
 * Runs inside `npm run bench`; on its own: `npx tsx bench/messages.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { OrderStatus } from '@laundry/shared/constants';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../apps/server/src/db/database';
import type { Database } from '../apps/server/src/db/schema';
import { OrdersRepository } from '../apps/server/src/features/orders/orders.repository';
import { MessagesRepository } from '../apps/server/src/features/messages/messages.repository';
import { MessagesService } from '../apps/server/src/features/messages/messages.service';
import { MessageWorker } from '../apps/server/src/features/messages/message-worker';
import { WhatsAppCloudSender } from '../apps/server/src/features/messages/whatsapp-cloud-sender';
import { messageConsumer } from '../apps/server/src/features/messages/message-consumer';
import { OutboxDispatcher } from '../apps/server/src/features/outbox/outbox-dispatcher';
import { OutboxRepository } from '../apps/server/src/features/outbox/outbox.repository';
import { FakeMsg91 } from '../apps/server/src/test/fake-msg91';
import { seedOrders } from '../apps/server/src/test/seed-orders';

export const OUTBOX_TARGET_MS = 1;
export const WORKER_TARGET_PER_S = 200;

export interface MessagesFigure {
  changes: number;
  withOutboxP50Ms: number;
  withoutOutboxP50Ms: number;
  /** p50 with minus p50 without. */
  addedP50Ms: number;
  sent: number;
  /** Booking events the dispatcher turned into message rows, and how fast. */
  events: number;
  eventsPerSecond: number;
  /** Rows the worker finished: the sent ones and those it skipped (seeded cancelled orders). */
  handled: number;
  sendSeconds: number;
  perSecond: number;
}

const CYCLE: OrderStatus[] = ['In Progress', 'Delivering', 'Completed', 'Pending'];

async function freshDatabase(dir: string, name: string, orders: number, announce: boolean): Promise<DatabaseHandle> {
  const handle = createDatabase(`file:${path.join(dir, `${name}.sqlite`)}`);
  await migrateToLatest(handle.db);
  await seedOrders(handle.db, orders, null, { announce });
  return handle;
}

/** The status change as a bare UPDATE, without the writer's read and events: the side measured against. */
function bareStatusChange(db: Kysely<Database>) {
  return async (id: string, status: OrderStatus, at: string) => {
    await sql`update orders set status = ${status}, updated_at = ${at} where id = ${id}`.execute(db);
  };
}

async function orderIds(db: Kysely<Database>, count: number): Promise<string[]> {
  return (await db.selectFrom('orders').select('id').orderBy('id').limit(count).execute()).map((r) => r.id);
}

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureMessages(options: { changes?: number; messages?: number } = {}): Promise<MessagesFigure> {
  const changes = options.changes ?? 4000;
  const messages = options.messages ?? 2000;
  const dir = mkdtempSync(path.join(tmpdir(), 'laundry-bench-messages-'));
  const fake = await new FakeMsg91(() => ({
    status: 200,
    body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.${Math.random()}` }] },
  })).start();
  const handles: DatabaseHandle[] = [];
  try {
    const withOutbox = await freshDatabase(dir, 'with', 1000, false);
    const without = await freshDatabase(dir, 'without', 1000, false);
    handles.push(withOutbox, without);
    const writer = new OrdersRepository(withOutbox.db);
    const sides = [
      {
        change: (id: string, status: OrderStatus, at: string) => writer.updateStatus(id, status, at, null),
        ids: await orderIds(withOutbox.db, 1000),
        times: [] as number[],
      },
      { change: bareStatusChange(without.db), ids: await orderIds(without.db, 1000), times: [] as number[] },
    ];
    // Taking turns, so both sides see the same machine at the same moment.
    for (let i = 0; i < changes; i++) {
      for (const side of i % 2 === 0 ? sides : [...sides].reverse()) {
        const id = side.ids[i % side.ids.length]!;
        const status = CYCLE[Math.floor(i / side.ids.length) % CYCLE.length]!;
        const started = performance.now();
        await side.change(id, status, new Date().toISOString());
        side.times.push(performance.now() - started);
      }
    }
    const [a, b] = sides;
    const withP50 = p50(a!.times.slice(changes / 10));
    const withoutP50 = p50(b!.times.slice(changes / 10));

    // The outbox: fresh bookings' events turned into message rows by the dispatcher.
    const sending = await freshDatabase(dir, 'sending', messages, true);
    handles.push(sending);
    const dispatcher = new OutboxDispatcher(new OutboxRepository(sending.db, 'sqlite'), [messageConsumer(() => undefined)], console);
    const events = Number((await sql<{ n: number }>`select count(*) as n from outbox`.execute(sending.db)).rows[0]?.n ?? 0);
    const dispatching = performance.now();
    await dispatcher.idle();
    const dispatchSeconds = (performance.now() - dispatching) / 1000;

    // The worker: those rows, all due, sent to the stand-in.
    await sending.db
      .updateTable('messages')
      .set({ status: 'pending', nextAttemptAt: new Date(0).toISOString() })
      .execute();
    const repo = new MessagesRepository(sending.db, 'sqlite');
    const service = new MessagesService(
      repo,
      { whatsapp: new WhatsAppCloudSender({ token: 'bench', phoneNumberId: '1', apiBase: fake.baseUrl }), sms: null },
      { name: async () => 'Sri Lakshmi Laundry' },
      'http://localhost:3000',
    );
    const worker = new MessageWorker(repo, service, console);
    const before = fake.requests.length;
    const started = performance.now();
    const handled = await worker.tick();
    const seconds = (performance.now() - started) / 1000;
    const sent = fake.requests.length - before;
    return {
      changes,
      withOutboxP50Ms: withP50,
      withoutOutboxP50Ms: withoutP50,
      addedP50Ms: withP50 - withoutP50,
      sent,
      events,
      eventsPerSecond: events / dispatchSeconds,
      handled,
      sendSeconds: seconds,
      perSecond: sent / seconds,
    };
  } finally {
    for (const h of handles) await h.close();
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeMessages(f: MessagesFigure): string[] {
  const mark = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
  return [
    `outbox on a status change: p50 ${f.withOutboxP50Ms.toFixed(3)} ms through the order writer and its outbox, ${f.withoutOutboxP50Ms.toFixed(3)} ms as a bare UPDATE (${f.changes} changes each, side by side): adds ${f.addedP50Ms.toFixed(3)} ms (target < ${OUTBOX_TARGET_MS} ms): ${mark(f.addedP50Ms < OUTBOX_TARGET_MS)}`,
    `outbox dispatcher: ${f.events} booking events turned into message rows at ${Math.round(f.eventsPerSecond)} events/s`,
    `message worker: ${f.handled} rows, ${f.sent} of them sent to a local WhatsApp stand-in (the rest cancelled orders, skipped), in ${f.sendSeconds.toFixed(2)} s = ${Math.round(f.perSecond)} messages/s (target ≥ ${WORKER_TARGET_PER_S}/s): ${mark(f.perSecond >= WORKER_TARGET_PER_S)}`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of describeMessages(await measureMessages())) console.log(line);
}

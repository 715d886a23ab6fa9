import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import type { DeliveredEvent } from './outbox-events';
import { onOutboxWritten, type ClaimedEvent, type OutboxRepository } from './outbox.repository';

/**
 * Handles an event; it may see the same event again (at least once), so it must be idempotent. It
 * reads and writes through `db`, the delivery's transaction: what it writes commits together with
 * the event marked delivered (on SQLite, the one connection is that transaction's until it ends).
 */
export interface OutboxConsumer {
  name: string;
  handle(event: DeliveredEvent, db: Db): Promise<void>;
}

/** How long a claimed event is this dispatcher's: past it, another process takes it over. */
export const OUTBOX_LEASE_MS = 30_000;
const BATCH = 50;
/** A failed delivery is tried again after this, times the attempts so far (capped). */
const RETRY_MS = 5_000;
const MAX_RETRY_MS = 5 * 60_000;
const KEEP_DELIVERED_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const NUDGE_DELAY_MS = 25;

export interface OutboxDispatcherOptions {
  /** How often a round runs when nothing nudges it. */
  everyMs?: number;
  now?: () => Date;
}

/**
 * Delivers the outbox to its consumers (docs/decisions/0067), in every API process: claiming an
 * event leases it, so two processes never work on one event at once, and an event whose process
 * died is taken over when its lease ends. An event is marked delivered only after every consumer
 * handled it; a failure leaves it for a later round, and all consumers see it again.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private started = false;
  private stopped = false;
  private stopListening: (() => void) | null = null;
  private prunedAt = Number.NEGATIVE_INFINITY;
  private nudged: NodeJS.Timeout | null = null;
  private readonly everyMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly repo: OutboxRepository,
    private readonly consumers: readonly OutboxConsumer[],
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    options: OutboxDispatcherOptions = {},
  ) {
    this.everyMs = options.everyMs ?? 1000;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    this.started = true;
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
    this.stopListening = onOutboxWritten(() => this.nudge());
    void this.tick();
  }

  /**
   * Events were just committed here: deliver them in a moment rather than at the next round. The
   * moment gathers a burst of bookings into one round: one claim and one mark for all of them, where
   * a round per booking gave SQLite's one writer three more writes for each.
   */
  nudge(): void {
    if (!this.started || this.stopped || this.nudged) return;
    this.nudged = setTimeout(() => {
      this.nudged = null;
      if (this.stopped) return;
      if (this.running) this.again = true;
      else void this.tick();
    }, NUDGE_DELAY_MS);
    this.nudged.unref();
  }

  /** One round (or the one under way): every due event until none is left. Answers the events handled. */
  tick(): Promise<number> {
    this.running ??= this.round()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'outbox round failed');
        return 0;
      })
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.tick();
        }
      });
    return this.running;
  }

  /** Resolves once no round is under way and none is asked for: what was committed before is delivered. */
  async idle(): Promise<void> {
    // Once stopping, nothing more is started: the next process delivers the rest.
    while (!this.stopped) {
      await this.tick();
      // A nudge still waiting for its moment stands for events committed after the last claim: its
      // round runs now instead (waiting for its timer here would never let the timer run).
      if (this.nudged) {
        clearTimeout(this.nudged);
        this.nudged = null;
        continue;
      }
      if (!this.running && !this.again) return;
    }
  }

  private async round(): Promise<number> {
    let handled = 0;
    for (;;) {
      const at = this.now();
      // A read first: a round with nothing due (the poll, a message worker's round) writes nothing.
      if (!(await this.repo.anyDue(at.toISOString()))) break;
      const claimed = await this.deliverBatch(at);
      handled += claimed;
      // A short batch took all that was due; what is committed since nudges another round.
      if (claimed < BATCH || this.stopped) break;
    }
    // Forgetting old events is housekeeping: once in a while, not a write after every booking.
    const now = this.now().getTime();
    if (handled > 0 && now - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await this.repo.prune(new Date(now - KEEP_DELIVERED_MS).toISOString());
    }
    return handled;
  }

  /**
   * Claims a batch, hands it to the consumers and marks it, all in one transaction: one commit for
   * the batch and for what the consumers write, where SQLite's one writer is shared with the
   * bookings. A crash before the commit leaves the batch as it was, due again. Should the
   * transaction itself fail (on PostgreSQL a failed statement spoils it), the batch is delivered
   * again event by event, each consumer's writes on their own.
   */
  private async deliverBatch(at: Date): Promise<number> {
    const now = at.toISOString();
    const leaseUntil = new Date(at.getTime() + OUTBOX_LEASE_MS).toISOString();
    try {
      return await this.repo.transaction(async (trx) => {
        const claimed = await this.repo.claim(now, leaseUntil, BATCH, trx);
        await this.deliver(claimed, trx);
        return claimed.length;
      });
    } catch (error) {
      this.log.warn({ err: error }, 'an outbox batch could not be delivered in one transaction; delivering it event by event');
      const claimed = await this.repo.claim(now, leaseUntil, BATCH);
      await this.deliver(claimed, this.repo.db);
      return claimed.length;
    }
  }

  /**
   * In order: a booking's message is written before its pickup's. An event is marked delivered once
   * every consumer handled it; a failure makes it due again later, and every consumer sees it again.
   */
  private async deliver(claimed: readonly ClaimedEvent[], db: Db): Promise<void> {
    const done: string[] = [];
    for (const { id, attempts, event } of claimed) {
      try {
        for (const consumer of this.consumers) await consumer.handle(event, db);
        done.push(id);
      } catch (error) {
        const retryAt = new Date(this.now().getTime() + Math.min(RETRY_MS * attempts, MAX_RETRY_MS)).toISOString();
        this.log.warn({ err: error, event: id, type: event.type }, 'an outbox event could not be delivered; it will be tried again');
        await this.repo.failed(id, retryAt, error instanceof Error ? error.message : String(error), db);
      }
    }
    await this.repo.delivered(done, this.now().toISOString(), db);
  }

  /** On close: no further rounds; the one under way finishes. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    this.stopListening = null;
    if (this.nudged) clearTimeout(this.nudged);
    this.nudged = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

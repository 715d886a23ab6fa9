import type { FastifyBaseLogger } from 'fastify';
import type { DeliveredEvent } from './outbox-events';
import { onOutboxWritten, type OutboxRepository } from './outbox.repository';

/** Handles an event; it may see the same event again (at least once), so it must be idempotent. */
export interface OutboxConsumer {
  name: string;
  handle(event: DeliveredEvent): Promise<void>;
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
      if (!this.running && !this.again) return;
    }
  }

  private async round(): Promise<number> {
    let handled = 0;
    for (;;) {
      const at = this.now();
      const claimed = await this.repo.claim(at.toISOString(), new Date(at.getTime() + OUTBOX_LEASE_MS).toISOString(), BATCH);
      if (claimed.length === 0) break;
      // In order: a booking's message is written before its pickup's. A crash before the batch is
      // marked hands its events out again, which the consumers' keys make harmless.
      const done: string[] = [];
      for (const { id, attempts, event } of claimed) {
        try {
          for (const consumer of this.consumers) await consumer.handle(event);
          done.push(id);
        } catch (error) {
          const retryAt = new Date(this.now().getTime() + Math.min(RETRY_MS * attempts, MAX_RETRY_MS)).toISOString();
          this.log.warn({ err: error, event: id, type: event.type }, 'an outbox event could not be delivered; it will be tried again');
          await this.repo.failed(id, retryAt, error instanceof Error ? error.message : String(error));
        }
      }
      await this.repo.delivered(done, this.now().toISOString());
      handled += claimed.length;
      if (this.stopped) break;
    }
    // Forgetting old events is housekeeping: once in a while, not a write after every booking.
    const now = this.now().getTime();
    if (handled > 0 && now - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await this.repo.prune(new Date(now - KEEP_DELIVERED_MS).toISOString());
    }
    return handled;
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

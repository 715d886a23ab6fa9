import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../../realtime/domain-events';
import { addDays, istDate, istParts } from '@laundry/shared/rules/ist';
import type { MessagesRepository } from './messages.repository';
import type { MessagesService } from './messages.service';

/** How long a claimed row is this process's: past it, another process takes the row over. */
export const SEND_LEASE_MS = 60_000;
/** Rows claimed per round, and sent this many at a time (a provider answers in ~100 ms). */
const BATCH = 50;
const PARALLEL = 10;
/**
 * The whole click-to-send queue is swept this often; each round sweeps only what grew old, and a
 * status change its own order's (docs/decisions/0092).
 */
const SWEEP_ALL_EVERY_MS = 60_000;
/** The evening reminder for tomorrow's pickups goes from this IST hour (docs/decisions/0055). */
export const REMINDER_HOUR_IST = 19;

export interface MessageWorkerOptions {
  /** How often a round runs when nothing pokes it. */
  everyMs?: number;
  now?: () => Date;
  /** Told which orders' messages a round changed, for the admin's live view. */
  events?: DomainEvents;
  /** Runs before each round: the outbox's delivery, so the messages of changes committed before are there. */
  beforeRound?: () => Promise<void>;
}

/**
 * Sends the outbox (docs/decisions/0055), in every API process: rows are claimed atomically, so
 * processes share the work without a lease, and the reminder rows' unique key makes each reminder
 * one row however many processes add them.
 */
export class MessageWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = false;
  private sweptAllAt = Number.NEGATIVE_INFINITY;
  private readonly everyMs: number;
  private readonly now: () => Date;
  private readonly events: DomainEvents | undefined;
  private readonly beforeRound: (() => Promise<void>) | undefined;

  constructor(
    private readonly repo: MessagesRepository,
    private readonly service: MessagesService,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    options: MessageWorkerOptions = {},
  ) {
    this.everyMs = options.everyMs ?? 1000;
    this.now = options.now ?? (() => new Date());
    this.events = options.events;
    this.beforeRound = options.beforeRound;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
    void this.tick();
  }

  /** A change was just committed here: send its message now rather than at the next round. */
  poke(): void {
    if (this.stopped || !this.timer) return;
    if (this.running) this.again = true;
    else void this.tick();
  }

  /** One round (or the one under way): reminders due, then every due row until none is left. Answers the rows handled. */
  tick(): Promise<number> {
    this.running ??= this.round()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'message worker round failed');
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

  private async round(): Promise<number> {
    await this.beforeRound?.();
    // What waits for the shop's tap and lost its point leaves the queue (docs/decisions/0081).
    const now = this.now();
    const all = now.getTime() - this.sweptAllAt >= SWEEP_ALL_EVERY_MS;
    if (all) this.sweptAllAt = now.getTime();
    const swept = await this.service.sweepStale(all ? 'all' : 'old');
    if (swept.length) this.events?.emit('messagesChanged', { orderIds: [...new Set(swept)] });
    if (istParts(now).hour >= REMINDER_HOUR_IST) await this.repo.addReminders(addDays(istDate(now), 1), now.toISOString());
    let handled = 0;
    for (;;) {
      const at = this.now();
      const rows = await this.repo.claimDue(at.toISOString(), new Date(at.getTime() + SEND_LEASE_MS).toISOString(), BATCH);
      if (rows.length === 0 || this.stopped) return handled;
      for (let i = 0; i < rows.length; i += PARALLEL) {
        await Promise.all(
          rows.slice(i, i + PARALLEL).map((row) =>
            this.service.deliver(row).catch((error: unknown) => {
              // The row stays `sending` and is taken over when its lease ends: nothing is lost.
              this.log.warn({ err: error, message: row.id }, 'a message could not be handled; it will be tried again');
            }),
          ),
        );
      }
      handled += rows.length;
      const orderIds = [...new Set(rows.map((r) => r.orderId).filter((id): id is string => id !== null))];
      this.events?.emit('messagesChanged', { orderIds });
    }
  }

  /** On close: no further rounds; the one under way finishes (its rows are written, not left mid-send). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

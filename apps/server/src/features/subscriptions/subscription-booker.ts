import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SubscriptionsRepository } from './subscriptions.repository';
import type { SubscriptionsService } from './subscriptions.service';

export const BOOKER_LEASE = 'subscriptions';
/** The booker runs every hour… */
export const BOOKER_EVERY_MS = 60 * 60 * 1000;
/**
 * …in the one process holding the lease, taken for a little less than the hour so that it has
 * run out by the next round: whichever process asks first then takes it, and a process that
 * died holding it stops nobody for long.
 */
export const BOOKER_LEASE_MS = 55 * 60 * 1000;

/**
 * The subscription booker (docs/decisions/0046): at start and every hour, in whichever API
 * process holds the `subscriptions` lease. The unique (subscription, date) of the pickups is the
 * backstop should two processes ever overlap.
 */
export class SubscriptionBooker {
  /** This process's name in job_leases. */
  readonly holder = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly repo: SubscriptionsRepository,
    private readonly service: SubscriptionsService,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), BOOKER_EVERY_MS);
    this.timer.unref();
  }

  /** One round, unless one is still under way; a failure is logged and the next round tries again. */
  tick(now = new Date()): Promise<void> {
    this.running ??= this.round(now)
      .catch((error: unknown) => this.log.error({ err: error }, 'subscription booker failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async round(now: Date): Promise<void> {
    const until = new Date(now.getTime() + BOOKER_LEASE_MS).toISOString();
    if (!(await this.repo.takeLease(BOOKER_LEASE, this.holder, now.toISOString(), until))) return;
    const booked = await this.service.bookDue(now);
    if (booked > 0) this.log.info({ booked }, 'subscription pickups booked');
  }

  /** On close: no further rounds, the current one finished, the lease given back for the next process. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.repo.releaseLease(BOOKER_LEASE, this.holder).catch(() => undefined);
  }
}

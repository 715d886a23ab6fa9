import { onCommit, type Db } from '../../db/db';
import type { OutboxConsumer } from '../outbox/outbox.public';
import { PushRepository } from './push.repository';
import type { PushService } from './push.service';

/** A promise that slipped longer ago than this is not news any more (after a long stop, say). */
const LATE_NEWS_MS = 2 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60_000;

/**
 * The shop's alerts on its admins' phones (docs/decisions/0081): a new booking and a reported
 * payment as outbox consumers, a late order by a check each minute. Each alert's key is claimed
 * once (`staff_alerts`), so redelivery or several processes send it once.
 */
export class StaffAlerts {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private readonly sending = new Set<Promise<unknown>>();

  constructor(
    private readonly repo: PushRepository,
    private readonly push: PushService,
    private readonly log: { error: (obj: object, msg: string) => void },
    private readonly now: () => Date = () => new Date(),
  ) {}

  consumer(): OutboxConsumer {
    return {
      name: 'staff-alerts',
      // In the dispatcher's transaction: the alert is claimed with the batch, and sent only after it commits.
      handle: async (event, db) => {
        if (!this.push.enabled) return;
        // A customer's own booking; the shop's manual orders and rewashes are its own doing.
        if (event.type === 'order.booked' && !event.invoiced && !event.rewash)
          await this.alertAfterCommit(db, 'new-booking', event.orderId, `event:${event.eventId}`);
        if (event.type === 'payment.reported') await this.alertAfterCommit(db, 'payment-reported', event.orderId, `event:${event.eventId}`);
      },
    };
  }

  /** Alerts each order whose promise passed lately, once per promise (a moved promise that slips again alerts again). */
  checkLate(): Promise<number> {
    this.running ??= (async () => {
      if (!this.push.enabled) return 0;
      const now = this.now();
      let sent = 0;
      const since = new Date(now.getTime() - LATE_NEWS_MS).toISOString();
      for (const order of await this.repo.lateOrders(since, now.toISOString())) {
        if (await this.alert('late', order.id, `late:${order.id}:${order.readyBy}`)) sent += 1;
      }
      return sent;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(): void {
    if (!this.push.enabled) return;
    this.timer = setInterval(() => {
      this.checkLate().catch((error: unknown) => this.log.error({ err: error }, 'late alerts check failed'));
    }, CHECK_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    await this.settled();
  }

  private async alertAfterCommit(db: Db, alert: 'new-booking' | 'payment-reported', orderId: string, key: string): Promise<void> {
    const repo = new PushRepository(db);
    const order = await repo.orderFacts(orderId);
    if (!order || !(await repo.claimAlert(key, this.now().toISOString()))) return;
    onCommit(db, () => {
      const sent = this.push.alertStaff(alert, order).catch((error: unknown) => this.log.error({ err: error }, 'staff alert failed'));
      this.sending.add(sent);
      void sent.finally(() => this.sending.delete(sent));
    });
  }

  /** Resolves when the alerts handed to the push service so far are sent (tests, and a clean stop). */
  async settled(): Promise<void> {
    while (this.sending.size) await Promise.all([...this.sending]);
  }

  private async alert(alert: 'new-booking' | 'payment-reported' | 'late', orderId: string, key: string): Promise<boolean> {
    const order = await this.repo.orderFacts(orderId);
    if (!order) return false;
    if (!(await this.repo.claimAlert(key, this.now().toISOString()))) return false;
    await this.push.alertStaff(alert, order);
    return true;
  }
}

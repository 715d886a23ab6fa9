import type { OutboxConsumer } from '../outbox/outbox.public';
import type { PushRepository } from './push.repository';
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

  constructor(
    private readonly repo: PushRepository,
    private readonly push: PushService,
    private readonly log: { error: (obj: object, msg: string) => void },
    private readonly now: () => Date = () => new Date(),
  ) {}

  consumer(): OutboxConsumer {
    return {
      name: 'staff-alerts',
      handle: async (event) => {
        if (!this.push.enabled) return;
        // A customer's own booking; the shop's manual orders and rewashes are its own doing.
        if (event.type === 'order.booked' && !event.invoiced && !event.rewash)
          await this.alert('new-booking', event.orderId, `event:${event.eventId}`);
        if (event.type === 'payment.reported') await this.alert('payment-reported', event.orderId, `event:${event.eventId}`);
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
  }

  private async alert(alert: 'new-booking' | 'payment-reported' | 'late', orderId: string, key: string): Promise<boolean> {
    const order = await this.repo.orderFacts(orderId);
    if (!order) return false;
    if (!(await this.repo.claimAlert(key, this.now().toISOString()))) return false;
    await this.push.alertStaff(alert, order);
    return true;
  }
}

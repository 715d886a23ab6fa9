import { isIP } from 'node:net';
import type { Language } from '@laundry/shared/constants';
import { LANGUAGES } from '@laundry/shared/constants';
import type { PushPayload, PushSubscriptionBody } from '@laundry/shared/contracts/push';
import { STAFF_ALERT_TITLES, type StaffAlert } from '@laundry/shared/rules/push-texts';
import { DomainError } from '../../domain-error';
import type { PushRepository } from './push.repository';
import type { PushTarget, WebPushSender } from './web-push-sender';

/** Loopback hosts: a push service stand-in on this machine, allowed outside production only. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * Web Push (docs/decisions/0081): the browsers that take notifications, and sending to them. A
 * subscription the push service calls gone (404/410) is removed at once; any other failure leaves
 * it for the next message, and the caller falls back to its other channels.
 */
export class PushService {
  constructor(
    private readonly repo: PushRepository,
    /** Null: no VAPID keys set, Web Push is off. */
    private readonly sender: WebPushSender | null,
    private readonly settings: { publicKey: string; production: boolean; webOrigin: string },
    private readonly log: { warn: (obj: object, msg: string) => void },
    private readonly now: () => Date = () => new Date(),
  ) {}

  get enabled(): boolean {
    return this.sender !== null;
  }

  publicKey(): string {
    if (!this.sender) throw new DomainError('not_found', 'Notifications are not set up on this server.');
    return this.settings.publicKey;
  }

  async subscribe(userId: string, body: PushSubscriptionBody): Promise<void> {
    if (!this.sender) throw new DomainError('not_found', 'Notifications are not set up on this server.');
    const url = new URL(body.endpoint);
    const allowed = url.protocol === 'https:' || (!this.settings.production && url.protocol === 'http:' && isLoopback(url.hostname));
    if (!allowed || url.username || url.password) {
      throw new DomainError('validation_failed', 'endpoint must be an https:// address of a push service.', { field: 'endpoint' });
    }
    await this.repo.save(userId, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }, this.now().toISOString());
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    if (!(await this.repo.removeOwn(userId, endpoint))) throw new DomainError('not_found', 'This device does not take notifications.');
  }

  /** Whether this browser (its endpoint) takes this account's notifications. */
  isSubscribed(userId: string, endpoint: string): Promise<boolean> {
    return this.repo.hasOwn(userId, endpoint);
  }

  /** An order message to a customer: true when at least one of their browsers took it. */
  async notifyUser(userId: string, payload: PushPayload): Promise<boolean> {
    if (!this.sender) return false;
    const targets = await this.repo.forUser(userId);
    const results = await Promise.all(targets.map((target) => this.sendOne(target, payload)));
    return results.some(Boolean);
  }

  /** An alert to every admin at work who takes notifications, each in their language. */
  async alertStaff(alert: StaffAlert, order: { id: string; orderNumber: string; customerName: string }): Promise<number> {
    if (!this.sender) return 0;
    const targets = await this.repo.staffTargets();
    const results = await Promise.all(
      targets.map((target) =>
        this.sendOne(target, {
          title: STAFF_ALERT_TITLES[alert][isLanguage(target.language) ? target.language : 'en'],
          body: `${order.orderNumber} · ${order.customerName}`,
          url: `${this.settings.webOrigin}/admin${alert === 'payment-reported' ? '?tab=payments' : ''}`,
          tag: `${alert}:${order.id}`,
        }),
      ),
    );
    return results.filter(Boolean).length;
  }

  private async sendOne(target: PushTarget, payload: PushPayload): Promise<boolean> {
    const outcome = await this.sender!.send(target, JSON.stringify(payload));
    if (outcome.result === 'gone') await this.repo.removeEndpoint(target.endpoint);
    if (outcome.result === 'failed') this.log.warn({ problem: outcome.problem }, 'a push notification was not taken');
    return outcome.result === 'sent';
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '@laundry/shared/contracts/orders';
import type { OnlinePaymentLink } from '@laundry/shared/contracts/gateway';
import { dueOf } from '@laundry/shared/rules/ledger';
import { transaction } from '../../db/db';
import { isUniqueViolation } from '../../db/database';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import type { OrdersService } from '../orders/orders.public';
import { appendPayment, type PaymentsRepository } from '../payments/payments.public';
import type { GatewayRepository } from './gateway.repository';
import type { PackLinksService } from './pack-links.service';
import { GatewayError, type CapturedPayment, type PaymentProvider } from './payment-provider';

const orderNotFound = () => new DomainError('not_found', 'Order not found.');
export const gatewayOff = () => new DomainError('gateway_off', 'Paying online by card or net banking is not set up at this shop.');
export const gatewayFailed = () => new DomainError('gateway_failed', 'The payment gateway could not be reached. Please try again in a minute.');

/**
 * Paying online through the gateway (docs/decisions/0085): a Payment Link for the order's due,
 * and the payments the gateway reports captured entering the ledger through appendPayment (so
 * each gets its receipt and message), exactly once per gateway payment however often and in
 * whatever order its webhooks come.
 */
export class GatewayService {
  constructor(
    private readonly repo: GatewayRepository,
    private readonly ledger: PaymentsRepository,
    private readonly provider: PaymentProvider | null,
    private readonly orders: OrdersService,
    /** The web app's origin: the gateway sends the customer back to My Orders there. */
    private readonly webOrigin: string,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => number,
    /** Links made for prepaid packs rather than orders (docs/decisions/0087). */
    private readonly packLinks: PackLinksService | null = null,
  ) {}

  get online(): boolean {
    return this.provider !== null;
  }

  private gateway(): PaymentProvider {
    if (!this.provider) throw gatewayOff();
    return this.provider;
  }

  /** The hosted page for what the customer owes on their order; an open link for the same amount is reused. */
  async linkFor(user: UserRow, orderId: string): Promise<OnlinePaymentLink> {
    const provider = this.gateway();
    const order = await this.repo.orderFacts(orderId);
    if (!order || order.userId !== user.id) throw orderNotFound();
    const due = dueOf(order);
    if (due === 0) throw new DomainError('nothing_due', 'Nothing is due on this order: it is not priced yet, is cancelled, or is paid in full.');
    const open = await this.repo.findOpen(orderId, due);
    if (open) return { url: open.url };
    const reference = order.invoiceNumber || order.orderNumber;
    let link;
    try {
      link = await provider.createLink({
        amount: due,
        reference,
        description: `Laundry order ${order.orderNumber}`,
        customer: { name: order.customerName, phone: order.phone },
        callbackUrl: `${this.webOrigin}/my-orders?order=${encodeURIComponent(orderId)}`,
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log.error({ orderId }, `payment link not made: ${error.message}`);
      throw gatewayFailed();
    }
    const now = new Date(this.clock()).toISOString();
    await this.repo.insert({ id: link.id, orderId, amount: due, status: 'created', url: link.url, reference, createdAt: now, updatedAt: now });
    return { url: link.url };
  }

  /** A webhook: refused (400) unless signed; its captured payments enter the ledger once each. */
  async webhook(raw: Buffer, signature: string | undefined): Promise<void> {
    const provider = this.gateway();
    if (!provider.verifyWebhook(raw, signature)) {
      this.log.warn('razorpay webhook refused: the signature does not match the body');
      throw new DomainError('webhook_signature_invalid', 'The request is not signed by the payment gateway.');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new DomainError('invalid_json', 'The body is not JSON.');
    }
    for (const payment of provider.parseWebhook(body)) await this.record(payment);
  }

  /**
   * Back from the gateway's page: the link's state as the gateway tells it now (never the query
   * string the browser brought), its captured payments recorded as the webhook would.
   */
  async check(user: UserRow, orderId: string, linkId: string): Promise<Order> {
    const provider = this.gateway();
    const order = await this.repo.orderFacts(orderId);
    if (!order || order.userId !== user.id) throw orderNotFound();
    const link = await this.repo.find(this.repo.db, linkId);
    if (!link || link.orderId !== orderId) throw new DomainError('not_found', 'Payment link not found.');
    let remote;
    try {
      remote = await provider.fetchLink(linkId);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log.error({ orderId, linkId }, `payment link not checked: ${error.message}`);
      throw gatewayFailed();
    }
    for (const payment of remote.payments) await this.record({ ...payment, linkId });
    if (remote.status !== link.status && remote.status !== 'paid')
      await this.repo.setStatus(this.repo.db, linkId, remote.status, new Date(this.clock()).toISOString());
    return this.orders.publishUpdated(orderId);
  }

  /**
   * One captured payment into the ledger, or a clear log line why not: a link we did not make,
   * or an amount other than the link's, writes nothing. The order's row is taken first, so
   * deliveries at once queue up and the later ones find the entry; the unique gateway payment id
   * backs that.
   */
  private async record(payment: CapturedPayment): Promise<void> {
    const link = payment.linkId ? await this.repo.find(this.repo.db, payment.linkId) : undefined;
    if (!link && payment.linkId && this.packLinks && (await this.packLinks.record({ ...payment, linkId: payment.linkId }))) return;
    if (!link) {
      this.log.warn(
        { gatewayPaymentId: payment.id, linkId: payment.linkId },
        'razorpay payment not recorded: it was not made through a payment link of this shop',
      );
      return;
    }
    if (payment.amount !== Number(link.amount)) {
      this.log.warn(
        { gatewayPaymentId: payment.id, linkId: link.id, paid: payment.amount, asked: Number(link.amount) },
        'razorpay payment not recorded: its amount is not the payment link’s',
      );
      return;
    }
    let recorded: boolean;
    try {
      recorded = await transaction(this.ledger.db, async (trx) => {
        const now = new Date(this.clock());
        const order = await this.ledger.lockOrder(trx, link.orderId, now.toISOString());
        if (!order) return false;
        if (await this.repo.hasGatewayPayment(trx, payment.id)) return false;
        await appendPayment(
          trx,
          {
            orderId: link.orderId,
            method: payment.method,
            amount: payment.amount,
            reference: payment.id,
            note: '',
            source: 'gateway',
            correctsId: null,
            statementLineId: null,
            recordedBy: null,
            recordedByName: 'Razorpay',
            gatewayPaymentId: payment.id,
            at: now,
          },
          null,
        );
        await this.repo.setStatus(trx, link.id, 'paid', now.toISOString());
        return true;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'gateway_payment')) return;
      throw error;
    }
    if (recorded) {
      this.log.info({ gatewayPaymentId: payment.id, orderId: link.orderId }, 'razorpay payment recorded');
      await this.orders.publishUpdated(link.orderId);
    }
  }
}

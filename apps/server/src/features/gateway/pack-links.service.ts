import type { FastifyBaseLogger } from 'fastify';
import type { OnlinePaymentLink } from '@laundry/shared/contracts/gateway';
import type { PackPurchase } from '@laundry/shared/contracts/packs';
import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import { toPurchase, type PacksService } from '../payments/payments.public';
import { gatewayFailed, gatewayOff } from './gateway.service';
import { GatewayError, type CapturedPayment, type PaymentProvider } from './payment-provider';

const purchaseNotFound = () => new DomainError('not_found', 'Pack purchase not found.');

/**
 * A prepaid pack bought online (docs/decisions/0087): a pending purchase and a Payment Link for
 * its price; the webhook (or the callback page's check) marks it paid once.
 */
export class PackLinksService {
  constructor(
    private readonly packs: PacksService,
    private readonly provider: PaymentProvider | null,
    private readonly webOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  private gateway(): PaymentProvider {
    if (!this.provider) throw gatewayOff();
    return this.provider;
  }

  async buy(user: UserRow, offerId: string): Promise<OnlinePaymentLink> {
    const provider = this.gateway();
    const purchase = await this.packs.pending(user, offerId);
    const price = Number(purchase.price);
    let link;
    try {
      link = await provider.createLink({
        amount: price,
        reference: `PACK-${purchase.id.slice(0, 8).toUpperCase()}`,
        description: `Prepaid pack: pay ${formatInr(fromPaise(price))}, get ${formatInr(fromPaise(Number(purchase.credit)))}`,
        customer: { name: user.name, phone: user.phone },
        callbackUrl: `${this.webOrigin}/wallet?purchase=${encodeURIComponent(purchase.id)}`,
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log.error({ purchaseId: purchase.id }, `pack payment link not made: ${error.message}`);
      throw gatewayFailed();
    }
    await this.packs.attachLink(purchase.id, link.id);
    return { url: link.url };
  }

  /** A captured payment whose link is not an order's: a pack's, or nobody's (then false). */
  async record(payment: CapturedPayment & { linkId: string }): Promise<boolean> {
    const outcome = await this.packs.payOnline(payment.linkId, payment);
    if (outcome === 'unknown') return false;
    if (outcome === 'wrong_amount') {
      this.log.warn(
        { gatewayPaymentId: payment.id, linkId: payment.linkId, paid: payment.amount },
        'razorpay payment not recorded: its amount is not the pack’s price',
      );
    } else if (outcome === 'paid') {
      this.log.info({ gatewayPaymentId: payment.id, linkId: payment.linkId }, 'razorpay payment recorded for a prepaid pack');
    }
    return true;
  }

  /** Back from the gateway: the link as the gateway tells it now, never the query string. */
  async check(user: UserRow, purchaseId: string): Promise<PackPurchase> {
    const provider = this.gateway();
    const purchase = await this.packs.findPurchase(purchaseId);
    if (!purchase || purchase.userId !== user.id) throw purchaseNotFound();
    if (purchase.status === 'pending' && purchase.gatewayLinkId) {
      let remote;
      try {
        remote = await provider.fetchLink(purchase.gatewayLinkId);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        this.log.error({ purchaseId }, `pack payment link not checked: ${error.message}`);
        throw gatewayFailed();
      }
      for (const payment of remote.payments) await this.record({ ...payment, linkId: purchase.gatewayLinkId });
    }
    return toPurchase((await this.packs.findPurchase(purchaseId)) ?? purchase);
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '@laundry/shared/contracts/orders';
import { checkRefund, refundableOf } from '@laundry/shared/rules/gateway';
import { overpaidOf, paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import { transaction, type Trx } from '../../db/db';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import type { OrdersService } from '../orders/orders.public';
import { appendPayment, creditParts, type PaymentsRepository } from '../payments/payments.public';
import type { GatewayRepository } from './gateway.repository';
import { gatewayFailed, gatewayOff } from './gateway.service';
import { GatewayError, type PaymentProvider } from './payment-provider';

type RefundEntry = NonNullable<Awaited<ReturnType<GatewayRepository['entryForRefund']>>>;

/**
 * Money given back (docs/decisions/0085): a gateway payment through the gateway's refund API, and
 * only once it succeeded the negative entry; a cash or UPI payment's refund is recorded as given
 * by that way. Never more than what is left of the payment.
 */
export class RefundsService {
  constructor(
    private readonly repo: GatewayRepository,
    private readonly ledger: PaymentsRepository,
    private readonly provider: PaymentProvider | null,
    private readonly orders: OrdersService,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async refundable(db: Trx | GatewayRepository['db'], orderId: string, paymentId: string, amount: number): Promise<RefundEntry> {
    const entry = await this.repo.entryForRefund(db, paymentId);
    if (!entry || entry.orderId !== orderId) throw new DomainError('not_found', 'Payment not found.');
    const check = checkRefund(entry, amount);
    if (check === 'not_refundable') {
      throw new DomainError('not_refundable', 'Only money the customer paid can be refunded, and not once the payment has been reversed.');
    }
    if (check === 'refund_too_large') {
      throw new DomainError('refund_too_large', `At most ${formatInr(fromPaise(refundableOf(entry)))} of this payment can be refunded.`, {
        field: 'amount',
      });
    }
    return entry;
  }

  async refund(admin: UserRow, orderId: string, input: { paymentId: string; amount: number; reason: string }): Promise<Order> {
    const amount = paymentAmountPaise(input.amount);
    if (amount === null) throw new DomainError('invalid_amount', 'Please enter an amount between ₹0.01 and ₹10,00,000.', { field: 'amount' });
    if (!(await this.repo.orderFacts(orderId))) throw new DomainError('not_found', 'Order not found.');
    const entry = await this.refundable(this.repo.db, orderId, input.paymentId, amount);
    let reference = '';
    if (entry.gatewayPaymentId) {
      if (!this.provider) throw gatewayOff();
      try {
        reference = (await this.provider.refund(entry.gatewayPaymentId, amount, input.reason)).id;
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        this.log.error({ orderId, paymentId: entry.id }, `refund not made: ${error.message}`);
        throw gatewayFailed();
      }
    }
    await transaction(this.ledger.db, async (trx) => {
      const order = await this.ledger.lockOrder(trx, orderId, new Date().toISOString());
      if (!order) throw new DomainError('not_found', 'Order not found.');
      if (!reference) {
        // Checked again under the order's lock: two refunds at once never give back more than was paid.
        await this.refundable(trx, orderId, entry.id, amount);
        // What an overpayment became is store credit: not below what is left of it (packs' credit is not its).
        await this.ledger.lockHolder(trx, { userId: order.userId, phone: order.phone });
        const lost = overpaidOf(order) - overpaidOf({ ...order, paid: order.paid - amount });
        if (lost > 0 && lost > (await creditParts(trx, { userId: order.userId, phone: order.phone })).overpaid) {
          throw new DomainError(
            'insufficient_credit',
            `${formatInr(fromPaise(lost))} of this payment became store credit that has since been spent: it cannot be refunded as well.`,
          );
        }
      }
      // A gateway refund has happened by now: the ledger says so whatever else changed meanwhile.
      await appendPayment(
        trx,
        {
          orderId,
          method: entry.method,
          amount: -amount,
          reference,
          note: input.reason,
          source: 'refund',
          correctsId: null,
          statementLineId: null,
          recordedBy: admin.id,
          recordedByName: admin.name,
          refundsId: entry.id,
        },
        admin,
      );
    });
    return this.orders.publishUpdated(orderId);
  }
}

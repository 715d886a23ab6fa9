import { transaction } from '../../db/db';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Wallet } from '@laundry/shared/contracts/payments';
import { AMOUNT_MESSAGE, dueOf, paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import type { OrdersService } from '../orders/orders.public';
import { appendPayment, type PaymentsRepository } from './payments.repository';
import { storeCreditPaise } from './store-credit';

const orderNotFound = () => new DomainError('not_found', 'Order not found.');

/** The customer's own store credit: what they have, and spending it on their bill (docs/decisions/0086). */
export class WalletService {
  constructor(
    private readonly ledger: PaymentsRepository,
    private readonly orders: OrdersService,
  ) {}

  async wallet(user: UserRow): Promise<Wallet> {
    return { credit: fromPaise(await storeCreditPaise(this.ledger.db, { userId: user.id, phone: user.phone })) };
  }

  /**
   * One `credit` entry, never above the due nor the credit. The order's row and then the
   * customer's lock (the counter's order) are held while both are read, so two spends at once
   * queue and the second sees what the first took.
   */
  async payFromCredit(user: UserRow, orderId: string, rupees: number): Promise<Order> {
    const amount = paymentAmountPaise(rupees);
    if (amount === null) throw new DomainError('invalid_amount', AMOUNT_MESSAGE, { field: 'amount' });
    await transaction(this.ledger.db, async (trx) => {
      const order = await this.ledger.lockOrder(trx, orderId, new Date().toISOString());
      if (!order || order.userId !== user.id) throw orderNotFound();
      const due = dueOf(order);
      if (due === 0) throw new DomainError('nothing_due', 'Nothing is due on this order: it is not priced yet, is cancelled, or is paid in full.');
      if (amount > due) {
        throw new DomainError('amount_over_due', `Only ${formatInr(fromPaise(due))} is due on this order.`, { field: 'amount' });
      }
      const holder = { userId: order.userId, phone: order.phone };
      await this.ledger.lockHolder(trx, holder);
      const credit = await storeCreditPaise(trx, holder);
      if (amount > credit) {
        throw new DomainError(
          'insufficient_credit',
          `You have ${formatInr(fromPaise(credit))} of store credit; that is less than ${formatInr(fromPaise(amount))}.`,
          {
            field: 'amount',
          },
        );
      }
      await appendPayment(trx, {
        orderId,
        method: 'credit',
        amount,
        reference: '',
        note: '',
        source: 'customer',
        correctsId: null,
        statementLineId: null,
        recordedBy: user.id,
        recordedByName: user.name,
      });
    });
    return this.orders.publishUpdated(orderId);
  }
}

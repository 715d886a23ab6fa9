import { transaction } from '../../db/db';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Wallet, WalletEntry } from '@laundry/shared/contracts/payments';
import { istDate, istDayRangeUtc } from '@laundry/shared/rules/ist';
import { isLive, lapseDay, lapsed, liveCredit, spendOrder } from '@laundry/shared/rules/prepaid-packs';
import { AMOUNT_MESSAGE, dueOf, overpaidOf, paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import type { OrdersService } from '../orders/orders.public';
import { appendPayment, type PaymentsRepository } from './payments.repository';
import type { PacksRepository } from './packs.repository';
import { creditParts, planCreditSpend, recordTakes } from './store-credit';

const orderNotFound = () => new DomainError('not_found', 'Order not found.');

/** The customer's own store credit: what they have, and spending it on their bill (docs/decisions/0086). */
export class WalletService {
  constructor(
    private readonly ledger: PaymentsRepository,
    private readonly orders: OrdersService,
    private readonly packs: PacksRepository,
    private readonly clock: () => number,
  ) {}

  /**
   * The credit and how it came and went: top-ups (packs paid), spends, overpayments, and each
   * expired pack's remainder as lapsed on the day after its last day (docs/decisions/0087).
   */
  async wallet(user: UserRow): Promise<Wallet> {
    const holder = { userId: user.id, phone: user.phone };
    const today = istDate(new Date(this.clock()));
    const [parts, spends, orders] = await Promise.all([
      creditParts(this.ledger.db, holder),
      this.packs.spends(holder),
      this.packs.ordersWithEntries(holder),
    ]);
    const entries: WalletEntry[] = [
      ...parts.lots.map((lot) => ({
        kind: 'topup' as const,
        amount: fromPaise(lot.credit),
        at: lot.paidAt,
        orderNumber: null,
        price: fromPaise(lot.price),
      })),
      ...spends.map((s) => ({ kind: 'spend' as const, amount: -fromPaise(s.amount), at: s.createdAt, orderNumber: s.orderNumber, price: null })),
      ...orders
        .filter((o) => overpaidOf(o) > 0)
        .map((o) => ({ kind: 'overpaid' as const, amount: fromPaise(overpaidOf(o)), at: o.lastAt, orderNumber: o.orderNumber, price: null })),
      ...lapsed(parts.lots, today).map((l) => {
        const lot = parts.lots.find((x) => x.id === l.lotId)!;
        return {
          kind: 'lapsed' as const,
          amount: -fromPaise(l.amount),
          at: istDayRangeUtc(lapseDay(lot.expiresOn ?? today)).from,
          orderNumber: null,
          price: null,
        };
      }),
    ];
    return {
      credit: fromPaise(parts.overpaid + liveCredit(parts.lots, today)),
      overpaid: fromPaise(parts.overpaid),
      lots: spendOrder(parts.lots.filter((lot) => isLive(lot, today))).map((lot) => ({
        _id: lot.id,
        credit: fromPaise(lot.credit),
        left: fromPaise(lot.remaining),
        expiresOn: lot.expiresOn,
        paidAt: lot.paidAt,
      })),
      entries: entries.sort((a, b) => b.at.localeCompare(a.at)),
    };
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
      const { spend, credit } = await planCreditSpend(trx, holder, amount, istDate(new Date(this.clock())));
      if (!spend) {
        throw new DomainError(
          'insufficient_credit',
          `You have ${formatInr(fromPaise(credit))} of store credit; that is less than ${formatInr(fromPaise(amount))}.`,
          {
            field: 'amount',
          },
        );
      }
      const paymentId = await appendPayment(
        trx,
        {
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
        },
        user,
      );
      await recordTakes(trx, paymentId, spend.takes, new Date().toISOString());
    });
    return this.orders.publishUpdated(orderId);
  }
}

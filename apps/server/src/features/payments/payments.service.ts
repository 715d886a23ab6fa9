import { transaction } from '../../db/db';
import type { Transaction } from 'kysely';
import type { PaymentMethod } from '@laundry/shared/constants';
import type { Order } from '@laundry/shared/contracts/orders';
import type { LotTake } from '@laundry/shared/rules/prepaid-packs';
import { AMOUNT_MESSAGE, dueOf, overpaidOf, paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import type { OrdersService } from '../orders/orders.public';
import type { PaymentReportsRepository } from './payment-reports.repository';
import { appendPayment, type LockedOrder, type PaymentsRepository } from './payments.repository';
import { creditParts, planCreditSpend, recordTakes, takesOf } from './store-credit';

const orderNotFound = () => new DomainError('not_found', 'Order not found.');
const nothingDue = () => new DomainError('nothing_due', 'Nothing is due on this order: it is not priced yet, is cancelled, or is paid in full.');
const alreadyReversed = () => new DomainError('already_reversed', 'This payment has already been reversed.');
const refundNotReversible = () =>
  new DomainError(
    'refund_not_reversible',
    'A refund cannot be reversed: the money has gone back to the customer. If they pay again, record it as a new payment.',
  );

function paise(rupees: number): number {
  const value = paymentAmountPaise(rupees);
  // The route refuses such amounts before they get here; this keeps a wrong caller from writing one.
  if (value === null) throw new DomainError('invalid_amount', AMOUNT_MESSAGE, { field: 'amount' });
  return value;
}

function holderOf(order: LockedOrder) {
  return { userId: order.userId, phone: order.phone };
}

/**
 * Recording, reversing and confirming payments (docs/decisions/0046). Each write is one
 * transaction that first takes the order's row, so concurrent writes on one order queue up and
 * none is lost; the order is announced (and answered) once committed.
 */
export class PaymentsService {
  constructor(
    private readonly ledger: PaymentsRepository,
    private readonly reports: PaymentReportsRepository,
    private readonly orders: OrdersService,
  ) {}

  private async locked(trx: Transaction<Database>, orderId: string, now: string): Promise<LockedOrder> {
    const order = await this.ledger.lockOrder(trx, orderId, now);
    if (!order) throw orderNotFound();
    return order;
  }

  /** A payment at the counter. More than the due is taken: the rest becomes store credit. */
  async record(admin: UserRow, orderId: string, input: { method: PaymentMethod; amount: number; reference: string }): Promise<Order> {
    const amount = paise(input.amount);
    await transaction(this.ledger.db, async (trx) => {
      const order = await this.locked(trx, orderId, new Date().toISOString());
      if (dueOf(order) === 0) throw nothingDue();
      let takes: LotTake[] = [];
      if (input.method === 'credit') {
        await this.ledger.lockHolder(trx, holderOf(order));
        // Live packs first (expiring first), then what the customer overpaid (docs/decisions/0087).
        const { spend, credit } = await planCreditSpend(trx, holderOf(order), amount);
        if (!spend) {
          throw new DomainError(
            'insufficient_credit',
            `The customer has ${formatInr(fromPaise(credit))} of store credit; that is less than ${formatInr(fromPaise(amount))}.`,
          );
        }
        takes = spend.takes;
      }
      const paymentId = await appendPayment(
        trx,
        {
          orderId,
          method: input.method,
          amount,
          reference: input.reference,
          note: '',
          source: 'counter',
          correctsId: null,
          statementLineId: null,
          recordedBy: admin.id,
          recordedByName: admin.name,
        },
        admin,
      );
      await recordTakes(trx, paymentId, takes, new Date().toISOString());
    });
    return this.orders.publishUpdated(orderId);
  }

  /** Appends the negative of an entry, once; a correction or a refund itself is never reversed. */
  async reverse(admin: UserRow, orderId: string, paymentId: string, reason: string): Promise<Order> {
    try {
      await transaction(this.ledger.db, async (trx) => {
        const order = await this.locked(trx, orderId, new Date().toISOString());
        const entry = await this.ledger.findEntry(trx, paymentId);
        if (!entry || entry.orderId !== orderId) throw new DomainError('not_found', 'Payment not found.');
        // A refund's money has gone back to the customer (by the gateway or by hand): reversing it
        // would count that money as the shop's again.
        if (entry.source === 'refund') throw refundNotReversible();
        if (entry.source === 'correction' || (await this.ledger.isReversed(trx, entry.id))) throw alreadyReversed();
        // Taking back an overpayment lowers the customer's store credit: not while they spend
        // it, and not below what is left of it (what was spent must be reversed first).
        await this.ledger.lockHolder(trx, holderOf(order));
        // (Reversing a spend of credit gives the credit back: what it took from packs to the
        // same packs, the rest to overpayment credit, which is all a lost overpayment may use.)
        const takes = entry.method === 'credit' ? await takesOf(trx, entry.id) : [];
        const fromPacks = takes.reduce((sum, t) => sum + t.amount, 0);
        const lost =
          overpaidOf(order) -
          overpaidOf({ ...order, paid: order.paid - Number(entry.amount) }) -
          (entry.method === 'credit' ? Number(entry.amount) - fromPacks : 0);
        if (lost > 0 && lost > (await creditParts(trx, holderOf(order))).overpaid) {
          throw new DomainError(
            'insufficient_credit',
            `${formatInr(fromPaise(lost))} of this payment became store credit that has since been spent: reverse that spending first.`,
          );
        }
        const correctionId = await appendPayment(
          trx,
          {
            orderId,
            method: entry.method,
            amount: -Number(entry.amount),
            reference: entry.reference,
            note: reason,
            source: 'correction',
            correctsId: entry.id,
            statementLineId: null,
            recordedBy: admin.id,
            recordedByName: admin.name,
          },
          admin,
        );
        await recordTakes(
          trx,
          correctionId,
          takes.map((t) => ({ lotId: t.lotId, amount: -t.amount })),
          new Date().toISOString(),
        );
      });
    } catch (error) {
      // Two reversals at once on PostgreSQL: the unique corrects_id refuses the second.
      if (isUniqueViolation(error, 'corrects')) throw alreadyReversed();
      throw error;
    }
    return this.orders.publishUpdated(orderId);
  }

  /** Another customer's order answers as a missing one does (before the body is even read). */
  async assertOwnOrder(user: UserRow, orderId: string): Promise<void> {
    const owner = await this.ledger.db.selectFrom('orders').select('userId').where('id', '=', orderId).executeTakeFirst();
    if (!owner || owner.userId !== user.id) throw orderNotFound();
  }

  /** "I have paid": a claim the admin confirms or rejects. The amount defaults to the due. */
  async report(user: UserRow, orderId: string, input: { reference: string; amount?: number }): Promise<Order> {
    const now = new Date().toISOString();
    await transaction(this.ledger.db, async (trx) => {
      const order = await this.locked(trx, orderId, now);
      if (order.userId !== user.id) throw orderNotFound();
      const due = dueOf(order);
      if (due === 0) throw nothingDue();
      if (await this.reports.hasPending(trx, orderId)) {
        throw new DomainError('report_pending', 'A payment reported for this order is still awaiting the shop’s confirmation.');
      }
      const amount = input.amount === undefined ? due : paise(input.amount);
      await this.reports.insert(trx, { orderId, userId: user.id, amount, reference: input.reference, now });
    });
    return this.orders.publishUpdated(orderId);
  }

  /** The reported UPI payment enters the ledger; of two confirms at once, one records it. */
  async confirmReport(admin: UserRow, reportId: string): Promise<Order> {
    const orderId = await transaction(this.ledger.db, async (trx) => {
      const report = await this.findReport(trx, reportId);
      const now = new Date().toISOString();
      await this.locked(trx, report.orderId, now);
      await this.decideOrRefuse(trx, reportId, { status: 'confirmed', reason: '', by: admin.id, now });
      const paymentId = await appendPayment(
        trx,
        {
          orderId: report.orderId,
          method: 'upi',
          amount: Number(report.amount),
          reference: report.reference,
          note: '',
          source: 'report',
          correctsId: null,
          statementLineId: null,
          recordedBy: admin.id,
          recordedByName: admin.name,
        },
        admin,
      );
      await this.reports.linkPayment(trx, reportId, paymentId);
      return report.orderId;
    });
    return this.orders.publishUpdated(orderId);
  }

  async rejectReport(admin: UserRow, reportId: string, reason: string): Promise<Order> {
    const orderId = await transaction(this.ledger.db, async (trx) => {
      const report = await this.findReport(trx, reportId);
      const now = new Date().toISOString();
      await this.locked(trx, report.orderId, now);
      await this.decideOrRefuse(trx, reportId, { status: 'rejected', reason, by: admin.id, now });
      return report.orderId;
    });
    return this.orders.publishUpdated(orderId);
  }

  private async findReport(trx: Transaction<Database>, id: string) {
    const report = await this.reports.find(trx, id);
    if (!report) throw new DomainError('not_found', 'Payment report not found.');
    return report;
  }

  private async decideOrRefuse(trx: Transaction<Database>, id: string, decision: Parameters<PaymentReportsRepository['decide']>[2]): Promise<void> {
    if (!(await this.reports.decide(trx, id, decision))) {
      throw new DomainError('report_decided', 'This payment report has already been confirmed or rejected.');
    }
  }
}

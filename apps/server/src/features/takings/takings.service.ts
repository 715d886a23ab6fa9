import { cashCountPaise, CASH_COUNT_MESSAGE, type Dues, type Takings } from '@laundry/shared/contracts/takings';
import { PAYMENT_METHODS, type Service } from '@laundry/shared/constants';
import { dueTotals, groupDues } from '@laundry/shared/rules/dues';
import { istDate } from '@laundry/shared/rules/ist';
import { fromPaise } from '@laundry/shared/rules/money';
import { revenueShares, type RevenueLine } from '@laundry/shared/rules/revenue';
import { DomainError } from '../../domain-error';
import type { GatewayTakings } from '@laundry/shared/contracts/settlements';
import type { HandoversService } from './handovers.service';
import type { PricedLineRow, TakingsRepository } from './takings.repository';

/** The ledger methods that bring money into the shop. */
// A gateway's wallet payment (docs/decisions/0085) is money in too, though the counter never records one.
const MONEY_IN = [...PAYMENT_METHODS.filter((m) => m !== 'credit'), 'wallet'] as const;

/** The Unpaid list and the day-end (docs/decisions/0046): read-only but for the till count. */
/** Each order's total shared over its lines, each under its own service (docs/decisions/0066). */
function revenueByService(rows: readonly PricedLineRow[]): { service: Service; amount: number }[] {
  const orders = new Map<string, { total: number; service: Service; lines: RevenueLine[] }>();
  for (const row of rows) {
    const order = orders.get(row.orderId) ?? { total: row.total, service: row.orderService, lines: [] };
    if (row.service !== null && row.amount !== null) order.lines.push({ service: row.service, amount: row.amount, kind: row.kind });
    orders.set(row.orderId, order);
  }
  const sums = new Map<Service, number>();
  for (const order of orders.values()) {
    for (const [service, amount] of revenueShares(order.total, order.lines, order.service)) sums.set(service, (sums.get(service) ?? 0) + amount);
  }
  return [...sums].map(([service, amount]) => ({ service, amount }));
}

export class TakingsService {
  constructor(
    private readonly repo: TakingsRepository,
    private readonly handovers: HandoversService,
    /** The gateway's money of a day (docs/decisions/0088). */
    private readonly gateway: { takings(day: string): Promise<GatewayTakings> },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async dues(): Promise<Dues> {
    const customers = groupDues(await this.repo.dueOrders(), this.now());
    // One small query per customer who owes: the Unpaid list is tens of customers, not thousands.
    const credits = await Promise.all(customers.map((c) => this.repo.creditOf({ userId: c.userId, phone: c.phone })));
    const totals = dueTotals(customers);
    return {
      customers: customers.map((c, i) => ({
        userId: c.userId,
        name: c.name,
        phone: c.phone,
        ...(c.language ? { language: c.language } : {}),
        due: fromPaise(c.due),
        credit: fromPaise(credits[i] ?? 0),
        oldestDays: c.oldestDays,
        orders: c.orders.map((o) => ({
          _id: o.id,
          orderNumber: o.orderNumber,
          invoiceNumber: o.invoiceNumber,
          total: fromPaise(o.total),
          paid: fromPaise(o.paid),
          due: fromPaise(o.due),
          pricedAt: o.pricedAt,
          ageDays: o.ageDays,
          bucket: o.bucket,
          reported: o.reported
            ? { _id: o.reported.id, amount: fromPaise(o.reported.amount), reference: o.reported.reference, createdAt: o.reported.createdAt }
            : null,
        })),
      })),
      totals: {
        due: fromPaise(totals.due),
        byBucket: { '0-7': fromPaise(totals.byBucket['0-7']), '8-30': fromPaise(totals.byBucket['8-30']), '30+': fromPaise(totals.byBucket['30+']) },
      },
    };
  }

  today(): string {
    return istDate(this.now());
  }

  async takings(day: string = this.today()): Promise<Takings> {
    const [figures, riders, deleted, packs, gateway] = await Promise.all([
      this.repo.dayFigures(day),
      this.handovers.riders(day),
      this.repo.deletedOrders(day, MONEY_IN),
      this.repo.packTakings(day),
      this.gateway.takings(day),
    ]);
    const method = (m: (typeof PAYMENT_METHODS)[number] | 'wallet') => figures.byMethod[m] ?? 0;
    // `credit` entries spend money the shop took on an earlier order (an overpayment): they
    // settle an order but bring no new money, so they are shown and left out of the total.
    // `claim` entries (docs/decisions/0057) are what the shop grants on a settled claim: no money
    // at all, so neither shown nor counted; a refund's money out is its own negative cash or UPI
    // entry, which lowers the day's total and the cash expected in the till.
    // A prepaid pack sold is money in (its credit, when spent, is not: docs/decisions/0087).
    const moneyIn = MONEY_IN.reduce((sum, m) => sum + method(m), 0) + packs.amount;
    const count = figures.cashCount;
    return {
      date: day,
      byMethod: {
        upi: fromPaise(method('upi')),
        cash: fromPaise(method('cash')),
        card: fromPaise(method('card')),
        netbanking: fromPaise(method('netbanking')),
        credit: fromPaise(method('credit')),
      },
      prepaidPacks: { count: packs.count, amount: fromPaise(packs.amount), cash: fromPaise(packs.cash) },
      total: fromPaise(moneyIn),
      cash: {
        expected: fromPaise(method('cash') + packs.cash),
        counted: count ? fromPaise(count.counted) : null,
        expectedAtCount: count ? fromPaise(count.expected) : null,
        difference: count ? fromPaise(count.counted - count.expected) : null,
        countedByName: count?.countedByName ?? null,
        note: count?.note ?? '',
        countedAt: count?.updatedAt ?? null,
      },
      ordersPriced: { count: figures.priced.count, value: fromPaise(figures.priced.value) },
      ordersDelivered: { count: figures.delivered },
      revenueByService: revenueByService(figures.pricedLines)
        .filter((s) => s.amount !== 0)
        .sort((a, b) => b.amount - a.amount || a.service.localeCompare(b.service))
        .map((s) => ({ service: s.service, amount: fromPaise(s.amount) })),
      riders,
      deletedOrders: { count: deleted.count, amount: fromPaise(deleted.amount) },
      // Already in the figures above at capture: fees and tax are shown apart, never taken from the total.
      gateway,
    };
  }

  async countCash(day: string, input: { counted: number; note: string }, adminId: string): Promise<Takings> {
    // A till is counted at the end of a day that has been, or is, not one still to come.
    if (day > this.today())
      throw new DomainError('validation_failed', 'The cash can be counted for today or an earlier day, not a future one.', { field: 'date' });
    const counted = cashCountPaise(input.counted);
    if (counted === null) throw new DomainError('invalid_amount', CASH_COUNT_MESSAGE, { field: 'counted' });
    await this.repo.saveCashCount(day, { counted, countedBy: adminId, note: input.note });
    return this.takings(day);
  }
}

import type { CollectMethod, Handover, RiderTakings } from '@laundry/shared/contracts/rider-day';
import { HANDOVER_AMOUNT_MESSAGE } from '@laundry/shared/contracts/rider-day';
import { istDate } from '@laundry/shared/rules/ist';
import { paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import { DomainError } from '../../domain-error';
import type { CollectedRow, HandoverRow, HandoversRepository } from './handovers.repository';

/** One rider's money of one day, in paise. */
export interface RiderMoney {
  collected: Record<CollectMethod, number>;
  /** what was entered for each order, by method */
  byOrder: CollectedRow[];
  handovers: HandoverRow[];
  handedOver: number;
  /** cash collected − handed over */
  withRider: number;
}

export const toHandover = (row: HandoverRow): Handover => ({
  _id: row.id,
  riderId: row.riderId,
  date: row.day,
  amount: fromPaise(row.amount),
  expected: fromPaise(row.expected),
  difference: fromPaise(row.amount - row.expected),
  note: row.note,
  receivedByName: row.receivedByName,
  at: row.createdAt,
});

function moneyOf(collected: readonly CollectedRow[], handovers: readonly HandoverRow[]): RiderMoney {
  const sums: Record<CollectMethod, number> = { cash: 0, upi: 0 };
  for (const row of collected) sums[row.method] += row.amount;
  const handedOver = handovers.reduce((sum, h) => sum + h.amount, 0);
  return { collected: sums, byOrder: [...collected], handovers: [...handovers], handedOver, withRider: sums.cash - handedOver };
}

const noRider = () => new DomainError('not_found', 'No rider has this id.');

/** Cash the riders collected and handed over (docs/decisions/0074). */
export class HandoversService {
  constructor(
    private readonly repo: HandoversRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  today(): string {
    return istDate(this.now());
  }

  async riderMoney(riderId: string, day: string): Promise<RiderMoney> {
    const [collected, handovers] = await Promise.all([this.repo.collected(day, riderId), this.repo.handovers(day, riderId)]);
    return moneyOf(collected, handovers);
  }

  /** Every rider with money collected or handed over that day, by name. */
  async riders(day: string): Promise<RiderTakings[]> {
    const [collected, handovers] = await Promise.all([this.repo.collected(day), this.repo.handovers(day)]);
    const ids = [...new Set([...collected.map((c) => c.riderId), ...handovers.map((h) => h.riderId)])];
    const names = await this.repo.names(ids);
    return ids
      .map((riderId) => {
        const money = moneyOf(
          collected.filter((c) => c.riderId === riderId),
          handovers.filter((h) => h.riderId === riderId),
        );
        return {
          riderId,
          name: names.get(riderId) ?? '—',
          collected: { cash: fromPaise(money.collected.cash), upi: fromPaise(money.collected.upi) },
          handedOver: fromPaise(money.handedOver),
          withRider: fromPaise(money.withRider),
          handovers: money.handovers.map(toHandover),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.riderId.localeCompare(b.riderId));
  }

  /**
   * The shop received `amount` rupees from the rider for the cash of `day`. What is still with the
   * rider is read in the same locked transaction, so concurrent handovers each see the other;
   * a different amount needs a note saying why.
   */
  async record(riderId: string, input: { date: string; amount: number; note: string }, adminId: string): Promise<Handover> {
    const account = await this.repo.roleOf(riderId);
    if (account?.role !== 'rider') throw noRider();
    if (input.date > this.today())
      throw new DomainError('validation_failed', 'Cash can be handed over for today or an earlier day, not a future one.', { field: 'date' });
    const amount = paymentAmountPaise(input.amount);
    if (amount === null) throw new DomainError('invalid_amount', HANDOVER_AMOUNT_MESSAGE, { field: 'amount' });
    const id = await this.repo.holding(riderId, input.date, async (trx) => {
      const [collected, handovers] = await Promise.all([
        this.repo.collected(input.date, riderId, trx),
        this.repo.handovers(input.date, riderId, trx),
      ]);
      const expected = moneyOf(collected, handovers).withRider;
      if (amount !== expected && input.note === '') {
        throw new DomainError(
          'validation_failed',
          `${formatInr(fromPaise(amount))} differs from the ${formatInr(fromPaise(expected))} still with the rider: please add a note saying why.`,
          { field: 'note' },
        );
      }
      return this.repo.insert(trx, {
        riderId,
        day: input.date,
        amount,
        expected,
        note: input.note,
        receivedBy: adminId,
        createdAt: this.now().toISOString(),
      });
    });
    const saved = (await this.repo.handovers(input.date, riderId)).find((h) => h.id === id);
    if (!saved) throw new Error('The handover just saved could not be read back.');
    return toHandover(saved);
  }
}

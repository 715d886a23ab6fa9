import type { DoneStop, RiderDay } from '@laundry/shared/contracts/rider-day';
import { istDayRangeUtc } from '@laundry/shared/rules/ist';
import { fromPaise } from '@laundry/shared/rules/money';
import type { UserRow } from '../auth/auth.public';
import { toHandover, type HandoversService } from '../takings/takings.public';
import type { DoneRow, RiderDayRepository } from './rider-day.repository';

const within = (at: string | null, from: string, to: string): at is string => at !== null && at >= from && at < to;

/** The rider's day-end (docs/decisions/0074): what they finished, collected and handed over. */
export class RiderDayService {
  constructor(
    private readonly repo: RiderDayRepository,
    private readonly handovers: HandoversService,
  ) {}

  /** The caller's own day: no rider id is taken, so no rider reads another's. */
  async day(rider: UserRow, date: string = this.handovers.today()): Promise<RiderDay> {
    const [rows, money] = await Promise.all([this.repo.done(rider.id, date), this.handovers.riderMoney(rider.id, date)]);
    const { from, to } = istDayRangeUtc(date);
    const collectedFor = (orderId: string) =>
      money.byOrder.filter((c) => c.orderId === orderId && c.amount !== 0).map((c) => ({ method: c.method, amount: fromPaise(c.amount) }));
    const stop = (row: DoneRow, kind: DoneStop['kind'], at: string): DoneStop => ({
      orderId: row.id,
      orderNumber: row.orderNumber,
      kind,
      customerName: row.customerName,
      at,
      pieces: row.pieces,
      collected: kind === 'delivery' ? collectedFor(row.id) : [],
    });
    const done = rows.flatMap((row) => [
      ...(within(row.intakeAt, from, to) ? [stop(row, 'pickup', row.intakeAt)] : []),
      ...(row.status === 'Completed' && within(row.completedAt, from, to) ? [stop(row, 'delivery', row.completedAt)] : []),
    ]);
    done.sort((a, b) => b.at.localeCompare(a.at) || (a.kind === 'delivery' ? -1 : 1));
    return {
      date,
      done,
      collected: { cash: fromPaise(money.collected.cash), upi: fromPaise(money.collected.upi) },
      handedOver: fromPaise(money.handedOver),
      withRider: fromPaise(money.withRider),
      handovers: money.handovers.map(toHandover),
    };
  }
}

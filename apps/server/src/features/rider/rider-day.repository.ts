import type { Kysely } from 'kysely';
import { istDayRangeUtc } from '@laundry/shared/rules/ist';
import type { Database } from '../../db/schema';

export interface DoneRow {
  id: string;
  orderNumber: string;
  customerName: string;
  pieces: number | null;
  intakeAt: string | null;
  completedAt: string | null;
  status: string;
}

/** The stops a rider finished on a day, read from their orders (docs/decisions/0074). */
export class RiderDayRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The rider's orders picked up or delivered on that IST day (through the (rider_id, status) index). */
  done(riderId: string, day: string): Promise<DoneRow[]> {
    const { from, to } = istDayRangeUtc(day);
    return this.db
      .selectFrom('orders')
      .select(['id', 'orderNumber', 'customerName', 'pieces', 'intakeAt', 'completedAt', 'status'])
      .where('riderId', '=', riderId)
      .where((eb) =>
        eb.or([
          eb.and([eb('intakeAt', '>=', from), eb('intakeAt', '<', to)]),
          eb.and([eb('status', '=', 'Completed'), eb('completedAt', '>=', from), eb('completedAt', '<', to)]),
        ]),
      )
      .execute();
  }
}

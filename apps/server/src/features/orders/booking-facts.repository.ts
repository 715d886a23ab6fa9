import { sql, type Kysely } from 'kysely';
import { addDays } from '@laundry/shared/rules/ist';
import type { Database } from '../../db/schema';
import type { AreaLookup } from './booking-rules';

/**
 * How far past the pickup date closed dates are read: the longest turnaround (5 days) and a long
 * run of closed days after it (see ready-by.ts).
 */
const CLOSED_DATES_AHEAD = 70;

export interface BookingFacts {
  closedDates: Set<string>;
  area: AreaLookup;
  rider: { id: string; name: string } | null;
}

/** One row of the facts query: which fact, and its values as text. */
interface FactRow {
  kind: 'closed' | 'area' | 'listed' | 'rider';
  a: string;
  b: string;
}

/**
 * What a booking is checked against, read fresh for every booking (the admin's changes, another
 * process's included, count at once) in one query: a booking is the busiest write, and on SQLite
 * every statement waits its turn on the one connection.
 */
export class BookingFactsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The closed dates from `date` on (far enough for its ready-by promise), this pincode's entry
   * in the service area and whether the shop keeps a list at all, and the only active rider.
   */
  async forBooking(date: string, pincode: string): Promise<BookingFacts> {
    // Written out rather than built: building this union with the query builder costs several
    // times what running it does, on every booking.
    const { rows } = await sql<FactRow>`
      select 'closed' as kind, "date" as a, '' as b from closed_dates where "date" >= ${date} and "date" <= ${addDays(date, CLOSED_DATES_AHEAD)}
      union all select 'area', pincode, cast(express as text) from service_areas where pincode = ${pincode}
      union all select 'listed', pincode, '' from (select pincode from service_areas limit 1) as any_area
      union all select 'rider', id, name from (select id, name from users where role = 'rider' and active = 1 limit 2) as active_riders
    `.execute(this.db);
    const riderRows = rows.filter((r) => r.kind === 'rider');
    const found = rows.find((r) => r.kind === 'area');
    return {
      closedDates: new Set(rows.filter((r) => r.kind === 'closed').map((r) => r.a)),
      // The shop keeps a list at all (an empty list restricts nothing), and this pincode's entry.
      area: { restricted: rows.some((r) => r.kind === 'listed'), entry: found ? { express: found.b === '1' } : undefined },
      rider: riderRows.length === 1 ? { id: riderRows[0]!.a, name: riderRows[0]!.b } : null,
    };
  }

  /** The closed dates from this date on, far enough for a ready-by promise from any of the next `days`. */
  async closedDatesFrom(date: string, days: number): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('closedDates')
      .select('date')
      .where('date', '>=', date)
      .where('date', '<=', addDays(date, days + CLOSED_DATES_AHEAD))
      .execute();
    return new Set(rows.map((r) => r.date));
  }

  /** The whole service area, for many bookings planned at once. */
  async allAreas(): Promise<Map<string, { express: boolean }>> {
    const rows = await this.db.selectFrom('serviceAreas').select(['pincode', 'express']).execute();
    return new Map(rows.map((r) => [r.pincode, { express: Number(r.express) === 1 }]));
  }

  /** The rider new bookings go to: the only active one, or null when there are none or several. */
  async onlyActiveRider(): Promise<{ id: string; name: string } | null> {
    const rows = await this.db.selectFrom('users').select(['id', 'name']).where('role', '=', 'rider').where('active', '=', 1).limit(2).execute();
    return rows.length === 1 ? rows[0]! : null;
  }
}

import { PICKUP_CLOSES_HOUR, PICKUP_OPENS_HOUR, type PlanPeriod } from '../constants';
import { addDays } from './ist';

/** How far ahead the booker keeps a subscription's pickups booked (docs/decisions/0046). */
export const SUBSCRIPTION_BOOKING_DAYS = 14;

/** Riders work in two-hour rounds; the booking form offers the same windows (its pickup-windows.ts). */
const WINDOW_HOURS = 2;

function hourLabel(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The pickup windows a subscription may choose, written as the booking form stores them ("9:00 AM – 11:00 AM"). */
export function subscriptionPickupWindows(): string[] {
  const windows: string[] = [];
  for (let start = PICKUP_OPENS_HOUR; start < PICKUP_CLOSES_HOUR; start += WINDOW_HOURS) {
    windows.push(`${hourLabel(start)} – ${hourLabel(Math.min(start + WINDOW_HOURS, PICKUP_CLOSES_HOUR))}`);
  }
  return windows;
}

/** 0 = Sunday … 6 = Saturday, of a YYYY-MM-DD date. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

export interface SubscriptionDatesInput {
  /** The shop's (IST) today, YYYY-MM-DD. */
  today: string;
  weekday: number;
  period: PlanPeriod;
  pickupsPerPeriod: number;
  /**
   * Dates that already hold a pickup of this subscription, booked or skipped, from the first of
   * today's month on: they are not booked again, and a monthly plan counts them against its month.
   */
  taken: readonly string[];
}

/**
 * The dates to book now: each `weekday` from tomorrow to SUBSCRIPTION_BOOKING_DAYS days on (a
 * pickup is never booked for today, whose window may already be past), that holds no pickup yet.
 *
 * - weekly: one pickup a week, on the weekday. A weekly plan's pickupsPerPeriod above 1 is not
 *   spread over more days: the customer chose one weekday, so it books one pickup a week.
 * - monthly: on the weekday too, but at most pickupsPerPeriod in each calendar month, counting the
 *   month's pickups already booked or skipped (a skipped pickup is used, not moved to a later week).
 */
export function subscriptionDatesToBook(input: SubscriptionDatesInput): string[] {
  const taken = new Set(input.taken);
  const perMonth = new Map<string, number>();
  for (const date of taken) perMonth.set(date.slice(0, 7), (perMonth.get(date.slice(0, 7)) ?? 0) + 1);
  const dates: string[] = [];
  for (let offset = 1; offset <= SUBSCRIPTION_BOOKING_DAYS; offset++) {
    const date = addDays(input.today, offset);
    if (weekdayOf(date) !== input.weekday || taken.has(date)) continue;
    if (input.period === 'monthly') {
      const month = date.slice(0, 7);
      const used = perMonth.get(month) ?? 0;
      if (used >= input.pickupsPerPeriod) continue;
      perMonth.set(month, used + 1);
    }
    dates.push(date);
  }
  return dates;
}

import { PICKUP_CLOSES_HOUR, type DeliveryType, type Service } from '../constants';
import { addDays, istDate, istParts } from './ist';
import { istInstant, minutesOf, weekdayOfDate, type PickupRules } from './slots';

/**
 * The spec's regular turnaround, counted from the end of the pickup window (docs/decisions/0048):
 * laundry 24 h, dry cleaning 72 h, shoes, bags and carpets ("Others") 5 days, the longer end of
 * the spec's 3–5 days, so the promise is one the shop keeps.
 */
export const TURNAROUND_HOURS: Record<Service, number> = {
  'Wash and Fold': 24,
  'Wash and Iron': 24,
  Iron: 24,
  'Dry Clean': 72,
  Others: 5 * 24,
};

/** Express is ready by 9 PM IST: the same day when the window ends by 1 PM, else the next day. */
export const EXPRESS_READY_MINUTES = 21 * 60;
export const EXPRESS_SAME_DAY_UNTIL_MINUTES = 13 * 60;
/** How far a promise is moved past closed days before giving up on finding an open one. */
const MAX_CLOSED_RUN = 60;

export interface ReadyByInput {
  service: Service;
  delivery: DeliveryType;
  /** YYYY-MM-DD, the shop date of the pickup */
  pickupDate: string;
  /** ISO end of the pickup window; null for "time to agree" (counted from the day's closing) */
  slotEnd: string | null;
}

/** A day the shop does no rounds: a closed date (Sankranti), or a weekday without pickup hours. */
function isClosedDay(date: string, rules: PickupRules, closedDates: ReadonlySet<string>): boolean {
  return closedDates.has(date) || !rules.weekdays[weekdayOfDate(date)];
}

/** The day's last pickup: its weekday's closing time (the spec's 10 PM on a weekday without hours). */
function closingOf(date: string, rules: PickupRules): string {
  const day = rules.weekdays[weekdayOfDate(date)];
  return istInstant(date, day ? minutesOf(day.end) : PICKUP_CLOSES_HOUR * 60);
}

/**
 * When the order is promised ready, as an ISO UTC instant: counted from the pickup window's
 * end (or, with no window, the pickup date's closing time); a promise landing on a closed day
 * moves to the same time on the next open day.
 */
export function readyBy(input: ReadyByInput, rules: PickupRules, closedDates: ReadonlySet<string>): string {
  const from = input.slotEnd ?? closingOf(input.pickupDate, rules);
  let promise: string;
  if (input.delivery === 'express') {
    const end = new Date(from);
    const { hour, minute } = istParts(end);
    const day = istDate(end);
    promise = istInstant(hour * 60 + minute <= EXPRESS_SAME_DAY_UNTIL_MINUTES ? day : addDays(day, 1), EXPRESS_READY_MINUTES);
  } else {
    promise = new Date(Date.parse(from) + TURNAROUND_HOURS[input.service] * 3_600_000).toISOString();
  }
  for (let moved = 0; moved < MAX_CLOSED_RUN && isClosedDay(istDate(new Date(promise)), rules, closedDates); moved++) {
    promise = new Date(Date.parse(promise) + 86_400_000).toISOString();
  }
  return promise;
}

/** A guess at a new time is never closer than this: "expected in ten minutes" is no promise. */
export const ESTIMATE_MIN_AHEAD_MS = 2 * 3_600_000;

/**
 * The passed promise of an open order, moved forward a whole day at a time (same time of day, IST
 * has no daylight saving) to the first that is at least two hours away and on a day the shop is open
 * (docs/decisions/0059). Null when the promise has not passed.
 */
export function estimateAfterSlip(promise: string, now: Date, rules: PickupRules, closedDates: ReadonlySet<string>): string | null {
  const passed = Date.parse(promise);
  if (!(passed < now.getTime())) return null;
  const days = Math.max(1, Math.ceil((now.getTime() + ESTIMATE_MIN_AHEAD_MS - passed) / 86_400_000));
  let estimate = passed + days * 86_400_000;
  for (let moved = 0; moved < MAX_CLOSED_RUN && isClosedDay(istDate(new Date(estimate)), rules, closedDates); moved++) {
    estimate += 86_400_000;
  }
  return new Date(estimate).toISOString();
}

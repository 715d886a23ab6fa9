import { addDays, istDate, isIsoDate } from '@laundry/shared/rules/ist';

/** The quick choices of the New ready-by time dialog: the shop's usual end of day, a day or two on. */
export type QuickChoice = 'tomorrow' | 'dayAfter';

const QUICK_TIME = '21:00';
const QUICK_DAYS: Record<QuickChoice, number> = { tomorrow: 1, dayAfter: 2 };

/**
 * The IST instant of a shop calendar date and a clock time ("2026-11-28", "21:00"), as the API
 * takes it ("2026-11-28T21:00:00+05:30"): the shop's clock, whatever zone the device is set to.
 * Null when either part is missing or not a real date or time.
 */
export function istInstant(date: string, time: string): string | null {
  if (!isIsoDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  return `${date}T${time}:00+05:30`;
}

/** "Tomorrow, 9 PM" and "Day after, 9 PM", counted from the shop's date now (IST). */
export function quickChoiceInstant(choice: QuickChoice, now: Date): string {
  return istInstant(addDays(istDate(now), QUICK_DAYS[choice]), QUICK_TIME)!;
}

/** A promise can be moved on an open order that has one (the server refuses the rest: order_closed, no_promise). */
export function canMoveReadyBy(order: { readyBy: string | null; status: string }): boolean {
  return order.readyBy !== null && order.status !== 'Completed' && order.status !== 'Cancelled';
}

/** True when `instant` is after the time already promised (or nothing was promised). */
export function laterThanPromise(instant: string, promised: string | null): boolean {
  return promised === null || Date.parse(instant) > Date.parse(promised);
}

/**
 * The quick choices worth offering: only those later than the time already promised, since the
 * customer reads a new time "with an apology" (an earlier one is no slip to apologise for).
 */
export function quickChoicesAfter(promised: string | null, now: Date): QuickChoice[] {
  return (Object.keys(QUICK_DAYS) as QuickChoice[]).filter((c) => laterThanPromise(quickChoiceInstant(c, now), promised));
}

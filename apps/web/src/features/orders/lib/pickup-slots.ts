import type { SlotsAnswer } from '@laundry/shared/contracts/slots';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { DEFAULT_PICKUP_RULES, windowsForDate } from '@laundry/shared/rules/slots';

/** A pickup window the booking form offers. */
export interface BookableWindow {
  /** "9:00 AM – 11:00 AM": sent as the booking's pickupTime */
  label: string;
  /** ISO UTC */
  start: string;
  end: string;
  /** Places left; null when not known (the shop's answer could not be read). */
  left: number | null;
  /** No place left: shown as "Full" and not chosen. */
  full: boolean;
}

/**
 * The windows a customer may choose on `date` (docs/decisions/0051): those the shop's GET
 * /api/slots answer says are open, and that this device's clock also still sees outside the
 * cut-off, so a form left open closes them as time passes; full ones are kept, to show "Full".
 * Without an answer (the call failed) the spec's default hours by this clock: the server checks
 * the booking in any case.
 */
export function bookableWindows(date: string, now: Date, answer: SlotsAnswer | null | undefined): BookableWindow[] {
  if (!answer) {
    return windowsForDate(date, DEFAULT_PICKUP_RULES, new Set(), now)
      .filter((w) => w.open)
      .map((w) => ({ label: w.label, start: w.start, end: w.end, left: null, full: false }));
  }
  const cutoffMs = answer.cutoffMinutes * 60_000;
  return answer.windows
    .filter((w) => w.open && Date.parse(w.start) - now.getTime() >= cutoffMs)
    .map((w) => ({ label: w.label, start: w.start, end: w.end, left: w.left, full: w.left <= 0 }));
}

/** Whether a customer can book on this date at all: a window open with a place left. */
export function hasRoom(windows: readonly BookableWindow[]): boolean {
  return windows.some((w) => !w.full);
}

/** One date's answer as the form has it: still to come, failed (null) or there. */
export interface DayAnswer {
  pending: boolean;
  answer: SlotsAnswer | null | undefined;
}

/**
 * The first of `days` dates from today (IST) with a window open and a place left, reading each
 * date's answer in turn: undefined while one before it is still to come, null when none of them
 * has room (look further). A date whose answer failed counts by the default hours.
 */
export function firstDateWithRoom(now: Date, days: readonly DayAnswer[]): string | null | undefined {
  const today = istDate(now);
  for (const [i, day] of days.entries()) {
    if (day.pending) return undefined;
    const date = addDays(today, i);
    if (hasRoom(bookableWindows(date, now, day.answer))) return date;
  }
  return null;
}

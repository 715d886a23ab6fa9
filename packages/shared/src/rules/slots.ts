import { DEFAULT_CUTOFF_MINUTES, DEFAULT_WINDOW_CAPACITY, PICKUP_CLOSES_HOUR, PICKUP_OPENS_HOUR } from '../constants';
import { addDays, istDate } from './ist';

/** One weekday's pickup hours: "HH:MM" start and end in IST, windows of `minutes`. */
export interface DayWindows {
  start: string;
  end: string;
  minutes: number;
}

/** The shop's pickup rules (docs/decisions/0048): seven entries Sunday…Saturday, null = closed that weekday. */
export interface PickupRules {
  weekdays: (DayWindows | null)[];
  capacity: number;
  cutoffMinutes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The spec's 7 AM–10 PM in two-hour windows, every day. */
export const DEFAULT_DAY_WINDOWS: DayWindows = { start: hhmm(PICKUP_OPENS_HOUR * 60), end: hhmm(PICKUP_CLOSES_HOUR * 60), minutes: 120 };
export const DEFAULT_PICKUP_RULES: PickupRules = {
  weekdays: Array.from({ length: 7 }, () => ({ ...DEFAULT_DAY_WINDOWS })),
  capacity: DEFAULT_WINDOW_CAPACITY,
  cutoffMinutes: DEFAULT_CUTOFF_MINUTES,
};

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** "9:00 AM", "12:30 PM": how the booking form has always written times. */
export function clockLabel(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${pad(minutes % 60)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** An IST wall-clock time on a shop date as an ISO UTC instant. */
export function istInstant(date: string, minutes: number): string {
  return new Date(Date.parse(`${date}T00:00:00+05:30`) + minutes * 60_000).toISOString();
}

export interface PickupWindow {
  /** "9:00 AM – 11:00 AM": what the order stores as pickupTime */
  label: string;
  /** ISO UTC */
  start: string;
  end: string;
  /** false on a closed date or weekday, once started, or within the cut-off of now */
  open: boolean;
}

/** 0 = Sunday … 6 = Saturday, of a YYYY-MM-DD date. */
export function weekdayOfDate(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A day's windows without their state: the same for every booking that day, so each is worked out once. */
type WindowShape = Omit<PickupWindow, 'open'> & { startMs: number };
const shapes = new Map<string, readonly WindowShape[]>();
const MAX_SHAPES = 512;

function windowShapes(date: string, day: DayWindows): readonly WindowShape[] {
  const key = `${date} ${day.start} ${day.end} ${day.minutes}`;
  let found = shapes.get(key);
  if (!found) {
    const list: WindowShape[] = [];
    const from = minutesOf(day.start);
    const to = minutesOf(day.end);
    for (let start = from; start < to; start += day.minutes) {
      const end = Math.min(start + day.minutes, to);
      const startAt = istInstant(date, start);
      list.push({ label: `${clockLabel(start)} – ${clockLabel(end)}`, start: startAt, end: istInstant(date, end), startMs: Date.parse(startAt) });
    }
    // Bookings name dates a month ahead at most: a full memo is simply started again.
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, list);
    found = list;
  }
  return found;
}

/** The day's windows in IST; a last window shorter than the rest ends at closing. */
export function windowsForDate(date: string, rules: PickupRules, closedDates: ReadonlySet<string>, now: Date): PickupWindow[] {
  const day = rules.weekdays[weekdayOfDate(date)];
  if (!day || day.minutes <= 0) return [];
  const closed = closedDates.has(date);
  const openFrom = now.getTime() + rules.cutoffMinutes * 60_000;
  return windowShapes(date, day).map((w) => ({ label: w.label, start: w.start, end: w.end, open: !closed && w.startMs >= openFrom }));
}

/** Labels compared without regard to spacing, case or the kind of dash. */
function normaliseLabel(label: string): string {
  return label
    .replace(/[\u2010-\u2015\u2212-]/g, '-')
    .replace(/\s+/g, '')
    .toUpperCase();
}

/** The window a booking's pickupTime names, or undefined for free text ("time to agree"). */
export function matchWindow<W extends { label: string }>(label: string, windows: readonly W[]): W | undefined {
  const wanted = normaliseLabel(label);
  if (wanted === '') return undefined;
  return windows.find((w) => normaliseLabel(w.label) === wanted);
}

/**
 * The first open window starting after `after` (ISO), looking up to `days` shop days ahead, for
 * a stop the rider could not do; `hasRoom` lets the caller skip full windows.
 */
export function nextOpenWindow(
  after: string,
  rules: PickupRules,
  closedDates: ReadonlySet<string>,
  now: Date,
  hasRoom: (w: PickupWindow) => boolean = () => true,
  days = 14,
): PickupWindow | undefined {
  const first = istDate(new Date(Math.max(Date.parse(after), now.getTime())));
  for (let i = 0; i <= days; i++) {
    const date = addDays(first, i);
    for (const w of windowsForDate(date, rules, closedDates, now)) {
      if (w.open && w.start > after && hasRoom(w)) return w;
    }
  }
  return undefined;
}

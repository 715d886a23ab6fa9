/** The shop runs on India Standard Time (UTC+05:30, no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;

export interface IstParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

export function istParts(date: Date): IstParts {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The shop's calendar date, YYYY-MM-DD. */
export function istDate(date: Date): string {
  const p = istParts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export { pad };

/**
 * The instants an IST calendar day covers, as the ISO UTC text the database stores: from its
 * midnight (18:30 UTC the day before) up to, not including, the next midnight. Stored times
 * compare as text, so `from <= t < to` selects the day.
 */
export function istDayRangeUtc(isoDate: string): { from: string; to: string } {
  const start = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS).toISOString();
  return { from: start(isoDate), to: start(addDays(isoDate, 1)) };
}

/** Whole calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

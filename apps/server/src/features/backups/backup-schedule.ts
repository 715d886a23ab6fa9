import type { BackupEvery } from '../../config';

/** India has one time zone and no daylight saving: +05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The first scheduled moment strictly after `now`, or null when the schedule is off. */
export function nextBackupAt(every: BackupEvery, now: number): Date | null {
  if (!every) return null;
  if ('everyMinutes' in every) {
    const period = every.everyMinutes * 60_000;
    // Counted from midnight in India, so 6h means 00:00, 06:00, 12:00 and 18:00 there.
    return new Date((Math.floor((now + IST_OFFSET_MS) / period) + 1) * period - IST_OFFSET_MS);
  }
  const [hours, minutes] = every.daily.split(':').map(Number) as [number, number];
  const istMidnight = Math.floor((now + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  const today = istMidnight + (hours * 60 + minutes) * 60_000;
  return new Date(today > now ? today : today + DAY_MS);
}

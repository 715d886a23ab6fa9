/** Dates and times as the shop reads them: India Standard Time, whatever the device's zone. */
const IST = 'Asia/Kolkata';
const dateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: IST, day: '2-digit', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: IST, hour: 'numeric', minute: '2-digit', hour12: true });

function validDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "05 Jan 2026" in shop time. */
export function formatIstDate(value: string | Date): string {
  const d = validDate(value);
  return d ? dateFormat.format(d) : '';
}

/** "3:45 pm" in shop time. */
export function formatIstTime(value: string | Date): string {
  const d = validDate(value);
  return d ? timeFormat.format(d) : '';
}

export function formatIstDateTime(value: string | Date): string {
  const d = validDate(value);
  return d ? `${formatIstDate(d)}, ${formatIstTime(d)}` : '';
}

/** A YYYY-MM-DD calendar date as "05 Jan 2026"; it is already a shop date, so no zone shift. */
export function formatCalendarDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  return formatIstDate(`${isoDate}T12:00:00+05:30`);
}

const shortDateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: IST, day: 'numeric', month: 'short' });

/** "23 Nov" in shop time: for places where the year goes without saying (a timeline step). */
export function formatIstShortDate(value: string | Date): string {
  const d = validDate(value);
  return d ? shortDateFormat.format(d) : '';
}

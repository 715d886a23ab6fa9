import type { Language } from '@laundry/shared/constants';

/**
 * Pickup hours and windows in the language shown. Orders store the shop's English
 * window ("9:00 AM – 11:00 AM"); English shows it as stored, Telugu and Hindi name the part of
 * the day before the hour, the way people say it (ఉదయం 9:00 – 11:00, सुबह 9:00 – 11:00).
 */
const IST = 'Asia/Kolkata';
const formats = new Map<Language, Intl.DateTimeFormat>();

function hourFormat(language: Exclude<Language, 'en'>): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, { timeZone: IST, hour: 'numeric', minute: '2-digit', dayPeriod: 'short' });
    formats.set(language, format);
  }
  return format;
}

/** A time of the shop's day as a moment in IST (the day itself does not matter). */
function atTime(hour: number, minute: number): Date {
  return new Date(Date.UTC(2026, 0, 1, hour, minute) - 330 * 60_000);
}

/** "9:00 AM", as the shop writes its hours. */
function englishTime(hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The part of the day and the clock time, in the language's words. */
function timeParts(hour: number, minute: number, language: Exclude<Language, 'en'>): { period: string; time: string } {
  const parts = hourFormat(language).formatToParts(atTime(hour, minute));
  const period = parts.find((p) => p.type === 'dayPeriod')?.value ?? '';
  const time = parts
    .filter((p) => p.type !== 'dayPeriod')
    .map((p) => p.value)
    .join('')
    .trim();
  return { period, time };
}

function timeText(hour: number, minute: number, language: Language): string {
  if (language === 'en') return englishTime(hour, minute);
  const { period, time } = timeParts(hour, minute, language);
  return `${period} ${time}`.trim();
}

function rangeText(start: [number, number], end: [number, number], language: Language): string {
  if (language === 'en') return `${englishTime(...start)} – ${englishTime(...end)}`;
  const from = timeParts(...start, language);
  const to = timeParts(...end, language);
  if (from.period === to.period) return `${from.period} ${from.time} – ${to.time}`.trim();
  return `${timeText(...start, language)} – ${timeText(...end, language)}`;
}

/** "10:00 PM", "రాత్రి 10:00", "रात 10:00": an hour of the shop's day. */
export function hourText(hour: number, language: Language): string {
  return timeText(hour, 0, language);
}

/** From one hour to another: "7:00 AM – 10:00 PM", "ఉదయం 7:00 – రాత్రి 10:00", "सुबह 7:00 – 9:00". */
export function hoursText(startHour: number, endHour: number, language: Language): string {
  return rangeText([startHour, 0], [endHour, 0], language);
}

/** "7:00 AM" or "12:30 PM" → [hour, minute] on a 24-hour clock. */
function parseTime(text: string): [number, number] | null {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) return null;
  const hour = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? [hour, minute] : null;
}

/**
 * A stored pickup window as the customer reads it: as stored in English, the language's way in
 * Telugu and Hindi. Text that is not a window of times (typed by the shop) stays as it is.
 */
export function pickupWindowText(label: string, language: Language): string {
  if (language === 'en' || !label) return label;
  const [from, to, ...rest] = label.split(/\s*[–-]\s*/);
  const start = from ? parseTime(from) : null;
  const end = to ? parseTime(to) : null;
  if (!start || !end || rest.length > 0) return label;
  return rangeText(start, end, language);
}

import type { Language } from '@laundry/shared/constants';
import { currentLanguage } from '../i18n/language';

/**
 * Dates and times as the shop reads them: India Standard Time, whatever the device's zone, with
 * month and weekday names in the language shown (docs/decisions/0045).
 */
const IST = 'Asia/Kolkata';
type Style = 'date' | 'time' | 'clock' | 'short' | 'weekday';
const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { timeZone: IST, day: '2-digit', month: 'short', year: 'numeric' },
  time: { timeZone: IST, hour: 'numeric', minute: '2-digit', hour12: true },
  clock: { timeZone: IST, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  short: { timeZone: IST, day: 'numeric', month: 'short' },
  weekday: { timeZone: IST, weekday: 'short', day: 'numeric', month: 'short' },
};
/**
 * Telugu dates with the month's whole name, in the order Intl's Telugu data gives ("29 నవంబర్,
 * 2026"): the short form ("29, నవం 2026") cuts the month to a syllable no one writes.
 */
const TELUGU: Partial<Record<Style, Intl.DateTimeFormatOptions>> = {
  date: { timeZone: IST, day: 'numeric', month: 'long', year: 'numeric' },
  short: { timeZone: IST, day: 'numeric', month: 'long' },
  weekday: { timeZone: IST, weekday: 'short', day: 'numeric', month: 'long' },
};
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, language: Language): Intl.DateTimeFormat {
  const key = `${style}.${language}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, (language === 'te' ? TELUGU[style] : undefined) ?? OPTIONS[style]);
    formats.set(key, format);
  }
  return format;
}

/**
 * The first date formatter a page makes costs a slow phone ~35 ms (Intl loads its calendar data).
 * Made in a task of its own as soon as this module arrives, it is ready before My Orders or the
 * booking page draws their dates, instead of lengthening that render (docs/decisions/0065).
 */
export function warmIstFormats(language: Language = currentLanguage()): void {
  formatter('date', language).format(0);
  formatter('time', language).format(0);
}
if (typeof window !== 'undefined') setTimeout(() => warmIstFormats(), 0);

function validDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "05 Jan 2026" in shop time. */
export function formatIstDate(value: string | Date, language: Language = currentLanguage()): string {
  const d = validDate(value);
  return d ? formatter('date', language).format(d) : '';
}

/** "3:45 pm" in shop time. */
export function formatIstTime(value: string | Date, language: Language = currentLanguage()): string {
  const d = validDate(value);
  return d ? formatter('time', language).format(d) : '';
}

export function formatIstDateTime(value: string | Date, language: Language = currentLanguage()): string {
  const d = validDate(value);
  return d ? `${formatIstDate(d, language)}, ${formatIstTime(d, language)}` : '';
}

/** A YYYY-MM-DD calendar date as "05 Jan 2026"; it is already a shop date, so no zone shift. */
export function formatCalendarDate(isoDate: string, language: Language = currentLanguage()): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  return formatIstDate(`${isoDate}T12:00:00+05:30`, language);
}

/** "23 Nov" in shop time: for places where the year goes without saying (a timeline step). */
export function formatIstShortDate(value: string | Date, language: Language = currentLanguage()): string {
  const d = validDate(value);
  return d ? formatter('short', language).format(d) : '';
}

/** "Mon, 23 Nov" in shop time: a day the customer picks (booking dates). */
export function formatIstWeekdayDate(value: string | Date, language: Language = currentLanguage()): string {
  const d = validDate(value);
  return d ? formatter('weekday', language).format(d) : '';
}

/**
 * A time on a bill (docs/decisions/0066): "3:45 pm" in English; on the 24-hour clock in Telugu
 * and Hindi ("15:45"), whose Intl formats write the Latin "AM"/"PM" a Telugu or Hindi bill should
 * not carry.
 */
export function formatBillTime(value: string | Date, language: Language = currentLanguage()): string {
  if (language === 'en') return formatIstTime(value, language);
  const d = validDate(value);
  return d ? formatter('clock', language).format(d) : '';
}

/** A bill's date and time: "05 Jan 2026, 3:45 pm"; "5 జనవరి, 2026, 15:45". */
export function formatBillDateTime(value: string | Date, language: Language = currentLanguage()): string {
  const d = validDate(value);
  return d ? `${formatIstDate(d, language)}, ${formatBillTime(d, language)}` : '';
}

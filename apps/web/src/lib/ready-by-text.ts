import type { Language } from '@laundry/shared/constants';
import { formatIstWeekdayDate } from './ist-format';

const IST = 'Asia/Kolkata';
const periods = new Map<Language, Intl.DateTimeFormat>();

function periodFormat(language: Language): Intl.DateTimeFormat {
  let format = periods.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, { timeZone: IST, hour: 'numeric', minute: '2-digit', dayPeriod: 'short' });
    periods.set(language, format);
  }
  return format;
}

/** "9 PM", "11:30 AM"; in Telugu and Hindi the part of the day first, as the pickup windows read ("రాత్రి 9", "रात 9"). */
function timeOfDay(at: Date, language: Language): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const hour = ist.getUTCHours();
  const minute = ist.getUTCMinutes();
  const clock = minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`;
  if (language === 'en') return `${hour % 12 === 0 ? 12 : hour % 12}${clock} ${hour < 12 ? 'AM' : 'PM'}`;
  const period = periodFormat(language)
    .formatToParts(at)
    .find((p) => p.type === 'dayPeriod')?.value;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${period ?? ''} ${h12}${clock}`.trim();
}

/** The ready-by promise's moment in the language shown: "Tue 25 Nov, 9 PM", in IST whatever the device's zone. */
export function readyByText(iso: string, language: Language): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const day = formatIstWeekdayDate(at, language);
  return `${language === 'en' ? day.replace(',', '') : day}, ${timeOfDay(at, language)}`;
}

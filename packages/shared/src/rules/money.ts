/** Money travels as rupees (numbers, up to 2 decimals) and is stored as integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}

import type { Language } from '../constants';

/** "1234567" → "12,34,567": the last three digits, then pairs. */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * "₹1,23,456" or "₹1,250.50": Indian grouping, paise shown only when there are any. Telugu and
 * Hindi write amounts the same way (Latin digits, Indian grouping), as Intl does for en-IN, te-IN
 * and hi-IN (the test compares them); the language is kept for formats that differ.
 *
 * Written out rather than asked of Intl.NumberFormat: the first such formatter costs a slow phone
 * ~35 ms while the booking page and My Orders are being drawn (docs/decisions/0065).
 */
export function formatInr(rupees: number, _language: Language = 'en'): string {
  if (!Number.isFinite(rupees)) return `₹${String(rupees)}`;
  const paise = Math.round(Math.abs(rupees) * 100);
  const fraction = paise % 100;
  const negative = rupees < 0 || Object.is(rupees, -0);
  return `${negative ? '-' : ''}₹${indianGrouping(String((paise - fraction) / 100))}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}

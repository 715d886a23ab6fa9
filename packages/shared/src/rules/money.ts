/** Money travels as rupees (numbers, up to 2 decimals) and is stored as integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}

import type { Language } from '../constants';

const formats = new Map<string, Intl.NumberFormat>();
function currency(language: Language, paise: boolean): Intl.NumberFormat {
  const key = `${language}${paise ? '.00' : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${language}-IN`, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: paise ? 2 : 0,
      maximumFractionDigits: paise ? 2 : 0,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * "₹1,23,456" or "₹1,250.50": Indian grouping, paise shown only when there are any. Telugu and
 * Hindi write amounts the same way (Latin digits, Indian grouping); the language is kept for
 * formats that differ.
 */
export function formatInr(rupees: number, language: Language = 'en'): string {
  return currency(language, !Number.isInteger(Math.round(rupees * 100) / 100)).format(rupees);
}

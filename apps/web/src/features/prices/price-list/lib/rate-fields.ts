import { perKgBody, type PerKgBody } from '@laundry/shared/contracts/prices';
import { shopSettingsPatchBody } from '@laundry/shared/contracts/shop';

/** Plain decimals only: "70", "72.50". Number() would also take "1e2", " ", "0x10". */
const DECIMAL = /^\d{1,6}(?:\.\d{1,2})?$/;

const numberOf = (text: string): number => (DECIMAL.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export interface KgRateProblems {
  rate?: 'problem.kgRate';
  minKg?: 'problem.minKg';
}

/**
 * A service's rate per kilo and minimum kilos as typed, checked with the API's own schema; an
 * empty minimum is 0 (none).
 */
export function readKgRate(rate: string, minKg: string): { body: PerKgBody } | { problems: KgRateProblems } {
  const body = { rate: numberOf(rate), minKg: minKg.trim() === '' ? 0 : numberOf(minKg) };
  const parsed = perKgBody.safeParse(body);
  if (parsed.success) return { body: parsed.data };
  const problems: KgRateProblems = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'rate') problems.rate = 'problem.kgRate';
    if (issue.path[0] === 'minKg') problems.minKg = 'problem.minKg';
  }
  return { problems };
}

/** The Express factor as typed (1 to 3, two decimals), or null when the API would refuse it. */
export function readExpressFactor(text: string): number | null {
  const parsed = shopSettingsPatchBody.safeParse({ expressFactor: numberOf(text) });
  return parsed.success && parsed.data.expressFactor !== undefined ? parsed.data.expressFactor : null;
}

/** A number as the form shows it again: 70 → "70", 72.5 → "72.5", 0 → "" for "no minimum". */
export function numberText(value: number | undefined, zeroAsEmpty = false): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  if (zeroAsEmpty && value === 0) return '';
  return String(Math.round(value * 100) / 100);
}

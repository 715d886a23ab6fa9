import { MAX_PLAN_DISCOUNT, MAX_PLAN_PICKUPS } from '@laundry/shared/contracts/subscriptions';

/** A whole number typed in a field, or null when it is not one within [min, max]. */
export function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
}

export const pickupsOf = (text: string) => wholeNumber(text, 1, MAX_PLAN_PICKUPS);
export const discountOf = (text: string) => wholeNumber(text, 0, MAX_PLAN_DISCOUNT);

import type { DiscountKind } from '../constants';

/**
 * How an order's discount is made up (docs/decisions/0046): the shop's own discount, the
 * subscription plan's %, the bulk % from N pieces, the referral reward, in that order, each on
 * what is left after the ones before and each rounded to whole rupees as the spec's percent
 * discount is. The sum never goes above the subtotal. Paise in and out.
 */
export interface DiscountInput {
  /** paise */
  subtotal: number;
  /** The admin's own discount: an amount in paise, or a percent of the subtotal. */
  manual?: { amount: number } | { percent: number } | null;
  planPercent?: number | null;
  /** The plan's name, for its line's label. */
  planName?: string | null;
  bulk?: { minPieces: number; percent: number } | null;
  pieces?: number;
  referralPercent?: number | null;
}

export interface DiscountLineValue {
  kind: DiscountKind;
  label: string;
  /** null for an amount the admin typed in */
  percent: number | null;
  /** paise */
  amount: number;
}

export interface DiscountResult {
  lines: DiscountLineValue[];
  /** paise: the sum of the lines, at most the subtotal */
  discount: number;
}

function clampPercent(percent: number): number {
  return Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
}

/** A percent of what is left, to the whole rupee, never more than what is left. */
function percentOf(left: number, percent: number): number {
  return Math.min(left, Math.round((left * clampPercent(percent)) / 100 / 100) * 100);
}

/** A bulk discount applies from its minimum number of pieces; 0 pieces or 0 % means none is set. */
export function bulkApplies(bulk: DiscountInput['bulk'], pieces: number): boolean {
  return !!bulk && bulk.percent > 0 && bulk.minPieces > 0 && pieces >= bulk.minPieces;
}

export function stackDiscounts(input: DiscountInput): DiscountResult {
  const subtotal = Math.max(0, Math.round(input.subtotal));
  const lines: DiscountLineValue[] = [];
  let left = subtotal;
  const add = (kind: DiscountKind, label: string, percent: number | null, amount: number) => {
    // A line of ₹0 (a 10% of a ₹3 remainder, a plan of 0 %) says nothing: it is left out.
    if (amount <= 0) return;
    lines.push({ kind, label, percent, amount });
    left -= amount;
  };

  const manual = input.manual;
  if (manual && 'percent' in manual) {
    const pct = clampPercent(manual.percent);
    add('manual', `Discount ${pct}%`, pct, percentOf(left, pct));
  } else if (manual) {
    add('manual', 'Discount', null, Math.min(left, Math.max(0, Math.round(Number.isFinite(manual.amount) ? manual.amount : 0))));
  }
  if (input.planPercent) {
    const pct = clampPercent(input.planPercent);
    add('plan', input.planName ? `${input.planName} plan ${pct}%` : `Subscription ${pct}%`, pct, percentOf(left, pct));
  }
  const pieces = input.pieces ?? 0;
  if (input.bulk && bulkApplies(input.bulk, pieces)) {
    const pct = clampPercent(input.bulk.percent);
    add('bulk', `Bulk ${pct}% (${input.bulk.minPieces}+ pieces)`, pct, percentOf(left, pct));
  }
  if (input.referralPercent) {
    const pct = clampPercent(input.referralPercent);
    add('referral', `Referral reward ${pct}%`, pct, percentOf(left, pct));
  }
  return { lines, discount: subtotal - left };
}

import { stackDiscounts, type DiscountLineValue } from './discounts';
import { computeGst, type GstSplit } from './gst';
import { toPaise } from './money';
import { clampMoney, clampQty, clampRate, normalizeItems, sanitizeMoney, type PricedItem, type PricingInput, type Totals } from './pricing';

/**
 * What besides the items decides an order's figures (docs/decisions/0046): the shop's GST and
 * bulk settings, the subscription plan and the referral reward the order qualifies for.
 */
export interface PricingContext {
  /** Set when the shop charges GST (its GSTIN is set): the manual tax is then ignored. */
  gst?: { shopStateCode: string; customerGstin: string } | null;
  planPercent?: number | null;
  planName?: string | null;
  bulk?: { minPieces: number; percent: number } | null;
  referralPercent?: number | null;
}

export interface PricedOrder {
  items: PricedItem[];
  totals: Totals;
  discounts: DiscountLineValue[];
  /** null when no GST is charged */
  gst: GstSplit | null;
}

/**
 * The whole pricing, for the server's save and the editor's live figures alike: rows clamped
 * and normalised (pricing.ts), the discounts stacked (discounts.ts), the tax either computed
 * (gst.ts) or the spec's manual Tax field. Total = subtotal − discount + tax, never below 0.
 */
export function priceOrder(input: PricingInput, context: PricingContext = {}): PricedOrder {
  const items = normalizeItems(input.items.map((it) => ({ ...it, qty: clampQty(it.qty), rate: clampRate(it.rate) })));
  const subtotal = items.reduce((sum, it) => sum + it.amount, 0);
  const percent = input.discountPercent;
  const manual = percent != null && percent !== '' ? { percent: sanitizeMoney(percent) } : { amount: toPaise(clampMoney(input.discount)) };
  const { lines, discount } = stackDiscounts({
    subtotal,
    manual,
    planPercent: context.planPercent,
    planName: context.planName,
    bulk: context.bulk,
    pieces: items.reduce((sum, it) => sum + it.qty, 0),
    referralPercent: context.referralPercent,
  });
  const gst = context.gst ? computeGst({ taxable: subtotal - discount, ...context.gst }) : null;
  const tax = gst ? gst.tax : toPaise(clampMoney(input.tax));
  return { items, totals: { subtotal, discount, tax, total: Math.max(0, subtotal - discount + tax) }, discounts: lines, gst };
}

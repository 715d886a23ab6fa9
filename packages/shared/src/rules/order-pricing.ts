import { expressLineName, expressSurcharge, kgAmount, minimumLineName, minimumTopUps, roundOffPaise, type KgRate } from './bill';
import { stackDiscounts, type DiscountLineValue } from './discounts';
import { computeGst, type GstSplit } from './gst';
import { MAX_PAYMENT_RUPEES } from '../constants';
import { toPaise } from './money';
import { clampLine, clampMoney, normalizeItems, pieceCount, sanitizeMoney, type PricedItem, type PricingInput, type Totals } from './pricing';

/**
 * What besides the items decides an order's figures (docs/decisions/0046, 0066): the shop's GST,
 * bulk, per-kilo and Express settings, the subscription plan and the referral reward.
 */
export interface PricingContext {
  /** Set when the shop charges GST (its GSTIN is set): the manual tax is then ignored. */
  gst?: { shopStateCode: string; customerGstin: string } | null;
  planPercent?: number | null;
  planName?: string | null;
  bulk?: { minPieces: number; percent: number } | null;
  referralPercent?: number | null;
  /** The per-kilo services' minimums, by service name. */
  perKg?: Readonly<Record<string, KgRate>> | null;
  /** An Express order not waived: its factor in hundredths (150 = 1.5×) and the order's service. */
  express?: { factorPct: number; service: string } | null;
}

export interface PricedOrder {
  items: PricedItem[];
  /** `total` includes `roundOff`. */
  totals: Totals;
  discounts: DiscountLineValue[];
  /** null when no GST is charged */
  gst: GstSplit | null;
  /** paise: a tax invoice's total to the whole rupee minus its exact total; 0 without GST. */
  roundOff: number;
}

/** The lines the rules add after the given ones: a kilo minimum per service, then the Express surcharge. */
function ruleLines(lines: readonly PricedItem[], context: PricingContext): PricedItem[] {
  const added: PricedItem[] = minimumTopUps(lines, context.perKg ?? {}).map((top) => ({
    service: top.service,
    item: minimumLineName(top.minKgCenti),
    qty: top.centi / 100,
    rate: top.rate,
    amount: kgAmount(top.centi, top.rate),
    unit: 'kg',
    kind: 'minimum',
  }));
  const express = context.express;
  if (express && express.factorPct > 100) {
    const base = [...lines, ...added].reduce((sum, it) => sum + it.amount, 0);
    const surcharge = expressSurcharge(base, express.factorPct);
    if (surcharge > 0) {
      added.push({ service: express.service, item: expressLineName(express.factorPct), qty: 1, rate: surcharge, amount: surcharge, kind: 'express' });
    }
  }
  return added;
}

/**
 * The whole pricing, for the server's save and the editor's live figures alike: rows clamped
 * and normalised (pricing.ts), the rules' own lines added (bill.ts), the discounts stacked
 * (discounts.ts), the tax either computed (gst.ts) or the spec's manual Tax field, and on a tax
 * invoice the round-off to the rupee. Total = subtotal − discount + tax (+ round-off), never below 0.
 */
export function priceOrder(input: PricingInput, context: PricingContext = {}): PricedOrder {
  const given = normalizeItems(input.items.map(clampLine));
  const items = [...given, ...ruleLines(given, context)];
  const subtotal = items.reduce((sum, it) => sum + it.amount, 0);
  const percent = input.discountPercent;
  const manual = percent != null && percent !== '' ? { percent: sanitizeMoney(percent) } : { amount: toPaise(clampMoney(input.discount)) };
  const { lines, discount } = stackDiscounts({
    subtotal,
    manual,
    planPercent: context.planPercent,
    planName: context.planName,
    bulk: context.bulk,
    pieces: pieceCount(input.items),
    referralPercent: context.referralPercent,
  });
  const gst = context.gst ? computeGst({ taxable: subtotal - discount, ...context.gst }) : null;
  const tax = gst ? gst.tax : toPaise(clampMoney(input.tax));
  const exact = Math.max(0, subtotal - discount + tax);
  const roundOff = gst ? roundOffPaise(exact) : 0;
  return { items, totals: { subtotal, discount, tax, total: exact + roundOff }, discounts: lines, gst, roundOff };
}

/** The most one bill may come to: the largest payment the ledger takes, so any bill can be paid in one go. */
export const MAX_BILL_PAISE = MAX_PAYMENT_RUPEES * 100;

/**
 * Why a bill's figures cannot be saved although each is within its own limit, naming the field
 * to change; null when they can. The items alone, then with the tax, stay within MAX_BILL_PAISE.
 */
export function billTooLarge(totals: Totals): { field: 'items' | 'tax'; message: string } | null {
  if (totals.subtotal > MAX_BILL_PAISE) return { field: 'items', message: 'The items come to more than ₹10,00,000, the most one bill can be.' };
  if (totals.total > MAX_BILL_PAISE)
    return { field: 'tax', message: 'With this tax the bill comes to more than ₹10,00,000, the most one bill can be.' };
  return null;
}

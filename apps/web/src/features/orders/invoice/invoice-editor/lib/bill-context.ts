import type { DeliveryType, Service } from '@laundry/shared/constants';
import type { Order } from '@laundry/shared/contracts/orders';
import type { DiscountLine } from '@laundry/shared/contracts/payments';
import type { PerKgMap } from '@laundry/shared/contracts/prices';
import type { KgRate } from '@laundry/shared/rules/bill';
import { isValidGstin } from '@laundry/shared/rules/gstin';
import { toPaise } from '@laundry/shared/rules/money';
import type { PricingContext } from '@laundry/shared/rules/order-pricing';
import { expressFactorPct } from '../../../../../lib/express-factor';
import { isService, ownLines, type PricingDraft } from './invoice-draft';

/** The shop's settings the preview reads (GET /api/shop). */
export interface PreviewShop {
  gstin: string;
  stateCode: string;
  bulkMinPieces: number;
  bulkPercent: number;
  /** 1.5 = the regular price and half again; left out, no Express line is foreseen. */
  expressFactor?: number;
}

/** What besides the shop's settings the preview reads: the list's per-kilo rates, and the delivery the order has. */
export interface PreviewFacts {
  perKg?: PerKgMap | undefined;
  /** The order's delivery, or the manual block's while the order is not made yet. */
  delivery?: DeliveryType | undefined;
}

/** The list's per-kilo rates (rupees, kilos) as the shared rules take them (paise, hundredths of a kilo). */
export function kgRatesOf(perKg: PerKgMap | undefined): Record<string, KgRate> {
  const rates: Record<string, KgRate> = {};
  for (const [service, value] of Object.entries(perKg ?? {})) {
    if (value) rates[service] = { rate: toPaise(value.rate), minKgCenti: Math.round(value.minKg * 100) };
  }
  return rates;
}

/** The service a manual order is booked under, as the server picks it: the first line's, if it is one of the five. */
export function manualService(draft: PricingDraft): Service {
  const first = ownLines(draft)[0]?.service ?? '';
  return isService(first) ? first : 'Others';
}

/** The shop's Express factor in hundredths (150 = 1.5×), as the server rounds it; 0 while the settings are not known. */
export function shopExpressPct(shop: PreviewShop | undefined): number {
  return shop?.expressFactor ? expressFactorPct(shop.expressFactor) : 0;
}

/**
 * What the editor's preview knows of the pricing's other inputs: the shop's GST, bulk and Express
 * settings, the list's per-kilo minimums, and the plan and referral percents the order was last
 * priced with. An Express order has its surcharge unless the draft waives it, as the server does.
 */
export function previewContext(
  shop: PreviewShop | undefined,
  order: Pick<Order, 'discounts' | 'customerGstin' | 'service'> | null,
  draft: PricingDraft,
  facts: PreviewFacts = {},
): PricingContext {
  const percentOf = (kind: DiscountLine['kind']) => order?.discounts.find((d) => d.kind === kind)?.percent ?? null;
  const typed = (draft.gstin ?? '').trim().toUpperCase();
  const customerGstin = isValidGstin(typed) ? typed : (order?.customerGstin ?? '');
  const factorPct = shopExpressPct(shop);
  const charged = facts.delivery === 'express' && !draft.waiveExpress && factorPct > 100;
  return {
    gst: shop?.gstin ? { shopStateCode: shop.stateCode, customerGstin } : null,
    bulk: shop ? { minPieces: shop.bulkMinPieces, percent: shop.bulkPercent } : null,
    planPercent: percentOf('plan'),
    referralPercent: percentOf('referral'),
    perKg: kgRatesOf(facts.perKg),
    express: charged ? { factorPct, service: order?.service ?? manualService(draft) } : null,
  };
}

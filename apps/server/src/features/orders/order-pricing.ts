import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import type { DiscountLineValue } from '@laundry/shared/rules/discounts';
import { priceOrder, type PricedOrder } from '@laundry/shared/rules/order-pricing';
import type { PricedItem, PricingInput, Totals } from '@laundry/shared/rules/pricing';
import { NO_ITEMS_MESSAGE } from '@laundry/shared/rules/pricing';
import { DomainError } from '../../domain-error';

/**
 * What an order's pricing depends on besides its items (docs/decisions/0046, 0047), gathered in
 * the pricing's transaction: the customer's GSTIN, the subscription plan, the referral reward.
 */
export interface PricingFacts {
  customerGstin: string;
  plan: { name: string; percent: number } | undefined;
  /** The reward this order has, or may take (an earned one, claimed only if it gives a line). */
  reward: { id: string; percent: number } | undefined;
}

/** What the repository writes: items, totals, discount lines, the GST columns. */
export interface OrderPricingWrite {
  items: PricedItem[];
  totals: Totals;
  discounts: DiscountLineValue[];
  /** The referral reward behind the referral line, if there is one. */
  rewardId: string | null;
  gst: { cgst: number; sgst: number; igst: number; customerGstin: string; placeOfSupply: string };
}

/**
 * The whole pricing of one order: the shared rules (priceOrder) with the shop's GST and bulk
 * settings and the order's facts. With the shop's GSTIN set the tax is computed and the typed
 * tax ignored; without it the spec's manual tax is kept and the GST columns are 0.
 */
export function priceWithFacts(input: PricingInput, shop: ShopPaymentSettings, facts: PricingFacts): OrderPricingWrite {
  const charged = shop.gstin !== '';
  const result: PricedOrder = priceOrder(input, {
    gst: charged ? { shopStateCode: shop.stateCode, customerGstin: facts.customerGstin } : null,
    planPercent: facts.plan?.percent,
    planName: facts.plan?.name,
    bulk: { minPieces: shop.bulkMinPieces, percent: shop.bulkPercent },
    referralPercent: facts.reward?.percent,
  });
  if (result.items.length === 0) throw new DomainError('no_priced_items', NO_ITEMS_MESSAGE);
  const referral = result.discounts.some((d) => d.kind === 'referral');
  return {
    items: result.items,
    totals: result.totals,
    discounts: result.discounts,
    rewardId: referral && facts.reward ? facts.reward.id : null,
    gst: {
      cgst: result.gst?.cgst ?? 0,
      sgst: result.gst?.sgst ?? 0,
      igst: result.gst?.igst ?? 0,
      // A business customer's GSTIN is kept on the order even without the shop's GST, so
      // it is there when the shop registers; it is printed only on a tax invoice.
      customerGstin: facts.customerGstin,
      placeOfSupply: result.gst?.placeOfSupply ?? '',
    },
  };
}

import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { stainLineName } from '@laundry/shared/rules/care';
import { bulkApplies, type DiscountLineValue } from '@laundry/shared/rules/discounts';
import { fromPaise } from '@laundry/shared/rules/money';
import { priceOrder, type PricedOrder } from '@laundry/shared/rules/order-pricing';
import type { ItemInput, PricedItem, PricingInput, Totals } from '@laundry/shared/rules/pricing';
import { clampQty, NO_ITEMS_MESSAGE } from '@laundry/shared/rules/pricing';
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
  /** The approved stain charges (docs/decisions/0057): one bill line each, added by the server only. */
  approvedStains: readonly ApprovedStain[];
}

/** An approved stain with a charge, as its bill line needs it. */
export interface ApprovedStain {
  id: string;
  tag: string;
  /** the piece's service */
  service: string;
  /** paise, > 0 */
  charge: number;
}

/** A bill row as written: the shop's own lines, and the lines approved stain charges add. */
export type PricedLine = PricedItem & { stainId?: string };

/** A pricing request's line: as the editor sends it back, it may carry the stain it was added for. */
type IncomingLine = ItemInput & { stainId?: string | null };

/** What the repository writes: items, totals, discount lines, the GST columns. */
export interface OrderPricingWrite {
  items: PricedLine[];
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
export function priceWithFacts(
  input: Omit<PricingInput, 'items'> & { items: readonly IncomingLine[] },
  shop: ShopPaymentSettings,
  facts: PricingFacts,
): OrderPricingWrite {
  const charged = shop.gstin !== '';
  const own = shopLines(input.items, facts.approvedStains);
  // Stain lines are not garments: they neither make pieces nor count towards the bulk discount.
  const bulk = { minPieces: shop.bulkMinPieces, percent: shop.bulkPercent };
  const pieces = own.reduce((sum, it) => sum + clampQty(it.qty), 0);
  const result: PricedOrder = priceOrder(
    { ...input, items: [...own, ...facts.approvedStains.map(stainLine)] },
    {
      gst: charged ? { shopStateCode: shop.stateCode, customerGstin: facts.customerGstin } : null,
      planPercent: facts.plan?.percent,
      planName: facts.plan?.name,
      bulk: bulkApplies(bulk, pieces) ? bulk : null,
      referralPercent: facts.reward?.percent,
    },
  );
  if (result.items.length === 0) throw new DomainError('no_priced_items', NO_ITEMS_MESSAGE);
  // The stain lines come last, qty 1 each, so the last of the priced rows are theirs, in order.
  const firstStain = result.items.length - facts.approvedStains.length;
  const items: PricedLine[] = result.items.map((it, i) => (i >= firstStain ? { ...it, stainId: facts.approvedStains[i - firstStain]!.id } : it));
  const referral = result.discounts.some((d) => d.kind === 'referral');
  return {
    items,
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

/**
 * The shop's own lines of a pricing request: a line sent back with a stainId is the server's to
 * write, and so is one named as an approved stain's line (an editor that dropped the stainId).
 */
function shopLines(items: readonly IncomingLine[], approved: readonly ApprovedStain[]): ItemInput[] {
  const names = new Set(approved.map((s) => stainLineName(s.tag)));
  return items.filter((it) => !it.stainId && !names.has((it.item ?? '').trim()));
}

function stainLine(stain: ApprovedStain): ItemInput {
  return { service: stain.service, item: stainLineName(stain.tag), qty: 1, rate: fromPaise(stain.charge) };
}

import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import type { KgRate } from '@laundry/shared/rules/bill';
import { stainLineName } from '@laundry/shared/rules/care';
import { bulkApplies, type DiscountLineValue } from '@laundry/shared/rules/discounts';
import { fromPaise } from '@laundry/shared/rules/money';
import { billTooLarge, priceOrder, type PricedOrder } from '@laundry/shared/rules/order-pricing';
import type { ItemInput, PricedItem, PricingInput, Totals } from '@laundry/shared/rules/pricing';
import { NO_ITEMS_MESSAGE, pieceCount } from '@laundry/shared/rules/pricing';
import { DomainError } from '../../domain-error';

/**
 * What the price list adds to a pricing (docs/decisions/0066): the per-kilo services' minimums
 * and each item's Telugu and Hindi names, which the bill keeps. Read before the transaction.
 */
export interface PriceBookView {
  perKg: Readonly<Record<string, KgRate>>;
  /** The item's names in the list for a line's typed name; null when the list has no such item. */
  namesOf(item: string): { te: string; hi: string } | null;
}

/** Where an order's pricing reads the list. */
export interface PriceBook {
  view(): Promise<PriceBookView>;
}

/** The shop's settings and the price list, as one pricing reads them. */
export interface PricingSettings {
  shop: ShopPaymentSettings;
  book: PriceBookView;
}

/** The order as its pricing reads it: Express charges its surcharge unless the shop waives it. */
export interface PricedOrderFacts {
  service: string;
  delivery: 'regular' | 'express';
}

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
  /** The order's service and delivery; left out, no Express surcharge (a check before any transaction). */
  order?: PricedOrderFacts;
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

/** A bill row as written: the shop's own lines, the lines approved stain charges add, the rules' lines. */
export type PricedLine = PricedItem & { stainId?: string; names?: { te: string; hi: string } };

/** A pricing request's line: as the editor sends it back, it may carry the stain or the rule it was added for. */
type IncomingLine = ItemInput & { stainId?: string | null; kind?: string | null };

/** A pricing request's figures besides its lines, as the server reads them. */
type IncomingPricing = Omit<PricingInput, 'items'> & { items: readonly IncomingLine[]; expressWaiver?: string; confirmFree?: boolean };

/** What the repository writes: items, totals, discount lines, the GST columns. */
export interface OrderPricingWrite {
  items: PricedLine[];
  totals: Totals;
  discounts: DiscountLineValue[];
  /** The referral reward behind the referral line, if there is one. */
  rewardId: string | null;
  gst: { cgst: number; sgst: number; igst: number; customerGstin: string; placeOfSupply: string };
  /** paise: a tax invoice's round-off to the rupee; 0 without GST. */
  roundOff: number;
  /** The reason Express was waived; '' when charged (or not Express). */
  expressWaiver: string;
  /** The bill's pieces (its piece lines' quantities; a weight counts none). */
  pieces: number;
}

/**
 * The whole pricing of one order: the shared rules (priceOrder) with the shop's GST and bulk
 * settings and the order's facts. With the shop's GSTIN set the tax is computed and the typed
 * tax ignored; without it the spec's manual tax is kept and the GST columns are 0.
 */
export function priceWithFacts(input: IncomingPricing, settings: PricingSettings, facts: PricingFacts): OrderPricingWrite {
  const { shop, book } = settings;
  const charged = shop.gstin !== '';
  const own = shopLines(input.items, facts.approvedStains);
  // Stain lines are not garments: they neither make pieces nor count towards the bulk discount.
  const bulk = { minPieces: shop.bulkMinPieces, percent: shop.bulkPercent };
  const pieces = pieceCount(own);
  const waiver = input.expressWaiver ?? '';
  const express =
    facts.order?.delivery === 'express' && waiver === '' ? { factorPct: Math.round(shop.expressFactor * 100), service: facts.order.service } : null;
  const result: PricedOrder = priceOrder(
    { ...input, items: [...own, ...facts.approvedStains.map(stainLine)] },
    {
      gst: charged ? { shopStateCode: shop.stateCode, customerGstin: facts.customerGstin } : null,
      planPercent: facts.plan?.percent,
      planName: facts.plan?.name,
      bulk: bulkApplies(bulk, pieces) ? bulk : null,
      referralPercent: facts.reward?.percent,
      perKg: book.perKg,
      express,
    },
  );
  if (result.items.every((it) => it.kind)) throw new DomainError('no_priced_items', NO_ITEMS_MESSAGE);
  const tooLarge = billTooLarge(result.totals);
  if (tooLarge) throw new DomainError('validation_failed', tooLarge.message, { field: tooLarge.field });
  // A tax invoice of ₹0 is issued only when the shop says the bill is free of charge.
  if (charged && result.totals.total === 0 && !input.confirmFree) {
    throw new DomainError('free_bill_unconfirmed', 'This bill comes to ₹0. Confirm it is free of charge to issue it as a tax invoice.');
  }
  // The stain lines follow the shop's own, qty 1 each, before the rules' lines.
  const firstStain = result.items.filter((it) => !it.kind).length - facts.approvedStains.length;
  const items: PricedLine[] = result.items.map((it, i) => {
    const stain = !it.kind && i >= firstStain ? facts.approvedStains[i - firstStain] : undefined;
    const names = it.kind || stain ? null : book.namesOf(it.item);
    return { ...it, ...(stain ? { stainId: stain.id } : {}), ...(names ? { names } : {}) };
  });
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
    roundOff: result.roundOff,
    expressWaiver: facts.order?.delivery === 'express' ? waiver : '',
    pieces,
  };
}

/**
 * The shop's own lines of a pricing request: a line sent back with a stainId is the server's to
 * write, and so is one named as an approved stain's line (an editor that dropped the stainId).
 */
function shopLines(items: readonly IncomingLine[], approved: readonly ApprovedStain[]): ItemInput[] {
  const names = new Set(approved.map((s) => stainLineName(s.tag)));
  return items
    .filter((it) => !it.stainId && !it.kind && !names.has((it.item ?? '').trim()))
    .map(({ service, item, qty, rate, unit }) => ({ service, item, qty, rate, unit }));
}

function stainLine(stain: ApprovedStain): ItemInput {
  return { service: stain.service, item: stainLineName(stain.tag), qty: 1, rate: fromPaise(stain.charge) };
}

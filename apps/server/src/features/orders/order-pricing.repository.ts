import type { Db } from '../../db/db';
import { fromPaise } from '@laundry/shared/rules/money';
import type { PricingInput } from '@laundry/shared/rules/pricing';
import type { OrderPricingWrite } from './order-pricing';

/** The customer's GSTIN from their profile ('' for none, or for a walk-in). */
export async function profileGstin(db: Db, userId: string | null): Promise<string> {
  if (!userId) return '';
  const row = await db.selectFrom('users').select('gstin').where('id', '=', userId).executeTakeFirst();
  return row?.gstin ?? '';
}

/** The plan of the subscription that booked the order, for its discount line. */
export async function subscriptionPlan(db: Db, subscriptionId: string | null): Promise<{ name: string; percent: number } | undefined> {
  if (!subscriptionId) return undefined;
  const row = await db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.planId')
    .select(['plans.name', 'plans.discountPercent'])
    .where('subscriptions.id', '=', subscriptionId)
    .executeTakeFirst();
  return row ? { name: row.name, percent: Number(row.discountPercent) } : undefined;
}

/** The referral reward already used on this order: it stays with the order when it is priced again. */
export async function rewardAppliedTo(db: Db, orderId: string): Promise<{ id: string; percent: number } | undefined> {
  const row = await db.selectFrom('referralRewards').select(['id', 'percent']).where('appliedOrderId', '=', orderId).executeTakeFirst();
  return row ? { id: row.id, percent: Number(row.percent) } : undefined;
}

/** The discount lines of the pricing, in their order: replaced as a whole, in the pricing's transaction. */
export async function replaceDiscountLines(db: Db, orderId: string, pricing: OrderPricingWrite): Promise<void> {
  await db.deleteFrom('orderDiscounts').where('orderId', '=', orderId).execute();
  if (pricing.discounts.length === 0) return;
  await db
    .insertInto('orderDiscounts')
    .values(
      pricing.discounts.map((line, position) => ({
        orderId,
        position,
        kind: line.kind,
        label: line.label,
        percent: line.percent,
        amount: line.amount,
        rewardId: line.kind === 'referral' ? pricing.rewardId : null,
      })),
    )
    .execute();
}

/**
 * What the order's bill was made from, read back as a pricing request in rupees (a stain's
 * approval re-prices with it; docs/decisions/0057): the shop's own lines as they are, the manual
 * discount line's percent (or its amount), and the typed tax, which counts only when the shop
 * charges no GST. The plan, bulk and referral lines are worked out again from their facts.
 */
export async function storedPricingInput(db: Db, orderId: string): Promise<PricingInput & { expressWaiver: string }> {
  const items = await db
    .selectFrom('orderItems')
    .select(['service', 'item', 'qty', 'rate', 'unit'])
    .where('orderId', '=', orderId)
    .where('stainId', 'is', null)
    .where('kind', '=', '')
    .orderBy('position')
    .execute();
  const manual = await db
    .selectFrom('orderDiscounts')
    .select(['percent', 'amount'])
    .where('orderId', '=', orderId)
    .where('kind', '=', 'manual')
    .executeTakeFirst();
  const { tax, expressWaiver } = await db.selectFrom('orders').select(['tax', 'expressWaiver']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const percent = manual?.percent ?? null;
  return {
    expressWaiver,
    items: items.map((it) => ({ service: it.service, item: it.item, qty: Number(it.qty), rate: fromPaise(Number(it.rate)), unit: it.unit })),
    discountPercent: percent === null ? null : Number(percent),
    discount: manual && percent === null ? fromPaise(Number(manual.amount)) : 0,
    tax: fromPaise(Number(tax)),
  };
}

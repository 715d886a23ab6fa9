import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderPricingWrite } from './order-pricing';

type Db = Kysely<Database> | Transaction<Database>;

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

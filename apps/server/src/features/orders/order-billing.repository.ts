import type { Actor } from '../../lib/actor';
import { lockOrder, updateOrder } from './order-writer';
import { type Db, type Trx, transaction } from '../../db/db';
import type { Kysely } from 'kysely';
import { approvedCharges } from './order-care.repository';
import { syncPieces } from './order-pieces.repository';
import { earnedRewardFor, markApplied } from '../referrals/referrals.public';
import type { OrderPricingWrite, PricedLine, PricingFacts } from './order-pricing';
import { profileGstin, replaceDiscountLines, rewardAppliedTo, subscriptionPlan } from './order-pricing.repository';
import type { Database } from '../../db/schema';

/**
 * The item lines, and the pieces they make (docs/decisions/0056), in the caller's transaction.
 * A line an approved stain charge added makes no piece (docs/decisions/0057).
 */
export async function insertItems(db: Db, orderId: string, items: readonly PricedLine[]): Promise<void> {
  await insertItemLines(db, orderId, items);
  // One tag per garment; a line by weight is one bag with one tag; the rules' lines are no garments.
  await syncPieces(
    db,
    orderId,
    items.filter((it) => !it.stainId && !it.kind).map((it) => (it.unit === 'kg' ? { ...it, qty: 1 } : it)),
    new Date().toISOString(),
  );
}

async function insertItemLines(db: Db, orderId: string, items: readonly PricedLine[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('orderItems')
    .values(
      items.map(({ service, item, qty, rate, amount, stainId, unit, kind, names }, position) => ({
        orderId,
        position,
        service,
        item,
        qty,
        rate,
        amount,
        stainId: stainId ?? null,
        unit: unit ?? 'pcs',
        kind: kind ?? '',
        nameTe: names?.te ?? '',
        nameHi: names?.hi ?? '',
      })),
    )
    .execute();
}

/**
 * Prices with the customer's oldest earned referral reward when there is one and it gives a
 * line, claiming it in this transaction; a reward another pricing claimed first is left out.
 */
export async function withEarnedReward(
  trx: Trx,
  orderId: string,
  userId: string | null,
  facts: PricingFacts,
  price: (facts: PricingFacts) => OrderPricingWrite,
  now: string,
): Promise<OrderPricingWrite> {
  const without = price(facts);
  if (!userId) return without;
  const earned = await earnedRewardFor(trx, userId);
  if (!earned) return without;
  const withReward = price({ ...facts, reward: earned });
  if (withReward.rewardId && (await markApplied(trx, earned.id, orderId, now))) return withReward;
  return without;
}

export async function nextInvoiceSequence(db: Db, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('invoiceCounters')
    .values({ financialYear, lastSequence: 1 })
    .onConflict((oc) => oc.column('financialYear').doUpdateSet((eb) => ({ lastSequence: eb(eb.ref('invoiceCounters.lastSequence'), '+', 1) })))
    .returning('lastSequence')
    .executeTakeFirstOrThrow();
  return Number(row.lastSequence);
}

/** An order's bill written again: its lines, pieces, discount lines, GST figures and invoice number. */
export class OrderPricingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Replaces the items, totals, discount lines and GST figures in one transaction. The first
   * pricing takes the next invoice sequence of the financial year; later edits keep the number.
   * `price` works the figures out of the facts read here (docs/decisions/0046).
   */
  async replacePricing(
    id: string,
    price: (facts: PricingFacts) => OrderPricingWrite,
    opts: {
      now: string;
      financialYear: string;
      formatInvoice: (fy: string, seq: number) => string;
      advanceFromPending: boolean;
      /** The GSTIN the admin gave; undefined: the order's own, else the customer's profile's. */
      customerGstin: string | undefined;
      /** Who prices it, for the audit trail (null: the system). */
      by: Actor | null;
    },
    /** The caller's transaction (a stain's approval re-prices in its own); else one of its own. */
    within?: Trx,
  ): Promise<boolean> {
    const run = async (trx: Trx) => {
      // Lock the order first (an UPDATE takes the row lock on PostgreSQL; SQLite has one writer),
      // so a second pricing of the same order waits, then sees the invoice number already given
      // instead of using up another one.
      if (!(await lockOrder(trx, id, opts.now))) return false;
      const current = await trx
        .selectFrom('orders')
        .select(['invoiceNumber', 'status', 'userId', 'subscriptionId', 'customerGstin', 'pricedAt', 'service', 'delivery', 'pieces'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const facts: PricingFacts = {
        customerGstin: opts.customerGstin ?? (current.customerGstin || (await profileGstin(trx, current.userId))),
        plan: await subscriptionPlan(trx, current.subscriptionId),
        reward: await rewardAppliedTo(trx, id),
        // Read under the order's lock: an approval and an Edit Pricing never miss each other's line.
        approvedStains: await approvedCharges(trx, id),
        order: { service: current.service, delivery: current.delivery },
      };
      // Only an order's first pricing may take a new referral reward ("the next priced order").
      const mayClaim = !facts.reward && current.pricedAt === null ? current.userId : null;
      const pricing = await withEarnedReward(trx, id, mayClaim, facts, price, opts.now);
      let invoiceNumber = current.invoiceNumber;
      if (!invoiceNumber) invoiceNumber = opts.formatInvoice(opts.financialYear, await nextInvoiceSequence(trx, opts.financialYear));
      await trx.deleteFrom('orderItems').where('orderId', '=', id).execute();
      await insertItems(trx, id, pricing.items);
      await replaceDiscountLines(trx, id, pricing);
      await updateOrder(
        trx,
        id,
        {
          ...pricing.totals,
          ...pricing.gst,
          roundOff: pricing.roundOff,
          expressWaiver: pricing.expressWaiver,
          invoiceNumber,
          pricedAt: opts.now,
          updatedAt: opts.now,
          // Picked up with this pricing and nobody counted at the door: the bill's pieces are the count.
          ...(opts.advanceFromPending && current.status === 'Pending'
            ? { status: 'In Progress', inProgressAt: opts.now, ...(current.pieces === null && pricing.pieces > 0 ? { pieces: pricing.pieces } : {}) }
            : {}),
        },
        opts.by,
      );
      return true;
    };
    return within ? run(within) : transaction(this.db, run);
  }
}

import type { Actor } from '../../lib/actor';
import { insertOrder, updateOrder } from './order-writer';
import { type Trx, transaction } from '../../db/db';
import type { Kysely } from 'kysely';
import { GroupCommit, isConstraintFailure } from '../../db/group-commit';
import { slotPlaces } from '../slots/slots.public';
import { insertItems, nextInvoiceSequence, withEarnedReward } from './order-billing.repository';
import type { OrderPricingWrite, PricingFacts } from './order-pricing';
import { replaceDiscountLines } from './order-pricing.repository';
import type { NewOrderRow, WindowPlace } from './order-rows';
import type { Database } from '../../db/schema';

interface Booking {
  order: NewOrderRow;
  place: WindowPlace | undefined;
}

/** New orders: a customer's booking, the shop's priced manual order, a claim's rewash. */
export class OrderBookingRepository {
  /** SQLite: new bookings that arrive together are committed together. */
  private readonly bookings: GroupCommit<Booking, boolean> | null;

  constructor(
    private readonly db: Kysely<Database>,
    options: { groupCommit?: boolean } = {},
  ) {
    this.bookings = options.groupCommit
      ? new GroupCommit(db, async (trx, { order, place }) => {
          // The group's one transaction: a full window refuses this booking alone, having written nothing.
          if (place && !(await slotPlaces.take(trx, place.start, place.capacity))) return false;
          try {
            await insertOrder(trx, order);
          } catch (error) {
            // A clashing order number fails this booking alone and the group goes on: its place goes back.
            if (place && isConstraintFailure(error)) await slotPlaces.give(trx, place.start);
            throw error;
          }
          return true;
        })
      : null;
  }

  /**
   * A new booking (no items yet), taking a place in its pickup window when it names one, in the
   * same transaction as the order: false, with nothing written, when the window is full.
   */
  async insertBooking(order: NewOrderRow, place?: WindowPlace): Promise<boolean> {
    if (this.bookings) return this.bookings.submit({ order, place });
    if (!place) {
      await insertOrder(this.db, order);
      return true;
    }
    // PostgreSQL: the place's row lock makes a second booking wait and re-read what is left.
    return transaction(this.db, async (trx) => {
      if (!(await slotPlaces.take(trx, place.start, place.capacity))) return false;
      await insertOrder(trx, order);
      return true;
    });
  }

  /**
   * Whether the window has a place left now, read before a staff booking makes an account; the
   * insert's own upsert still decides (docs/decisions/0072).
   */
  async hasPlace(place: WindowPlace): Promise<boolean> {
    const taken = await slotPlaces.taken(this.db, [place.start]);
    return (taken.get(place.start) ?? 0) < place.capacity;
  }

  /**
   * A manual order is created already priced, with its invoice number, discount lines and GST
   * figures, in one transaction; a customer with an account may have a referral reward to use.
   */
  async insertPriced(
    order: NewOrderRow,
    price: (facts: PricingFacts) => OrderPricingWrite,
    facts: PricingFacts,
    invoice: { financialYear: string; format: (fy: string, seq: number) => string; now: string },
    /** Who makes it, for the audit trail (null: the system). */
    by: Actor | null,
    /** The window start whose place the order takes, whatever is left (the admin may overbook). */
    placeIn?: string,
  ): Promise<number | null> {
    return transaction(this.db, async (trx) => {
      const seq = await nextInvoiceSequence(trx, invoice.financialYear);
      // The order row comes first: the reward's claim names it.
      await insertOrder(trx, { ...order, invoiceNumber: invoice.format(invoice.financialYear, seq) });
      const pricing = await withEarnedReward(trx, order.id, order.userId ?? null, facts, price, invoice.now);
      await updateOrder(trx, order.id, { ...pricing.totals, ...pricing.gst, roundOff: pricing.roundOff, expressWaiver: pricing.expressWaiver }, by);
      await insertItems(trx, order.id, pricing.items);
      await replaceDiscountLines(trx, order.id, pricing);
      // The places now taken in the window, for the admin's warning when over capacity.
      return placeIn ? slotPlaces.add(trx, placeIn) : null;
    });
  }

  /**
   * A claim's rewash (docs/decisions/0057), already priced, in the caller's transaction: each of
   * `rows` (the same order under another number) is tried until a number is free, by an insert
   * that does nothing on a taken one, so a PostgreSQL transaction survives it. Undefined when
   * every number was taken.
   */
  async insertRewash(
    trx: Trx,
    rows: Iterable<NewOrderRow>,
    pricing: OrderPricingWrite,
    invoice: { financialYear: string; format: (fy: string, seq: number) => string },
  ): Promise<NewOrderRow | undefined> {
    const invoiceNumber = invoice.format(invoice.financialYear, await nextInvoiceSequence(trx, invoice.financialYear));
    for (const row of rows) {
      const values = { ...row, ...pricing.totals, ...pricing.gst, roundOff: pricing.roundOff, invoiceNumber };
      if (!(await insertOrder(trx, values, { unlessTaken: 'orderNumber' }))) continue;
      await insertItems(trx, row.id, pricing.items);
      await replaceDiscountLines(trx, row.id, pricing);
      return row;
    }
    return undefined;
  }
}

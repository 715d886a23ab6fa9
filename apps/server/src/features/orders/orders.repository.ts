import { insertOrder, lockOrder, updateOrder } from './order-writer';
import { type Db, type Trx, transaction } from '../../db/db';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DeliveryType, Language, OrderStatus, Service } from '@laundry/shared/constants';
import { approvedCharges, careOf, type ClaimRow, type StainRow } from '../care/care.repository';
import { syncPieces, type PieceRow } from '../pieces/pieces.repository';
import { GroupCommit, isConstraintFailure } from '../../db/group-commit';
import { earnedRewardFor, markApplied } from '../referrals/referral-rewards.repository';
import { slotPlaces } from '../slots/slot-places.repository';
import { BookingFactsRepository } from './booking-facts.repository';
import type { OrderPricingWrite, PricedLine, PricingFacts } from './order-pricing';
import { profileGstin, replaceDiscountLines, rewardAppliedTo, subscriptionPlan } from './order-pricing.repository';
import type { Database, OrderDiscountsTable, OrderItemsTable, OrdersTable, PaymentReportsTable, PaymentsTable } from '../../db/schema';

/** What the API shows of an order: every column but the search text, which only the search reads. */
export type OrderRow = Omit<Selectable<OrdersTable>, 'searchText'>;

const ORDER_COLUMNS = [
  'id',
  'orderNumber',
  'userId',
  'customerName',
  'phone',
  'service',
  'status',
  'delivery',
  'pickupDate',
  'pickupTime',
  'pickupAddress',
  'lat',
  'lng',
  'notes',
  'subtotal',
  'discount',
  'tax',
  'total',
  'invoiceNumber',
  'pricedAt',
  'pendingAt',
  'inProgressAt',
  'deliveringAt',
  'completedAt',
  'cancelledAt',
  'source',
  'createdAt',
  'createdDay',
  'updatedAt',
  'paid',
  'cgst',
  'sgst',
  'igst',
  'customerGstin',
  'placeOfSupply',
  'subscriptionId',
  'pincode',
  'areaStatus',
  'slotStart',
  'slotEnd',
  'readyBy',
  'readyByWas',
  'readyByNote',
  'readyByMovedAt',
  'riderId',
  'deliverySlotStart',
  'pieces',
  'intakeItems',
  'intakeNotes',
  'intakeAt',
  'piecesConfirmedAt',
  'onTheWayAt',
  'notAvailableReason',
  'notAvailableAt',
  'tagNumber',
  'rack',
  'rewashOf',
  'roundOff',
  'expressWaiver',
] as const satisfies readonly (keyof OrderRow)[];
export type OrderItemRow = Selectable<OrderItemsTable>;

/** The column that records when an order last reached each status (docs/decisions/0037). */
export const STATUS_TIME_COLUMN = {
  Pending: 'pendingAt',
  'In Progress': 'inProgressAt',
  Delivering: 'deliveringAt',
  Completed: 'completedAt',
  Cancelled: 'cancelledAt',
} as const satisfies Record<OrderStatus, keyof OrderRow>;
export type NewOrderRow = Insertable<OrdersTable>;

export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentReportRow = Selectable<PaymentReportsTable>;
export type OrderDiscountRow = Selectable<OrderDiscountsTable>;

/** An order as answered: its row, bill rows, ledger, latest payment report and discount lines. */
export interface OrderWithItems {
  row: OrderRow;
  items: OrderItemRow[];
  payments: PaymentRow[];
  report: PaymentReportRow | null;
  discounts: OrderDiscountRow[];
  /** The intake photos' ids, in the order taken. */
  photoIds: string[];
  /** The assigned rider's name ('' when none or gone). */
  riderName: string;
  /** The customer's language: their account's, English for a walk-in or a gone account. */
  customerLanguage: Language;
  /** Its pieces in order (docs/decisions/0056); [] before pricing. */
  pieces: PieceRow[];
  /** Its stains and claims, oldest first (docs/decisions/0057). */
  stains: StainRow[];
  claims: ClaimRow[];
}

export interface AdminOrderFilter {
  limit: number;
  after?: { createdAt: string; id: string };
  /** normalised, non-empty */
  q?: string;
  service?: Service;
  delivery?: DeliveryType;
  status?: OrderStatus;
  /** YYYY-MM-DD */
  pickupDate?: string;
  /** ISO now: only orders whose ready-by is before it and that are not done. */
  lateAt?: string;
}

/** One line of the admin's list before its order is read: where it sits, and its version. */
export interface OrderListEntry {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export interface BreakdownRow {
  status: OrderStatus;
  service: Service;
  delivery: DeliveryType;
  n: number;
}

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The place in a pickup window a booking takes (docs/decisions/0048). */
export interface WindowPlace {
  /** the window's start, ISO UTC */
  start: string;
  capacity: number;
}

interface Booking {
  order: NewOrderRow;
  place: WindowPlace | undefined;
}

export class OrdersRepository {
  /** SQLite: new bookings that arrive together are committed together. */
  private readonly bookings: GroupCommit<Booking, boolean> | null;
  /** What a booking is checked against: closed dates, the service area, the riders. */
  readonly facts: BookingFactsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    options: { groupCommit?: boolean } = {},
  ) {
    this.facts = new BookingFactsRepository(db);
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
   * The item lines, and the pieces they make (docs/decisions/0056), in the caller's transaction.
   * A line an approved stain charge added makes no piece (docs/decisions/0057).
   */
  private async insertItems(db: Db, orderId: string, items: readonly PricedLine[]): Promise<void> {
    await this.insertItemLines(db, orderId, items);
    // One tag per garment; a line by weight is one bag with one tag; the rules' lines are no garments.
    await syncPieces(
      db,
      orderId,
      items.filter((it) => !it.stainId && !it.kind).map((it) => (it.unit === 'kg' ? { ...it, qty: 1 } : it)),
      new Date().toISOString(),
    );
  }

  private async insertItemLines(db: Db, orderId: string, items: readonly PricedLine[]): Promise<void> {
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
   * Every order's items, ledger, reports, discount lines, photos, rider, pieces, stains and claims:
   * a fixed number of queries, however many orders.
   */
  private async withItems(rows: OrderRow[]): Promise<OrderWithItems[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    // The riders' names and the customers' languages, in one read of the accounts.
    const accountIds = [...new Set(rows.flatMap((r) => [r.riderId, r.userId].filter((id): id is string => id !== null)))];
    const withPhotos = rows.filter((r) => r.intakeAt !== null).map((r) => r.id);
    const withPieces = rows.filter((r) => r.tagNumber !== null).map((r) => r.id);
    const [items, payments, reports, discounts, photos, riders, pieces, care] = await Promise.all([
      this.db.selectFrom('orderItems').selectAll().where('orderId', 'in', ids).orderBy('orderId').orderBy('position').execute(),
      this.db.selectFrom('payments').selectAll().where('orderId', 'in', ids).orderBy('createdAt').orderBy('id').execute(),
      this.db.selectFrom('paymentReports').selectAll().where('orderId', 'in', ids).orderBy('createdAt').orderBy('id').execute(),
      this.db.selectFrom('orderDiscounts').selectAll().where('orderId', 'in', ids).orderBy('orderId').orderBy('position').execute(),
      // Photos and riders only where there are any: most orders on a page have neither.
      withPhotos.length === 0
        ? Promise.resolve([])
        : this.db
            .selectFrom('orderPhotos')
            .select(['id', 'orderId'])
            .where('orderId', 'in', withPhotos)
            .orderBy('orderId')
            .orderBy('position')
            .execute(),
      accountIds.length === 0
        ? Promise.resolve([])
        : this.db.selectFrom('users').select(['id', 'name', 'language']).where('id', 'in', accountIds).execute(),
      withPieces.length === 0
        ? Promise.resolve([])
        : this.db.selectFrom('pieces').selectAll().where('orderId', 'in', withPieces).orderBy('orderId').orderBy('idx').execute(),
      // Stains and claims are about pieces: an order without any has neither.
      careOf(this.db, withPieces),
    ]);
    const accounts = new Map(riders.map((r) => [r.id, r]));
    const group = <T extends { orderId: string }>(list: T[]) => {
      const byOrder = new Map<string, T[]>();
      for (const it of list) {
        const kept = byOrder.get(it.orderId);
        if (kept) kept.push(it);
        else byOrder.set(it.orderId, [it]);
      }
      return byOrder;
    };
    const [itemsBy, paymentsBy, reportsBy, discountsBy, photosBy, piecesBy, stainsBy, claimsBy] = [
      group(items),
      group(payments),
      group(reports),
      group(discounts),
      group(photos),
      group(pieces),
      group(care.stains),
      group(care.claims),
    ];
    return rows.map((row) => ({
      row,
      items: itemsBy.get(row.id) ?? [],
      payments: paymentsBy.get(row.id) ?? [],
      report: reportsBy.get(row.id)?.at(-1) ?? null,
      discounts: discountsBy.get(row.id) ?? [],
      photoIds: (photosBy.get(row.id) ?? []).map((p) => p.id),
      riderName: (row.riderId && accounts.get(row.riderId)?.name) || '',
      customerLanguage: (row.userId && accounts.get(row.userId)?.language) || 'en',
      pieces: piecesBy.get(row.id) ?? [],
      stains: stainsBy.get(row.id) ?? [],
      claims: claimsBy.get(row.id) ?? [],
    }));
  }

  async findById(id: string): Promise<OrderWithItems | undefined> {
    const row = await this.db.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? (await this.withItems([row]))[0] : undefined;
  }

  async findByNumber(orderNumber: string): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').select(ORDER_COLUMNS).where('orderNumber', '=', orderNumber).executeTakeFirst();
  }

  async listForUser(userId: string, limit: number): Promise<OrderWithItems[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select(ORDER_COLUMNS)
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return this.withItems(rows);
  }

  /**
   * The admin's list, newest first, after the cursor, filtered: ids and versions only, which
   * the list index answers without reading the table unless a filter or the search needs a
   * column of it (PostgreSQL searches with its trigram index). Each row comes
   * back as one text, "id updatedAt createdAt" (ids are UUIDs and times ISO, so no spaces):
   * a third of the values to hand over, at 100,000 orders and thousands of requests a second.
   */
  async pageEntries(filter: AdminOrderFilter): Promise<OrderListEntry[]> {
    let query = this.db.selectFrom('orders').select(sql<string>`id || ' ' || updated_at || ' ' || created_at`.as('entry'));
    if (filter.after) {
      const { createdAt, id } = filter.after;
      query = query.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(createdAt, id)));
    }
    if (filter.service) query = query.where('service', '=', filter.service);
    if (filter.delivery) query = query.where('delivery', '=', filter.delivery);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.pickupDate) query = query.where('pickupDate', '=', filter.pickupDate);
    if (filter.lateAt) query = query.where('status', 'in', ['Pending', 'In Progress', 'Delivering']).where('readyBy', '<', filter.lateAt);
    if (filter.q) query = query.where(sql<boolean>`search_text like ${likePattern(filter.q)} escape '\\'`);
    const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
    return rows.map(({ entry }) => {
      const [id = '', updatedAt = '', createdAt = ''] = entry.split(' ');
      return { id, updatedAt, createdAt };
    });
  }

  /** The orders with these ids, items included, in no particular order. */
  async findManyById(ids: readonly string[]): Promise<OrderWithItems[]> {
    if (ids.length === 0) return [];
    return this.withItems(await this.db.selectFrom('orders').select(ORDER_COLUMNS).where('id', 'in', ids).execute());
  }

  /**
   * Sets the status; an order moving into Cancelled gives its window's place back, and one moving
   * out of Cancelled takes it again (the admin's change, so it may overbook). The order's row is
   * locked first, so two changes cannot both give the place back.
   */
  async updateStatus(id: string, status: OrderStatus, now: string): Promise<boolean> {
    return transaction(this.db, async (trx) => {
      const before = await lockOrder(trx, id, now);
      if (!before) return false;
      await updateOrder(trx, id, { status, [STATUS_TIME_COLUMN[status]]: now, updatedAt: now });
      if (before.slotStart && before.status !== status) {
        if (status === 'Cancelled') await slotPlaces.give(trx, before.slotStart);
        else if (before.status === 'Cancelled') await slotPlaces.add(trx, before.slotStart);
      }
      return true;
    });
  }

  /**
   * Cancels only while Pending, decided by the database so two requests cannot both win; the
   * order's window place goes back with the same change.
   */
  async cancelIfPending(id: string, userId: string, now: string): Promise<boolean> {
    return transaction(this.db, async (trx) => {
      const cancelled = await updateOrder(trx, id, { status: 'Cancelled', cancelledAt: now, updatedAt: now }, (eb) =>
        eb.and([eb('userId', '=', userId), eb('status', '=', 'Pending')]),
      );
      if (!cancelled) return false;
      if (cancelled.slotStart) await slotPlaces.give(trx, cancelled.slotStart);
      return true;
    });
  }

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
      const pricing = await this.withEarnedReward(trx, id, mayClaim, facts, price, opts.now);
      let invoiceNumber = current.invoiceNumber;
      if (!invoiceNumber) invoiceNumber = opts.formatInvoice(opts.financialYear, await this.nextInvoiceSequence(trx, opts.financialYear));
      await trx.deleteFrom('orderItems').where('orderId', '=', id).execute();
      await this.insertItems(trx, id, pricing.items);
      await replaceDiscountLines(trx, id, pricing);
      await updateOrder(trx, id, {
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
      });
      return true;
    };
    return within ? run(within) : transaction(this.db, run);
  }

  /**
   * Prices with the customer's oldest earned referral reward when there is one and it gives a
   * line, claiming it in this transaction; a reward another pricing claimed first is left out.
   */
  private async withEarnedReward(
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

  async nextInvoiceSequence(db: Db, financialYear: string): Promise<number> {
    const row = await db
      .insertInto('invoiceCounters')
      .values({ financialYear, lastSequence: 1 })
      .onConflict((oc) => oc.column('financialYear').doUpdateSet((eb) => ({ lastSequence: eb(eb.ref('invoiceCounters.lastSequence'), '+', 1) })))
      .returning('lastSequence')
      .executeTakeFirstOrThrow();
    return Number(row.lastSequence);
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
    /** The window start whose place the order takes, whatever is left (the admin may overbook). */
    placeIn?: string,
  ): Promise<number | null> {
    return transaction(this.db, async (trx) => {
      const seq = await this.nextInvoiceSequence(trx, invoice.financialYear);
      // The order row comes first: the reward's claim names it.
      await insertOrder(trx, { ...order, invoiceNumber: invoice.format(invoice.financialYear, seq) });
      const pricing = await this.withEarnedReward(trx, order.id, order.userId ?? null, facts, price, invoice.now);
      await updateOrder(trx, order.id, { ...pricing.totals, ...pricing.gst, roundOff: pricing.roundOff, expressWaiver: pricing.expressWaiver });
      await this.insertItems(trx, order.id, pricing.items);
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
    const invoiceNumber = invoice.format(invoice.financialYear, await this.nextInvoiceSequence(trx, invoice.financialYear));
    for (const row of rows) {
      const values = { ...row, ...pricing.totals, ...pricing.gst, roundOff: pricing.roundOff, invoiceNumber };
      if (!(await insertOrder(trx, values, { unlessTaken: 'orderNumber' }))) continue;
      await this.insertItems(trx, row.id, pricing.items);
      await replaceDiscountLines(trx, row.id, pricing);
      return row;
    }
    return undefined;
  }

  /** The order's row as it is in the caller's transaction. */
  rowWithin(trx: Trx, id: string): Promise<OrderRow | undefined> {
    return trx.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** Deletes the order; one not cancelled gives its window's place back (once: the delete answers only one caller). */
  async delete(id: string): Promise<OrderRow | undefined> {
    return transaction(this.db, async (trx) => {
      await trx.deleteFrom('orderItems').where('orderId', '=', id).execute();
      const row = await trx.deleteFrom('orders').where('id', '=', id).returning(ORDER_COLUMNS).executeTakeFirst();
      if (row?.slotStart && row.status !== 'Cancelled') await slotPlaces.give(trx, row.slotStart);
      return row;
    });
  }

  /** How many orders are late now (rules/late.ts, in SQL). */
  async lateCount(now: string): Promise<number> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['Pending', 'In Progress', 'Delivering'])
      .where('readyBy', '<', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async breakdown(): Promise<BreakdownRow[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['status', 'service', 'delivery', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['status', 'service', 'delivery'])
      .execute();
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  }

  async countsByDay(fromDay: string): Promise<{ day: string; n: number }[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['createdDay as day', (eb) => eb.fn.countAll<number>().as('n')])
      .where('createdDay', '>=', fromDay)
      .groupBy('createdDay')
      .execute();
    return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
  }
}

import type { Trx } from '../../db/db';
import { randomUUID } from 'node:crypto';
import { DELIVERY_TYPES, ORDER_STATUSES, SERVICES, type OrderStatus, type Service } from '@laundry/shared/constants';
import type { Deleted } from '@laundry/shared/contracts/common';
import type {
  AdminOrdersQueryInput,
  CreateOrderInput,
  ManualOrderInput,
  Order,
  OrderStats,
  PricingInputBody,
  TrackedOrder,
} from '@laundry/shared/contracts/orders';
import { financialYear, formatInvoiceNumber } from '@laundry/shared/rules/invoice-number';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { generateOrderNumber } from '@laundry/shared/rules/order-number';
import { normalizePhone } from '@laundry/shared/rules/phone';
import type { PricedItem } from '@laundry/shared/rules/pricing';
import { buildSearchText, normalizeSearch, orderSearchFields } from '@laundry/shared/rules/search';
import { isUniqueViolation } from '../../db/database';
import { DomainError } from '../../domain-error';
import { Kept } from '../../lib/kept';
import type { DomainEvents } from '../../realtime/domain-events';
import type { UserRow, UsersRepository } from '../auth/users.repository';
import type { ShopSettingsService } from '../shop/shop-settings.service';
import { BookingPlanner, type BookingPlan, type PreparedPlanner } from './booking-planner';
import { slotFull } from './booking-rules';
import { OrderJsonCache } from './order-json-cache';
import { decodeCursor, encodeCursor, toOrder } from './order-mapper';
import { priceWithFacts, type PriceBook, type PricingFacts, type PricingSettings } from './order-pricing';
import { storedPricingInput } from './order-pricing.repository';
import { STATUS_TIME_COLUMN, type NewOrderRow, type OrderRow, type OrderWithItems, type OrdersRepository } from './orders.repository';
import { NO_ESTIMATE, ReadyByEstimates } from './ready-by-estimate';

const ORDER_NUMBER_TRIES = 20;
/** A rewash is picked up when the shop and the customer agree (no window's place is taken). */
const REWASH_PICKUP_TIME = 'Time to agree';
/** After this many collisions in a row the minute is crowded: widen the suffix (docs/decisions). */
const TRIES_BEFORE_WIDENING = 3;

const orderNotFound = () => new DomainError('not_found', 'Order not found.');
/** Facts that add nothing: enough to check an order has a priced row before any transaction. */
const NO_FACTS: PricingFacts = { customerGstin: '', plan: undefined, reward: undefined, approvedStains: [] };

function searchText(o: Pick<NewOrderRow, 'orderNumber' | 'customerName' | 'id' | 'phone' | 'pickupAddress' | 'service' | 'delivery'>): string {
  return buildSearchText(orderSearchFields(o));
}

/** A manual order's service: the one given, else its first item's when that is a service, else Others. */
function manualService(given: Service | undefined, items: readonly PricedItem[]): Service {
  return given ?? SERVICES.find((s) => s === items[0]?.service) ?? 'Others';
}

/**
 * A new order's status times: booked (Pending) now, and, for a manual order made at a later
 * status, that status reached now too; the rest not reached.
 */
function statusTimesFrom(status: OrderStatus, now: string): Pick<OrderRow, (typeof STATUS_TIME_COLUMN)[OrderStatus]> {
  return { pendingAt: now, inProgressAt: null, deliveringAt: null, completedAt: null, cancelledAt: null, [STATUS_TIME_COLUMN[status]]: now };
}

/** What the customer (or their subscription) books; the rest of a new web order is the same for all. */
type BookedFields = Pick<
  OrderRow,
  'userId' | 'customerName' | 'phone' | 'service' | 'delivery' | 'pickupDate' | 'pickupTime' | 'pickupAddress' | 'lat' | 'lng' | 'notes'
>;

/** The columns a booking's plan fills (docs/decisions/0048). */
function planColumns(plan: BookingPlan) {
  return {
    pincode: plan.pincode,
    areaStatus: plan.areaStatus,
    slotStart: plan.slotStart,
    slotEnd: plan.slotEnd,
    readyBy: plan.readyBy,
    riderId: plan.rider?.id ?? null,
  };
}

/** The admin is told when a manual order takes a window past its capacity. */
export interface ManualOrderWarning {
  code: 'over-capacity';
  message: string;
}

/** A new web booking: Pending, unpriced, booked now; its order number is added by insertWithNumber. */
function newPendingOrder(booked: BookedFields, plan: BookingPlan, at: Date) {
  const now = at.toISOString();
  return {
    ...booked,
    ...planColumns(plan),
    id: randomUUID(),
    status: 'Pending' as const,
    subtotal: 0,
    discount: 0,
    tax: 0,
    total: 0,
    invoiceNumber: null,
    pricedAt: null,
    source: 'web' as const,
    createdAt: now,
    createdDay: istDate(at),
    updatedAt: now,
    ...statusTimesFrom('Pending', now),
  };
}

/** What the database fills in for a new order's later columns: a booking answered without reading it back carries the same. */
const NEW_ORDER_DEFAULTS = {
  paid: 0,
  cgst: 0,
  sgst: 0,
  igst: 0,
  customerGstin: '',
  placeOfSupply: '',
  subscriptionId: null,
  pincode: '',
  areaStatus: 'not-checked',
  slotStart: null,
  slotEnd: null,
  readyBy: null,
  readyByWas: null,
  readyByNote: '',
  readyByMovedAt: null,
  riderId: null,
  deliverySlotStart: null,
  pieces: null,
  intakeItems: '[]',
  intakeNotes: '',
  intakeAt: null,
  piecesConfirmedAt: null,
  onTheWayAt: null,
  notAvailableReason: '',
  notAvailableAt: null,
  tagNumber: null,
  rack: '',
  rewashOf: null,
  roundOff: 0,
  expressWaiver: '',
} as const satisfies Partial<OrderRow>;

/** How stale the dashboard's counts may be. */
const STATS_MAX_AGE_MS = 1000;
/**
 * How long a page of the admin's list, once read, is answered again without reading the list:
 * as for the counts, this process's own changes show at once and another process's within it.
 */
const LIST_MAX_AGE_MS = 1000;
/** The most orders the earlier client's admin page is sent at once (the bound). */
export const OLDER_CLIENT_LIST_MAX = 10_000;

export class OrdersService {
  private readonly statsCache: Kept<'stats', Promise<OrderStats>>;
  private crowded: { minute: string; widen: number } | null = null;
  private readonly planner: BookingPlanner;
  private readonly estimates: ReadyByEstimates;

  constructor(
    private readonly orders: OrdersRepository,
    private readonly users: UsersRepository,
    private readonly events: DomainEvents,
    /** The shop's GST and bulk-discount settings, read on every pricing. */
    private readonly shop: ShopSettingsService,
    /** The price list's per-kilo rates and item names, read on every pricing. */
    private readonly book: PriceBook,
    /** The admin's list writes each order out once per version. */
    private readonly written = new OrderJsonCache(),
    /** What the counts' age is read from. */
    clock: () => number = Date.now,
  ) {
    this.statsCache = new Kept({ maxAgeMs: STATS_MAX_AGE_MS, clock });
    this.planner = new BookingPlanner(orders.facts, shop);
    this.estimates = new ReadyByEstimates(orders.facts, shop);
    // This process's own changes show at once; another process's within STATS_MAX_AGE_MS
    // (counts) or LIST_MAX_AGE_MS (a list page asked again).
    const changed = ({ _id }: { _id: string }) => {
      this.statsCache.clear();
      written.forget(_id);
    };
    events.on('orderCreated', changed);
    events.on('orderUpdated', changed);
    events.on('orderDeleted', changed);
  }

  private async load(id: string): Promise<Order> {
    const found = await this.orders.findById(id);
    if (!found) throw orderNotFound();
    return this.answerOne(found);
  }

  private async answerOne(found: OrderWithItems): Promise<Order> {
    return (await this.answer([found]))[0]!;
  }

  /** Orders as answered: a late one's estimate from the shop's rules, read once for them all (docs/decisions/0059). */
  private async answer(found: readonly OrderWithItems[]): Promise<Order[]> {
    const now = new Date();
    const estimate = await this.estimates.for(
      found.map((f) => f.row),
      now,
    );
    return found.map((f) => toOrder(f, estimate, now));
  }

  /**
   * For features that change an order in their own transaction (payments, discounts): the
   * order as it now is, announced to the dashboard and the customer once committed.
   */
  async publishUpdated(id: string): Promise<Order> {
    const order = await this.load(id);
    this.events.emit('orderUpdated', order);
    return order;
  }

  /** For features that make an order in their own transaction (a claim's rewash): announced once committed. */
  async publishCreated(id: string): Promise<Order> {
    const order = await this.load(id);
    this.events.emit('orderCreated', order);
    return order;
  }

  /** The order as answered, without announcing anything. */
  get(id: string): Promise<Order> {
    return this.load(id);
  }

  /** Inserts with a fresh order number, retrying on the rare collision. */
  private async insertWithNumber(build: (orderNumber: string) => NewOrderRow, insert: (row: NewOrderRow) => Promise<void>): Promise<NewOrderRow> {
    const now = new Date();
    const minute = now.toISOString().slice(0, 16);
    // A minute already found crowded starts at the width that worked, instead of colliding again.
    let widen = this.crowded?.minute === minute ? this.crowded.widen : 0;
    for (let attempt = 0; attempt < ORDER_NUMBER_TRIES; attempt++) {
      if (attempt > 0 && attempt % TRIES_BEFORE_WIDENING === 0) widen += 1;
      const row = build(generateOrderNumber(now, Math.random, widen));
      try {
        await insert(row);
        if (widen > 0) this.crowded = { minute, widen };
        return row;
      } catch (error) {
        if (!isUniqueViolation(error, 'order_number')) throw error;
      }
    }
    throw new DomainError('order_number_unavailable', 'Could not allocate an order number. Please try again.');
  }

  /**
   * The booking's fields were checked by createOrderBody, its date range included; the area and
   * the pickup window are checked here, and its window's place is taken with the insert
   * (docs/decisions/0048).
   */
  async createForCustomer(user: UserRow, input: CreateOrderInput): Promise<Order> {
    const at = new Date();
    const booked = {
      userId: user.id,
      customerName: user.name,
      phone: input.phone,
      service: input.service,
      delivery: input.delivery,
      pickupDate: input.pickupDate,
      pickupTime: input.pickupTime,
      pickupAddress: input.pickupAddress,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      notes: input.notes,
    };
    const plan = await this.planner.plan({ kind: 'customer', ...booked, pincode: input.pincode }, at);
    const base = newPendingOrder(booked, plan, at);
    const { orderNumber } = await this.insertWithNumber(
      (orderNumber) => ({ ...base, orderNumber, searchText: searchText({ ...base, orderNumber }) }),
      async (row) => {
        if (!(await this.orders.insertBooking(row, plan.place))) throw slotFull();
      },
    );
    // A new booking has no items and nothing the database fills in: what was inserted is the
    // order, so it is answered without reading it back (two queries on the busiest write). Its
    // promise is counted from a window still ahead, so it cannot be late yet: no estimate.
    const order = toOrder(
      {
        row: { ...NEW_ORDER_DEFAULTS, ...base, orderNumber },
        items: [],
        payments: [],
        report: null,
        discounts: [],
        photoIds: [],
        riderName: plan.rider?.name ?? '',
        customerLanguage: user.language,
        pieces: [],
        stains: [],
        claims: [],
      },
      NO_ESTIMATE,
    );
    this.events.emit('orderCreated', order);
    return order;
  }

  async listForCustomer(user: UserRow): Promise<Order[]> {
    return this.answer(await this.orders.listForUser(user.id, 500));
  }

  /** Another customer's order is indistinguishable from a missing one. */
  async getForCustomer(user: UserRow, id: string): Promise<Order> {
    const found = await this.orders.findById(id);
    if (!found || found.row.userId !== user.id) throw orderNotFound();
    return this.answerOne(found);
  }

  async cancelForCustomer(user: UserRow, id: string): Promise<Order> {
    const current = await this.getForCustomer(user, id);
    if (!(await this.orders.cancelIfPending(id, user.id, new Date().toISOString()))) {
      throw new DomainError('order_not_cancellable', `Only pending orders can be cancelled; this one is ${current.status}.`);
    }
    const order = await this.load(id);
    this.events.emit('orderUpdated', order);
    return order;
  }

  /** Order status for the support chat: both the number and the phone must match. */
  async track(orderNumber: string, phone: string): Promise<TrackedOrder> {
    const row = await this.orders.findByNumber(orderNumber.trim().toUpperCase());
    if (!row || row.phone !== phone) throw new DomainError('not_found', 'No order matches that order number and phone.');
    return { orderNumber: row.orderNumber, status: row.status, delivery: row.delivery, pickupDate: row.pickupDate, pickupTime: row.pickupTime };
  }

  /**
   * A page of the admin's list as the OrderPage JSON bytes to send: its ids and versions come
   * from the list index, and only what changed since it was last written out is read and
   * written again (each order by the order schema's serialiser; see OrderJsonCache). The same
   * page asked again within LIST_MAX_AGE_MS, with no change made here since, is not read again.
   */
  async adminPageJson(query: AdminOrdersQueryInput): Promise<Buffer> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    if (after === null) throw new DomainError('invalid_cursor', 'cursor is invalid', { field: 'cursor' });
    const filter = {
      limit: query.limit + 1,
      after,
      q: normalizeSearch(query.q) || undefined,
      service: query.service,
      delivery: query.delivery,
      status: query.status,
      pickupDate: query.pickupDate,
      lateAt: query.late ? new Date().toISOString() : undefined,
    };
    const key = JSON.stringify([query.limit, query.cursor, filter.q, filter.service, filter.delivery, filter.status, filter.pickupDate, query.late]);
    const recent = this.written.recent(key, LIST_MAX_AGE_MS);
    if (recent) return recent;
    const readAt = this.written.version;
    const found = await this.orders.pageEntries(filter);
    const shown = found.slice(0, query.limit);
    const last = shown[shown.length - 1];
    const nextCursor = found.length > query.limit && last ? encodeCursor({ createdAt: last.createdAt, _id: last.id }) : null;
    return this.written.page(key, readAt, shown, nextCursor, async (ids) => this.answer(await this.orders.findManyById(ids)));
  }

  /**
   * The newest orders (at most OLDER_CLIENT_LIST_MAX) as a bare JSON array: what the shop's
   * earlier admin page reads from `GET /admin/orders` with no query (docs/decisions/0030).
   * Kept and reused as a page is, so the old page's refreshes cost what the new one's do.
   */
  async adminListJsonForOlderClient(): Promise<Buffer> {
    const key = 'older-client';
    const recent = this.written.recent(key, LIST_MAX_AGE_MS);
    if (recent) return recent;
    const readAt = this.written.version;
    const found = await this.orders.pageEntries({ limit: OLDER_CLIENT_LIST_MAX });
    return this.written.page(key, readAt, found, null, async (ids) => this.answer(await this.orders.findManyById(ids)), 'array');
  }

  /**
   * Counting 100,000 orders takes SQLite ~15 ms, and every open dashboard asks after each
   * change: one computation a second per process serves them all (docs/decisions/0016).
   */
  stats(): Promise<OrderStats> {
    return this.statsCache.load('stats', () => this.computeStats());
  }

  private async computeStats(): Promise<OrderStats> {
    const today = istDate(new Date());
    const firstDay = addDays(today, -6);
    const [breakdown, days, late] = await Promise.all([
      this.orders.breakdown(),
      this.orders.countsByDay(firstDay),
      this.orders.lateCount(new Date().toISOString()),
    ]);
    const tally = (key: 'status' | 'service' | 'delivery', known: readonly string[]) => {
      const counts = new Map<string, number>(known.map((k) => [k, 0]));
      for (const row of breakdown) counts.set(row[key], (counts.get(row[key]) ?? 0) + row.n);
      return [...counts].map(([label, count]) => ({ label, count }));
    };
    const byStatus = tally('status', ORDER_STATUSES);
    const count = (label: string) => byStatus.find((p) => p.label === label)?.count ?? 0;
    const perDay = new Map(days.map((d) => [d.day, d.n]));
    return {
      counts: {
        total: breakdown.reduce((s, r) => s + r.n, 0),
        pending: count('Pending'),
        inProgress: count('In Progress'),
        delivering: count('Delivering'),
        completed: count('Completed'),
        cancelled: count('Cancelled'),
        late,
      },
      byStatus,
      byService: tally('service', SERVICES),
      byDelivery: tally('delivery', DELIVERY_TYPES),
      last7Days: Array.from({ length: 7 }, (_, i) => {
        const label = addDays(firstDay, i);
        return { label, count: perDay.get(label) ?? 0 };
      }),
    };
  }

  async setStatus(id: string, status: OrderStatus): Promise<Order> {
    if (!(await this.orders.updateStatus(id, status, new Date().toISOString()))) throw orderNotFound();
    const order = await this.load(id);
    this.events.emit('orderUpdated', order);
    return order;
  }

  async delete(id: string): Promise<Deleted> {
    const row = await this.orders.delete(id);
    if (!row) throw orderNotFound();
    this.events.emit('orderDeleted', { _id: id, userId: row.userId });
    return { _id: id };
  }

  /** The shop's settings and the price list as a pricing reads them, before its transaction (SQLite has one connection). */
  async pricingSettings(): Promise<PricingSettings> {
    const [shop, book] = await Promise.all([this.shop.get(), this.book.view()]);
    return { shop, book };
  }

  /** Pickup & Price and Edit Pricing: the server computes every figure from the items. */
  async price(id: string, input: PricingInputBody, mode: 'pickup' | 'edit'): Promise<Order> {
    const settings = await this.pricingSettings();
    // Refused before any transaction: a bill with no row (no_priced_items).
    priceWithFacts({ ...input, confirmFree: true }, settings, NO_FACTS);
    const now = new Date();
    const ok = await this.orders.replacePricing(id, (facts) => priceWithFacts(input, settings, facts), {
      now: now.toISOString(),
      financialYear: financialYear(now),
      formatInvoice: formatInvoiceNumber,
      advanceFromPending: mode === 'pickup',
      customerGstin: input.gstin || undefined,
    });
    if (!ok) throw orderNotFound();
    const order = await this.load(id);
    this.events.emit('orderUpdated', order);
    return order;
  }

  /**
   * A walk-in or WhatsApp order made by the shop, priced and invoiced at once. It is recorded as
   * given: outside the area or past a window's capacity, the admin is warned, not refused.
   */
  async createManual(input: ManualOrderInput): Promise<{ order: Order; warning: ManualOrderWarning | undefined }> {
    const settings = await this.pricingSettings();
    const { items } = priceWithFacts({ ...input, confirmFree: true }, settings, NO_FACTS);
    const now = new Date();
    const nowIso = now.toISOString();
    const phone = normalizePhone(input.phone) ?? input.phone.replace(/\D/g, '');
    // A customer who already has an account sees the shop's order in My Orders.
    const account = normalizePhone(input.phone) ? await this.users.findByPhone(phone) : undefined;
    const customerName = input.userId?.name || account?.name || 'Walk-in Customer';
    const service = manualService(input.service, items);
    const facts: PricingFacts = {
      customerGstin: input.gstin || account?.gstin || '',
      plan: undefined,
      reward: undefined,
      approvedStains: [],
      order: { service, delivery: input.delivery },
    };
    const price = (f: PricingFacts) => priceWithFacts(input, settings, f);
    const { totals, gst, roundOff, expressWaiver } = price(facts);
    const id = randomUUID();
    const pickupDate = input.pickupDate || istDate(now);
    const plan = await this.planner.plan(
      {
        kind: 'manual',
        service,
        delivery: input.delivery,
        pickupDate,
        pickupTime: input.pickupTime,
        pickupAddress: input.pickupAddress,
        lat: null,
        lng: null,
      },
      now,
    );
    const base = {
      id,
      userId: account?.id ?? null,
      customerName,
      phone,
      service,
      status: input.status,
      delivery: input.delivery,
      pickupDate,
      pickupTime: input.pickupTime,
      pickupAddress: input.pickupAddress,
      lat: null,
      lng: null,
      notes: input.notes,
      ...planColumns(plan),
      ...totals,
      ...gst,
      roundOff,
      expressWaiver,
      invoiceNumber: null,
      pricedAt: nowIso,
      source: 'manual' as const,
      createdAt: nowIso,
      createdDay: istDate(now),
      updatedAt: nowIso,
      ...statusTimesFrom(input.status, nowIso),
    };
    const invoice = { financialYear: financialYear(now), format: formatInvoiceNumber, now: nowIso };
    const placeIn = plan.place?.start;
    let taken: number | null = null;
    const given = input.orderNumber?.toUpperCase();
    if (given) {
      try {
        taken = await this.orders.insertPriced(
          { ...base, orderNumber: given, searchText: searchText({ ...base, orderNumber: given }) },
          price,
          facts,
          invoice,
          placeIn,
        );
      } catch (error) {
        if (isUniqueViolation(error, 'order_number')) throw new DomainError('order_number_taken', 'An order with this order number already exists.');
        throw error;
      }
    } else {
      await this.insertWithNumber(
        (orderNumber) => ({ ...base, orderNumber, searchText: searchText({ ...base, orderNumber }) }),
        async (row) => {
          taken = await this.orders.insertPriced(row, price, facts, invoice, placeIn);
        },
      );
    }
    const order = await this.load(id);
    this.events.emit('orderCreated', order);
    const capacity = plan.place?.capacity ?? 0;
    const warning: ManualOrderWarning | undefined =
      taken !== null && taken > capacity
        ? {
            code: 'over-capacity',
            message: `The ${input.pickupTime} window on ${pickupDate} now has ${taken} pickups for ${capacity} places: the order is saved; check the rider can manage it.`,
          }
        : undefined;
    return { order, warning };
  }

  /**
   * Prices the order again from what it stores (its own lines, manual discount, typed tax) with
   * its approved stain charges, in the caller's transaction: a stain's approval (docs/decisions/0057).
   * The invoice number stays; `shop` is read before the transaction (SQLite has one connection).
   */
  async repriceWithin(trx: Trx, id: string, settings: PricingSettings, now: Date): Promise<boolean> {
    // The shop already issued this bill: a stain's charge keeps it issued, ₹0 or not.
    const input = { ...(await storedPricingInput(trx, id)), confirmFree: true };
    return this.orders.replacePricing(
      id,
      (facts) => priceWithFacts(input, settings, facts),
      {
        now: now.toISOString(),
        financialYear: financialYear(now),
        formatInvoice: formatInvoiceNumber,
        advanceFromPending: false,
        customerGstin: undefined,
      },
      trx,
    );
  }

  /**
   * A claim's rewash (docs/decisions/0057): a free order for the claimed order's customer, address
   * and phone, Pending, picked up on `pickupDate` at a time to agree, priced at once at ₹0 with the
   * claimed piece as its one line (so it has a tag and a ₹0 invoice), `rewashOf` the claim. Written
   * in the caller's transaction; the caller announces it once committed (publishCreated). `planner`
   * and `shop` are read before that transaction.
   */
  async createRewashWithin(
    trx: Trx,
    claim: { id: string; orderId: string; tag: string; service: string; item: string },
    pickupDate: string,
    planner: PreparedPlanner,
    settings: PricingSettings,
  ): Promise<{ id: string; orderNumber: string }> {
    const source = await this.orders.rowWithin(trx, claim.orderId);
    if (!source) throw orderNotFound();
    const at = new Date();
    const service = SERVICES.find((s) => s === claim.service) ?? source.service;
    const booked = {
      userId: source.userId,
      customerName: source.customerName,
      phone: source.phone,
      service,
      delivery: 'regular' as const,
      pickupDate,
      pickupTime: REWASH_PICKUP_TIME,
      pickupAddress: source.pickupAddress,
      lat: source.lat,
      lng: source.lng,
      notes: `Rewash of ${claim.tag} (${claim.item}), claimed on order ${source.orderNumber}`,
    };
    const plan = planner({ kind: 'subscription', ...booked, pincode: source.pincode }, at);
    const base = { ...newPendingOrder(booked, plan, at), source: 'manual' as const, pricedAt: at.toISOString(), rewashOf: claim.id };
    // A rewash is free by the claim's outcome: its ₹0 bill needs no further confirmation.
    const pricing = priceWithFacts(
      { items: [{ service: claim.service, item: claim.item, qty: 1, rate: 0 }], discount: 0, tax: 0, confirmFree: true },
      settings,
      { ...NO_FACTS, customerGstin: source.customerGstin },
    );
    const rows = function* () {
      for (let attempt = 0; attempt < ORDER_NUMBER_TRIES; attempt++) {
        const orderNumber = generateOrderNumber(at, Math.random, Math.floor(attempt / TRIES_BEFORE_WIDENING));
        yield { ...base, orderNumber, searchText: searchText({ ...base, orderNumber }) };
      }
    };
    const inserted = await this.orders.insertRewash(trx, rows(), pricing, { financialYear: financialYear(at), format: formatInvoiceNumber });
    if (!inserted) throw new DomainError('order_number_unavailable', 'Could not allocate an order number. Please try again.');
    return { id: inserted.id, orderNumber: inserted.orderNumber };
  }

  /** Reads what the subscription booker's pickups from `from` over `days` need, before its transaction. */
  prepareBookings(from: string, days: number): Promise<PreparedPlanner> {
    return this.planner.prepare(from, days);
  }

  /**
   * A pickup booked by a subscription (docs/decisions/0046): a Pending web order carrying its
   * subscription, written by `insert` inside the booker's own transaction. `insert` answers false
   * when the order number was taken (an insert that does nothing on conflict, so the transaction
   * survives on PostgreSQL) and another number is tried. The caller announces it once committed.
   * `planner` comes from prepareBookings, read before the caller's transaction began.
   */
  async createForSubscription(
    input: {
      userId: string;
      customerName: string;
      phone: string;
      service: Service;
      pickupDate: string;
      pickupTime: string;
      pickupAddress: string;
      subscriptionId: string;
    },
    planner: PreparedPlanner,
    insert: (row: NewOrderRow) => Promise<boolean>,
    /** Takes the window's place in the booker's transaction, past capacity if need be: the plan was agreed. */
    addPlace: (slotStart: string) => Promise<unknown>,
  ): Promise<string> {
    const at = new Date();
    const booked = { ...input, delivery: 'regular' as const, lat: null, lng: null, notes: '' };
    const plan = planner({ kind: 'subscription', ...booked }, at);
    const base = { ...newPendingOrder(booked, plan, at), subscriptionId: input.subscriptionId };
    for (let attempt = 0; attempt < ORDER_NUMBER_TRIES; attempt++) {
      const orderNumber = generateOrderNumber(at, Math.random, Math.floor(attempt / TRIES_BEFORE_WIDENING));
      if (await insert({ ...base, orderNumber, searchText: searchText({ ...base, orderNumber }) })) {
        if (plan.place) await addPlace(plan.place.start);
        return base.id;
      }
    }
    throw new DomainError('order_number_unavailable', 'Could not allocate an order number. Please try again.');
  }
}

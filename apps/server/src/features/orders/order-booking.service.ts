import type { Actor } from '../../lib/actor';
import type { Trx } from '../../db/db';
import { randomUUID } from 'node:crypto';
import { SERVICES, type DeliveryType, type Language, type OrderSource, type Service, type StaffBookingSource } from '@laundry/shared/constants';
import type { CreateOrderInput, ManualOrderInput, Order } from '@laundry/shared/contracts/orders';
import { financialYear, formatInvoiceNumber } from '@laundry/shared/rules/invoice-number';
import { istDate } from '@laundry/shared/rules/ist';
import { generateOrderNumber } from '@laundry/shared/rules/order-number';
import { normalizePhone } from '@laundry/shared/rules/phone';
import { isUniqueViolation } from '../../db/database';
import { DomainError } from '../../domain-error';
import type { DomainEvents } from '../../realtime/domain-events';
import type { UserRow, UsersRepository } from '../auth/auth.public';
import type { ShopSettingsService } from '../shop/shop.public';
import { BookingPlanner, type BookingPlan, type PreparedPlanner } from './booking-planner';
import { slotFull } from './booking-rules';
import {
  manualService,
  NEW_ORDER_DEFAULTS,
  newPendingOrder,
  NO_FACTS,
  NumberedInsert,
  ORDER_NUMBER_TRIES,
  planColumns,
  searchText,
  statusTimesFrom,
  TRIES_BEFORE_WIDENING,
} from './new-order';
import { orderNotFound, type OrderAnswers } from './order-answers';
import { toOrder } from './order-mapper';
import { priceWithFacts, type PricingFacts, type PricingSettings } from './order-pricing';
import type { OrderPricingService } from './order-pricing.service';
import type { NewOrderRow } from './order-rows';
import type { OrdersRepository } from './orders.repository';
import { NO_ESTIMATE } from './ready-by-estimate';

/** A rewash is picked up when the shop and the customer agree (no window's place is taken). */
const REWASH_PICKUP_TIME = 'Time to agree';

/** A booking staff take for a customer, its address already read from a saved one when named. */
export interface StaffBooking {
  source: StaffBookingSource | 'doorstep';
  phone: string;
  service: Service;
  delivery: DeliveryType;
  pickupDate: string;
  pickupTime: string;
  pickupAddress: string;
  pincode: string;
  lat: number | null;
  lng: number | null;
  notes: string;
  /** The rider who took a doorstep request: theirs to pick up. */
  takenBy: { id: string; name: string } | null;
}

/** A new unpriced booking before its order number, from any source. */
type PendingOrder = Omit<ReturnType<typeof newPendingOrder>, 'source'> & { source: OrderSource };

/** The customer account a staff booking is for. */
export interface BookingCustomer {
  id: string;
  name: string;
  language: Language;
}

/** The admin is told when a manual order takes a window past its capacity. */
export interface ManualOrderWarning {
  code: 'over-capacity';
  message: string;
}

/** New orders: a customer's booking, the shop's manual order, a claim's rewash, a subscription's pickup. */
export class OrderBookingService {
  private readonly planner: BookingPlanner;
  private readonly numbers = new NumberedInsert();

  constructor(
    private readonly orders: OrdersRepository,
    private readonly users: UsersRepository,
    private readonly events: DomainEvents,
    shop: ShopSettingsService,
    private readonly pricing: OrderPricingService,
    private readonly answers: OrderAnswers,
  ) {
    this.planner = new BookingPlanner(orders.facts, shop);
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
    return this.insertBooking(newPendingOrder(booked, plan, at), plan, user.language);
  }

  /**
   * A booking staff take for a customer (docs/decisions/0072), under the customer's rules. All
   * that can refuse it (the area, the window, a place left) is checked before `customer` is
   * asked for the account, which may make one: a refused booking makes no account.
   */
  async createForStaff(booking: StaffBooking, customer: () => Promise<BookingCustomer>): Promise<Order> {
    const at = new Date();
    const request = { ...booking, kind: 'staff' as const, lat: booking.lat, lng: booking.lng };
    const planned = await this.planner.plan(request, at);
    // A walk-in is no stop on the road; a doorstep request is the rider's who took it.
    const rider = booking.source === 'walk-in' ? null : booking.source === 'doorstep' ? booking.takenBy : planned.rider;
    const plan = { ...planned, rider };
    if (plan.place && !(await this.orders.bookings.hasPlace(plan.place))) throw slotFull();
    const account = await customer();
    const booked = {
      userId: account.id,
      customerName: account.name,
      phone: booking.phone,
      service: booking.service,
      delivery: booking.delivery,
      pickupDate: booking.pickupDate,
      pickupTime: booking.pickupTime,
      pickupAddress: booking.pickupAddress,
      lat: booking.lat,
      lng: booking.lng,
      notes: booking.notes,
    };
    return this.insertBooking({ ...newPendingOrder(booked, plan, at), source: booking.source }, plan, account.language);
  }

  /** Inserts a new unpriced booking with its window's place (409 slot-full when none is left) and answers it. */
  private async insertBooking(base: PendingOrder, plan: BookingPlan, language: Language): Promise<Order> {
    const { orderNumber } = await this.numbers.insert(
      (orderNumber) => ({ ...base, orderNumber, searchText: searchText({ ...base, orderNumber }) }),
      async (row) => {
        if (!(await this.orders.bookings.insertBooking(row, plan.place))) throw slotFull();
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
        customerLanguage: language,
        pieces: [],
        stains: [],
        claims: [],
      },
      NO_ESTIMATE,
    );
    this.events.emit('orderCreated', order);
    return order;
  }

  /**
   * A walk-in or WhatsApp order made by the shop, priced and invoiced at once. It is recorded as
   * given: outside the area or past a window's capacity, the admin is warned, not refused.
   */
  async createManual(input: ManualOrderInput, by: Actor | null): Promise<{ order: Order; warning: ManualOrderWarning | undefined }> {
    const settings = await this.pricing.pricingSettings();
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
        taken = await this.orders.bookings.insertPriced(
          { ...base, orderNumber: given, searchText: searchText({ ...base, orderNumber: given }) },
          price,
          facts,
          invoice,
          by,
          placeIn,
        );
      } catch (error) {
        if (isUniqueViolation(error, 'order_number')) throw new DomainError('order_number_taken', 'An order with this order number already exists.');
        throw error;
      }
    } else {
      await this.numbers.insert(
        (orderNumber) => ({ ...base, orderNumber, searchText: searchText({ ...base, orderNumber }) }),
        async (row) => {
          taken = await this.orders.bookings.insertPriced(row, price, facts, invoice, by, placeIn);
        },
      );
    }
    const order = await this.answers.load(id);
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
    const inserted = await this.orders.bookings.insertRewash(trx, rows(), pricing, { financialYear: financialYear(at), format: formatInvoiceNumber });
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

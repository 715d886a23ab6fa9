import type { Actor } from '../../lib/actor';
import type { Trx } from '../../db/db';
import type { OrderStatus, Service } from '@laundry/shared/constants';
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
import { DomainError } from '../../domain-error';
import type { DomainEvents } from '../../realtime/domain-events';
import type { UserRow, UsersRepository } from '../auth/auth.public';
import type { ShopSettingsService } from '../shop/shop.public';
import { AdminOrdersService } from './admin-orders.service';
import type { PreparedPlanner } from './booking-planner';
import { OrderAnswers, orderNotFound } from './order-answers';
import { OrderBookingService, type BookingCustomer, type ManualOrderWarning, type StaffBooking } from './order-booking.service';
import { OrderJsonCache } from './order-json-cache';
import type { PriceBook, PricingSettings } from './order-pricing';
import { OrderPricingService } from './order-pricing.service';
import type { NewOrderRow } from './order-rows';
import type { OrdersRepository } from './orders.repository';

/**
 * What other features and the routes ask of orders. Customer reads and status changes are here;
 * booking, pricing and the admin's list are their own services, reached through this one.
 */
export class OrdersService {
  private readonly answers: OrderAnswers;
  private readonly pricing: OrderPricingService;
  private readonly booking: OrderBookingService;
  private readonly admin: AdminOrdersService;

  constructor(
    private readonly orders: OrdersRepository,
    users: UsersRepository,
    private readonly events: DomainEvents,
    /** The shop's GST and bulk-discount settings, read on every pricing. */
    shop: ShopSettingsService,
    /** The price list's per-kilo rates and item names, read on every pricing. */
    book: PriceBook,
    /** The admin's list writes each order out once per version. */
    written = new OrderJsonCache(),
    /** What the counts' age is read from. */
    clock: () => number = Date.now,
  ) {
    this.answers = new OrderAnswers(orders, shop);
    this.pricing = new OrderPricingService(orders, events, shop, book, this.answers);
    this.booking = new OrderBookingService(orders, users, events, shop, this.pricing, this.answers);
    this.admin = new AdminOrdersService(orders, events, this.answers, written, clock);
  }

  private load(id: string): Promise<Order> {
    return this.answers.load(id);
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

  async listForCustomer(user: UserRow): Promise<Order[]> {
    return this.answers.answer(await this.orders.listForUser(user.id, 500));
  }

  /** Another customer's order is indistinguishable from a missing one. */
  async getForCustomer(user: UserRow, id: string): Promise<Order> {
    const found = await this.orders.findById(id);
    if (!found || found.row.userId !== user.id) throw orderNotFound();
    return this.answers.answerOne(found);
  }

  async cancelForCustomer(user: UserRow, id: string): Promise<Order> {
    const current = await this.getForCustomer(user, id);
    if (!(await this.orders.cancelIfPending(id, { id: user.id, role: user.role }, new Date().toISOString()))) {
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

  async setStatus(id: string, status: OrderStatus, by: Actor | null): Promise<Order> {
    if (!(await this.orders.updateStatus(id, status, new Date().toISOString(), by))) throw orderNotFound();
    const order = await this.load(id);
    this.events.emit('orderUpdated', order);
    return order;
  }

  async delete(id: string, by: Actor | null): Promise<Deleted> {
    const row = await this.orders.delete(id, by);
    if (!row) throw orderNotFound();
    this.events.emit('orderDeleted', { _id: id, userId: row.userId });
    return { _id: id };
  }

  createForCustomer(user: UserRow, input: CreateOrderInput): Promise<Order> {
    return this.booking.createForCustomer(user, input);
  }

  /** A booking staff take for a customer (docs/decisions/0072); `customer` finds or makes the account once nothing can refuse it. */
  createForStaff(booking: StaffBooking, customer: () => Promise<BookingCustomer>): Promise<Order> {
    return this.booking.createForStaff(booking, customer);
  }

  createManual(input: ManualOrderInput, by: Actor | null): Promise<{ order: Order; warning: ManualOrderWarning | undefined }> {
    return this.booking.createManual(input, by);
  }

  createRewashWithin(
    trx: Trx,
    claim: { id: string; orderId: string; tag: string; service: string; item: string },
    pickupDate: string,
    planner: PreparedPlanner,
    settings: PricingSettings,
  ): Promise<{ id: string; orderNumber: string }> {
    return this.booking.createRewashWithin(trx, claim, pickupDate, planner, settings);
  }

  prepareBookings(from: string, days: number): Promise<PreparedPlanner> {
    return this.booking.prepareBookings(from, days);
  }

  createForSubscription(
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
    addPlace: (slotStart: string) => Promise<unknown>,
  ): Promise<string> {
    return this.booking.createForSubscription(input, planner, insert, addPlace);
  }

  pricingSettings(): Promise<PricingSettings> {
    return this.pricing.pricingSettings();
  }

  price(id: string, input: PricingInputBody, mode: 'pickup' | 'edit', by: Actor | null): Promise<Order> {
    return this.pricing.price(id, input, mode, by);
  }

  repriceWithin(trx: Trx, id: string, settings: PricingSettings, now: Date, by: Actor | null): Promise<boolean> {
    return this.pricing.repriceWithin(trx, id, settings, now, by);
  }

  adminPageJson(query: AdminOrdersQueryInput): Promise<Buffer> {
    return this.admin.adminPageJson(query);
  }

  adminListJsonForOlderClient(): Promise<Buffer> {
    return this.admin.adminListJsonForOlderClient();
  }

  stats(): Promise<OrderStats> {
    return this.admin.stats();
  }
}

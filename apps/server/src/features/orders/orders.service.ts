import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { BOOKING_DAYS_AHEAD, DELIVERY_TYPES, ORDER_STATUSES, SERVICES } from '@laundry/shared/constants';
import type { adminOrdersQuery, createOrderBody, manualOrderBody, Order, OrderPage, OrderStats, pricingBody, TrackedOrder } from '@laundry/shared/contracts/orders';
import { financialYear, formatInvoiceNumber } from '@laundry/shared/rules/invoice-number';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { toPaise } from '@laundry/shared/rules/money';
import { generateOrderNumber } from '@laundry/shared/rules/order-number';
import { normalizePhone } from '@laundry/shared/rules/phone';
import {
  computeTotals,
  MAX_QTY,
  MAX_RATE_RUPEES,
  NO_ITEMS_MESSAGE,
  normalizeItems,
  percentDiscount,
  sanitizeMoney,
  sanitizeQty,
  sanitizeRate,
  type PricedItem,
  type Totals,
} from '@laundry/shared/rules/pricing';
import { buildSearchText, normalizeSearch } from '@laundry/shared/rules/search';
import { isUniqueViolation } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { DomainEvents } from '../../realtime/domain-events';
import type { UserRow, UsersRepository } from '../auth/users.repository';
import { decodeCursor, encodeCursor, toOrder } from './order-mapper';
import type { NewOrderRow, OrdersRepository } from './orders.repository';

const ORDER_NUMBER_TRIES = 20;
/** After this many collisions in a row the minute is crowded: widen the suffix (docs/decisions). */
const TRIES_BEFORE_WIDENING = 3;

type PricingInput = z.output<typeof pricingBody>;

/**
 * Figures are clamped to the editor's limits, as the web editor clamps them while typing, so a
 * figure the shop could never have typed cannot overflow the stored paise.
 */
const money = (raw: PricingInput['tax']) => Math.min(MAX_RATE_RUPEES, sanitizeMoney(raw));

function priceFromInput(input: PricingInput): { items: PricedItem[]; totals: Totals } {
  const items = normalizeItems(
    input.items.map((it) => ({ ...it, qty: Math.min(MAX_QTY, sanitizeQty(it.qty)), rate: Math.min(MAX_RATE_RUPEES, sanitizeRate(it.rate)) })),
  );
  if (items.length === 0) throw badRequest(NO_ITEMS_MESSAGE);
  const subtotal = items.reduce((s, it) => s + it.amount, 0);
  const discount =
    input.discountPercent != null && input.discountPercent !== ''
      ? percentDiscount(subtotal, sanitizeMoney(input.discountPercent))
      : toPaise(money(input.discount));
  return { items, totals: computeTotals(items, discount, toPaise(money(input.tax))) };
}

function searchText(o: Pick<NewOrderRow, 'orderNumber' | 'customerName' | 'id' | 'phone' | 'pickupAddress' | 'service' | 'delivery'>): string {
  return buildSearchText([o.orderNumber, o.customerName, o.id, o.phone, o.pickupAddress, o.service, o.delivery]);
}

/** How stale the dashboard's counts may be. */
const STATS_MAX_AGE_MS = 1000;

export class OrdersService {
  private statsCache: { at: number; value: Promise<OrderStats> } | null = null;
  private crowded: { minute: string; widen: number } | null = null;

  constructor(
    private readonly orders: OrdersRepository,
    private readonly users: UsersRepository,
    private readonly events: DomainEvents,
  ) {
    // This process's own changes show at once; another process's within STATS_MAX_AGE_MS.
    const forget = () => {
      this.statsCache = null;
    };
    events.on('orderCreated', forget);
    events.on('orderUpdated', forget);
    events.on('orderDeleted', forget);
  }

  private async load(id: string): Promise<Order> {
    const found = await this.orders.findById(id);
    if (!found) throw notFound('Order not found.');
    return toOrder(found);
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
    throw conflict('Could not allocate an order number. Please try again.');
  }

  async createForCustomer(user: UserRow, input: z.output<typeof createOrderBody>): Promise<Order> {
    const at = new Date();
    const today = istDate(at);
    const lastDay = addDays(today, BOOKING_DAYS_AHEAD);
    if (input.pickupDate < today) throw badRequest('pickupDate cannot be in the past');
    if (input.pickupDate > lastDay) throw badRequest(`pickupDate must be within ${BOOKING_DAYS_AHEAD} days from today`);
    const now = at.toISOString();
    const base = {
      id: randomUUID(),
      userId: user.id,
      customerName: user.name,
      phone: input.phone,
      service: input.service,
      status: 'Pending',
      delivery: input.delivery,
      pickupDate: input.pickupDate,
      pickupTime: input.pickupTime,
      pickupAddress: input.pickupAddress,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      notes: input.notes,
      subtotal: 0,
      discount: 0,
      tax: 0,
      total: 0,
      invoiceNumber: null,
      pricedAt: null,
      source: 'web' as const,
      createdAt: now,
      createdDay: today,
      updatedAt: now,
    };
    const { orderNumber } = await this.insertWithNumber(
      (orderNumber) => ({ ...base, orderNumber, searchText: searchText({ ...base, orderNumber }) }),
      (row) => this.orders.insert(row, []),
    );
    // A new booking has no items and nothing the database fills in: what was inserted is the
    // order, so it is answered without reading it back (two queries on the busiest write).
    const order = toOrder({ row: { ...base, orderNumber }, items: [] });
    this.events.emit('orderCreated', order);
    return order;
  }

  async listForCustomer(user: UserRow): Promise<Order[]> {
    return (await this.orders.listForUser(user.id, 500)).map(toOrder);
  }

  /** Another customer's order is indistinguishable from a missing one. */
  async getForCustomer(user: UserRow, id: string): Promise<Order> {
    const found = await this.orders.findById(id);
    if (!found || found.row.userId !== user.id) throw notFound('Order not found.');
    return toOrder(found);
  }

  async cancelForCustomer(user: UserRow, id: string): Promise<Order> {
    const current = await this.getForCustomer(user, id);
    if (!(await this.orders.cancelIfPending(id, user.id, new Date().toISOString()))) {
      throw conflict(`Only pending orders can be cancelled; this one is ${current.status}.`);
    }
    const order = await this.load(id);
    this.events.emit('orderUpdated', order);
    return order;
  }

  /** Order status for the support chat: both the number and the phone must match. */
  async track(orderNumber: string, phone: string): Promise<TrackedOrder> {
    const row = await this.orders.findByNumber(orderNumber.trim().toUpperCase());
    if (!row || row.phone !== phone) throw notFound('No order matches that order number and phone.');
    return {
      orderNumber: row.orderNumber,
      status: row.status as TrackedOrder['status'],
      delivery: row.delivery as TrackedOrder['delivery'],
      pickupDate: row.pickupDate,
      pickupTime: row.pickupTime,
    };
  }

  async adminPage(query: z.output<typeof adminOrdersQuery>): Promise<OrderPage> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    if (after === null) throw badRequest('cursor is invalid');
    const q = normalizeSearch(query.q);
    const found = await this.orders.page({
      limit: query.limit + 1,
      after,
      q: q || undefined,
      service: query.service,
      delivery: query.delivery,
      status: query.status,
    });
    const data = found.slice(0, query.limit).map(toOrder);
    const last = data[data.length - 1];
    return { data, nextCursor: found.length > query.limit && last ? encodeCursor(last) : null };
  }

  /**
   * Counting 100,000 orders takes SQLite ~15 ms, and every open dashboard asks after each
   * change: one computation a second per process serves them all (docs/decisions/0016).
   */
  stats(): Promise<OrderStats> {
    const now = Date.now();
    if (!this.statsCache || now - this.statsCache.at >= STATS_MAX_AGE_MS) {
      const pending = this.computeStats();
      this.statsCache = { at: now, value: pending };
      pending.catch(() => {
        if (this.statsCache?.value === pending) this.statsCache = null;
      });
    }
    return this.statsCache.value;
  }

  private async computeStats(): Promise<OrderStats> {
    const today = istDate(new Date());
    const firstDay = addDays(today, -6);
    const [breakdown, days] = await Promise.all([this.orders.breakdown(), this.orders.countsByDay(firstDay)]);
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

  async setStatus(id: string, status: string): Promise<Order> {
    if (!(await this.orders.updateStatus(id, status, new Date().toISOString()))) throw notFound('Order not found.');
    const order = await this.load(id);
    this.events.emit('orderUpdated', order);
    return order;
  }

  async delete(id: string): Promise<{ _id: string }> {
    const row = await this.orders.delete(id);
    if (!row) throw notFound('Order not found.');
    this.events.emit('orderDeleted', { _id: id, userId: row.userId });
    return { _id: id };
  }

  /** Pickup & Price and Edit Pricing: the server computes every figure from the items. */
  async price(id: string, input: PricingInput, mode: 'pickup' | 'edit'): Promise<Order> {
    const { items, totals } = priceFromInput(input);
    const now = new Date();
    const ok = await this.orders.replacePricing(id, items, totals, {
      now: now.toISOString(),
      financialYear: financialYear(now),
      formatInvoice: formatInvoiceNumber,
      advanceFromPending: mode === 'pickup',
    });
    if (!ok) throw notFound('Order not found.');
    const order = await this.load(id);
    this.events.emit('orderUpdated', order);
    return order;
  }

  /** A walk-in or WhatsApp order made by the shop, priced and invoiced at once. */
  async createManual(input: z.output<typeof manualOrderBody>): Promise<Order> {
    const { items, totals } = priceFromInput(input);
    const now = new Date();
    const nowIso = now.toISOString();
    const phone = normalizePhone(input.phone) ?? input.phone.replace(/\D/g, '');
    // A customer who already has an account sees the shop's order in My Orders.
    const account = normalizePhone(input.phone) ? await this.users.findByPhone(phone) : undefined;
    const customerName = input.userId?.name || account?.name || 'Walk-in Customer';
    const id = randomUUID();
    const base = {
      id,
      userId: account?.id ?? null,
      customerName,
      phone,
      service: input.service ?? items[0]?.service ?? 'Others',
      status: input.status,
      delivery: input.delivery,
      pickupDate: input.pickupDate || istDate(now),
      pickupTime: input.pickupTime,
      pickupAddress: input.pickupAddress,
      lat: null,
      lng: null,
      notes: input.notes,
      ...totals,
      invoiceNumber: null,
      pricedAt: nowIso,
      source: 'manual' as const,
      createdAt: nowIso,
      createdDay: istDate(now),
      updatedAt: nowIso,
    };
    const invoice = { financialYear: financialYear(now), format: formatInvoiceNumber };
    const given = input.orderNumber?.toUpperCase();
    if (given) {
      try {
        await this.orders.insertPriced({ ...base, orderNumber: given, searchText: searchText({ ...base, orderNumber: given }) }, items, invoice);
      } catch (error) {
        if (isUniqueViolation(error, 'order_number')) throw conflict('An order with this order number already exists.');
        throw error;
      }
    } else {
      await this.insertWithNumber(
        (orderNumber) => ({ ...base, orderNumber, searchText: searchText({ ...base, orderNumber }) }),
        (row) => this.orders.insertPriced(row, items, invoice),
      );
    }
    const order = await this.load(id);
    this.events.emit('orderCreated', order);
    return order;
  }
}


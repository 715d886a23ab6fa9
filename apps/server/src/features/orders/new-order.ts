import { randomUUID } from 'node:crypto';
import { SERVICES, type OrderStatus, type Service } from '@laundry/shared/constants';
import { istDate } from '@laundry/shared/rules/ist';
import { generateOrderNumber } from '@laundry/shared/rules/order-number';
import type { PricedItem } from '@laundry/shared/rules/pricing';
import { buildSearchText, orderSearchFields } from '@laundry/shared/rules/search';
import { isUniqueViolation } from '../../db/database';
import { DomainError } from '../../domain-error';
import type { BookingPlan } from './booking-planner';
import type { PricingFacts } from './order-pricing';
import { STATUS_TIME_COLUMN, type NewOrderRow, type OrderRow } from './order-rows';

export const ORDER_NUMBER_TRIES = 20;
/** After this many collisions in a row the minute is crowded: widen the suffix (docs/decisions). */
export const TRIES_BEFORE_WIDENING = 3;

/** Facts that add nothing: enough to check an order has a priced row before any transaction. */
export const NO_FACTS: PricingFacts = { customerGstin: '', plan: undefined, reward: undefined, approvedStains: [] };

export function searchText(o: Pick<NewOrderRow, 'orderNumber' | 'customerName' | 'id' | 'phone' | 'pickupAddress' | 'service' | 'delivery'>): string {
  return buildSearchText(orderSearchFields(o));
}

/** A manual order's service: the one given, else its first item's when that is a service, else Others. */
export function manualService(given: Service | undefined, items: readonly PricedItem[]): Service {
  return given ?? SERVICES.find((s) => s === items[0]?.service) ?? 'Others';
}

/**
 * A new order's status times: booked (Pending) now, and, for a manual order made at a later
 * status, that status reached now too; the rest not reached.
 */
export function statusTimesFrom(status: OrderStatus, now: string): Pick<OrderRow, (typeof STATUS_TIME_COLUMN)[OrderStatus]> {
  return { pendingAt: now, inProgressAt: null, deliveringAt: null, completedAt: null, cancelledAt: null, [STATUS_TIME_COLUMN[status]]: now };
}

/** What the customer (or their subscription) books; the rest of a new web order is the same for all. */
export type BookedFields = Pick<
  OrderRow,
  'userId' | 'customerName' | 'phone' | 'service' | 'delivery' | 'pickupDate' | 'pickupTime' | 'pickupAddress' | 'lat' | 'lng' | 'notes'
>;

/** The columns a booking's plan fills (docs/decisions/0048). */
export function planColumns(plan: BookingPlan) {
  return {
    pincode: plan.pincode,
    areaStatus: plan.areaStatus,
    slotStart: plan.slotStart,
    slotEnd: plan.slotEnd,
    readyBy: plan.readyBy,
    riderId: plan.rider?.id ?? null,
  };
}

/** A new web booking: Pending, unpriced, booked now; its order number is added by NumberedInsert. */
export function newPendingOrder(booked: BookedFields, plan: BookingPlan, at: Date) {
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
export const NEW_ORDER_DEFAULTS = {
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

/** Inserts new orders under fresh order numbers, remembering a crowded minute's wider suffix. */
export class NumberedInsert {
  private crowded: { minute: string; widen: number } | null = null;

  /** Inserts with a fresh order number, retrying on the rare collision. */
  async insert(build: (orderNumber: string) => NewOrderRow, insert: (row: NewOrderRow) => Promise<void>): Promise<NewOrderRow> {
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
}

import type { AreaStatus, DeliveryType, Service } from '@laundry/shared/constants';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { pincodeOf } from '@laundry/shared/rules/pincode';
import { readyBy } from '@laundry/shared/rules/ready-by';
import { pickupRulesOf, type ShopSettingsService } from '../shop/shop.public';
import type { BookingFactsRepository } from './booking-facts.repository';
import { areaStatusOf, windowOf, type AreaLookup } from './booking-rules';
import type { WindowPlace } from './order-rows';

/**
 * Who is booking: a customer, and staff booking for one, are held to the rules (409 outside-area,
 * slot-closed, slot-full); the admin's manual order and a subscription's pickup are recorded as
 * they are, taking their window's place even past capacity (docs/decisions/0048, 0072).
 */
export type BookingKind = 'customer' | 'staff' | 'manual' | 'subscription';

export interface BookingRequest {
  kind: BookingKind;
  service: Service;
  delivery: DeliveryType;
  pickupDate: string;
  pickupTime: string;
  pickupAddress: string;
  /** the booking's own field; '' or undefined: read from the address */
  pincode?: string;
  lat: number | null;
  lng: number | null;
}

/** What a new order stores of the day on the road, and the place its window holds for it. */
export interface BookingPlan {
  pincode: string;
  areaStatus: AreaStatus;
  slotStart: string | null;
  slotEnd: string | null;
  readyBy: string;
  rider: { id: string; name: string } | null;
  /** The window's place to take (with the shop's capacity); undefined for "time to agree". */
  place: WindowPlace | undefined;
}

/** What a plan is made from. */
interface PlanningFacts {
  settings: ShopPaymentSettings;
  closedDates: ReadonlySet<string>;
  area: (pincode: string) => AreaLookup;
  rider: { id: string; name: string } | null;
}

/** Plans bookings from facts already read: for callers inside a transaction (see prepare). */
export type PreparedPlanner = (request: BookingRequest, now: Date) => BookingPlan;

function planFrom(request: BookingRequest, pincode: string, facts: PlanningFacts, now: Date): BookingPlan {
  const customer = request.kind === 'customer' || request.kind === 'staff';
  const question = { pincode, lat: request.lat, lng: request.lng, delivery: request.delivery };
  const areaStatus = areaStatusOf(question, facts.area(pincode), facts.settings, customer);
  const rules = pickupRulesOf(facts.settings);
  const window = windowOf(request.pickupDate, request.pickupTime, rules, facts.closedDates, now, customer);
  const slotEnd = window?.end ?? null;
  return {
    pincode,
    areaStatus,
    slotStart: window?.start ?? null,
    slotEnd,
    readyBy: readyBy({ service: request.service, delivery: request.delivery, pickupDate: request.pickupDate, slotEnd }, rules, facts.closedDates),
    // The admin's walk-ins and WhatsApp orders are not the rider's stops until assigned.
    rider: request.kind === 'manual' ? null : facts.rider,
    place: window ? { start: window.start, capacity: facts.settings.windowCapacity } : undefined,
  };
}

export class BookingPlanner {
  constructor(
    private readonly facts: BookingFactsRepository,
    private readonly shop: ShopSettingsService,
  ) {}

  /**
   * Checks the area and the window (throwing the 409s for a customer) and works out ready-by and
   * the rider, reading only what this booking needs.
   */
  async plan(request: BookingRequest, now: Date): Promise<BookingPlan> {
    const pincode = pincodeOf(request.pincode, request.pickupAddress);
    const [settings, facts] = await Promise.all([this.shop.get(), this.facts.forBooking(request.pickupDate, pincode)]);
    return planFrom(request, pincode, { settings, closedDates: facts.closedDates, area: () => facts.area, rider: facts.rider }, now);
  }

  /**
   * Reads everything bookings from `from` over the next `days` may need, and plans them without
   * reading again: SQLite has one connection, so a caller holding a transaction (the subscription
   * booker) cannot read outside it.
   */
  async prepare(from: string, days: number): Promise<PreparedPlanner> {
    const [settings, closedDates, areas, rider] = await Promise.all([
      this.shop.get(),
      this.facts.closedDatesFrom(from, days),
      this.facts.allAreas(),
      this.facts.onlyActiveRider(),
    ]);
    const area = (pincode: string): AreaLookup => ({ restricted: areas.size > 0, entry: areas.get(pincode) });
    return (request, now) => planFrom(request, pincodeOf(request.pincode, request.pickupAddress), { settings, closedDates, area, rider }, now);
  }
}

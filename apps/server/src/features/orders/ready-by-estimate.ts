import type { OrderStatus } from '@laundry/shared/constants';
import { istDate } from '@laundry/shared/rules/ist';
import { isLate } from '@laundry/shared/rules/late';
import { estimateAfterSlip } from '@laundry/shared/rules/ready-by';
import { pickupRulesOf, type ShopSettingsService } from '../shop/shop.public';
import type { BookingFactsRepository } from './booking-facts.repository';

/** What the estimate reads of an order. */
export interface PromiseOf {
  readyBy: string | null;
  status: OrderStatus;
}

/** An order's `readyByEstimate` (docs/decisions/0059): the expected new time of a late order, else null. */
export type EstimateOf = (order: PromiseOf) => string | null;

/** For an answer that cannot hold a late order (a booking made just now promises a time ahead). */
export const NO_ESTIMATE: EstimateOf = () => null;

/**
 * The estimates of the orders one answer carries. The shop's pickup rules (cached by the settings
 * service) and its closed dates (one query) are read once per answer, and only when one of its
 * orders is late: most answers hold none and read nothing more.
 */
export class ReadyByEstimates {
  constructor(
    private readonly facts: BookingFactsRepository,
    private readonly shop: ShopSettingsService,
  ) {}

  async for(orders: readonly PromiseOf[], now: Date = new Date()): Promise<EstimateOf> {
    if (!orders.some((o) => isLate(o, now))) return NO_ESTIMATE;
    // From today on: an estimate is never before now; the read reaches past the longest run of closed days.
    const [settings, closedDates] = await Promise.all([this.shop.get(), this.facts.closedDatesFrom(istDate(now), 0)]);
    const rules = pickupRulesOf(settings);
    return (order) => (order.readyBy && isLate(order, now) ? estimateAfterSlip(order.readyBy, now, rules, closedDates) : null);
  }
}

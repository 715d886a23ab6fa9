import { DELIVERY_TYPES, SERVICES } from '@laundry/shared/constants';
import type { Order, OrderFilters } from '@laundry/shared/contracts/orders';
import { istDate } from '@laundry/shared/rules/ist';
import { isLate } from '@laundry/shared/rules/late';
import { matchesSearch, normalizeSearch, orderSearchFields } from '@laundry/shared/rules/search';

/** The dashboard with nothing searched or filtered. */
export const NO_FILTERS: OrderFilters = {};

/** A select's value as a filter: its "all" option is the empty value, meaning no filter. */
export function serviceFilter(value: string): OrderFilters['service'] {
  return SERVICES.find((s) => s === value);
}

export function deliveryFilter(value: string): OrderFilters['delivery'] {
  return DELIVERY_TYPES.find((d) => d === value);
}

export function hasFilters(filters: OrderFilters): boolean {
  return Boolean(filters.q || filters.service || filters.delivery || filters.status || filters.pickupDate || filters.late);
}

/**
 * Whether a live order belongs in a list loaded with these filters, by the server's own rule
 * and search fields, so an order pushed over the socket shows up exactly where a reload would put it.
 */
export function orderMatchesFilters(order: Order, filters: OrderFilters, now = new Date()): boolean {
  if (filters.service && order.service !== filters.service) return false;
  if (filters.delivery && order.delivery !== filters.delivery) return false;
  if (filters.status && order.status !== filters.status) return false;
  if (filters.pickupDate && order.pickupDate !== filters.pickupDate) return false;
  if (filters.late && !isLate(order, now)) return false;
  const fields = orderSearchFields({ ...order, customerName: order.userId.name, id: order._id });
  return matchesSearch(fields, filters.q ?? '');
}

/** Cache keys compare by value: the same search with other spacing is the same query. */
export function canonicalFilters(filters: OrderFilters): OrderFilters {
  const q = normalizeSearch(filters.q);
  return {
    q: q || undefined,
    service: filters.service,
    delivery: filters.delivery,
    status: filters.status,
    pickupDate: filters.pickupDate,
    late: filters.late || undefined,
  };
}

/** A red border when the pickup date is before today in the shop's time zone. */
export function isPickupOverdue(order: Pick<Order, 'pickupDate'>, now = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(order.pickupDate) && order.pickupDate < istDate(now);
}

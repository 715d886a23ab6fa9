import type { DeliveryType, Service } from '@laundry/shared/constants';
import type { Order } from '@laundry/shared/contracts/orders';
import { istDate } from '@laundry/shared/rules/ist';
import { matchesSearch, normalizeSearch } from '@laundry/shared/rules/search';

/** The dashboard's search box and two filters; '' means "all". */
export interface OrderFilters {
  q: string;
  service: Service | '';
  delivery: DeliveryType | '';
}

export const NO_FILTERS: OrderFilters = { q: '', service: '', delivery: '' };

/** The fields the server searches (spec section 5), in the same order. */
function searchFields(order: Order): string[] {
  return [order.orderNumber, order.userId?.name ?? '', order._id, order.phone, order.pickupAddress, order.service, order.delivery];
}

/**
 * Whether a live order belongs in a list loaded with these filters. Mirrors the server's rule so
 * an order pushed over the socket shows up exactly where a reload would put it.
 */
export function orderMatchesFilters(order: Order, filters: OrderFilters): boolean {
  if (filters.service && order.service !== filters.service) return false;
  if (filters.delivery && order.delivery !== filters.delivery) return false;
  const q = normalizeSearch(filters.q);
  return q === '' || matchesSearch(searchFields(order), q);
}

/** Cache keys compare by value: the same search with other spacing is the same query. */
export function canonicalFilters(filters: OrderFilters): OrderFilters {
  return { q: normalizeSearch(filters.q), service: filters.service, delivery: filters.delivery };
}

/** A red border when the pickup date is before today in the shop's time zone. */
export function isPickupOverdue(order: Pick<Order, 'pickupDate'>, now = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(order.pickupDate) && order.pickupDate < istDate(now);
}

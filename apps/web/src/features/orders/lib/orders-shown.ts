import type { Order } from '@laundry/shared/contracts/orders';

/** Orders shown at first, how many more each "Show older orders" adds, and how many open ones always show. */
export const FIRST_SHOWN = 10;
export const MORE_SHOWN = 20;
export const OPEN_ALWAYS = 20;

const open = (order: Pick<Order, 'status'>) => order.status !== 'Completed' && order.status !== 'Cancelled';

/**
 * What My Orders lists, in the list's own order (newest first): the newest `count` orders, any older
 * one still on its way (up to OPEN_ALWAYS open orders in all: nothing in progress hides behind a
 * button), and the one a message's link asks for. An office or a family with years of weekly orders
 * would otherwise get hundreds of cards at once: seconds of a phone's time before the page answers a tap.
 */
export function ordersShown<T extends Pick<Order, '_id' | 'status'>>(
  orders: readonly T[],
  count: number,
  askedId: string | null,
): { shown: T[]; hidden: number } {
  const shown: T[] = [];
  let openSeen = 0;
  orders.forEach((order, index) => {
    if (open(order)) openSeen += 1;
    if (index < count || (open(order) && openSeen <= OPEN_ALWAYS) || order._id === askedId) shown.push(order);
  });
  return { shown, hidden: orders.length - shown.length };
}

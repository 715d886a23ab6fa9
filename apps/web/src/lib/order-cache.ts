import type { Order, OrderPage } from '@laundry/shared/contracts/orders';

/**
 * The one set of rules for putting an order that arrived (a socket event, a mutation's
 * answer) into a cached list, used by My Orders and by the admin's paged list alike.
 */

/** Newest first, as both lists show them. */
export function sortNewestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** What a list does with an order it does not hold: add it (new orders), or leave it out. */
export type WhenMissing = 'add' | 'skip';

/**
 * A changed order replaces the one with its id where it is; one the list lacks joins it in
 * date order, unless `whenMissing` is 'skip'. An order older (by updatedAt) than the copy
 * already held is ignored: an event that arrives after a fresher answer must not roll the
 * order back. Answers the same array when nothing changes.
 */
export function upsertOrder(orders: Order[] | undefined, order: Order, whenMissing: WhenMissing = 'add'): Order[] {
  const list = orders ?? [];
  const index = list.findIndex((o) => o._id === order._id);
  if (index === -1) return whenMissing === 'add' ? sortNewestFirst([order, ...list]) : list;
  const current = list[index]!;
  if (current.updatedAt > order.updatedAt) return list;
  const next = list.slice();
  next[index] = order;
  return next;
}

export function removeOrder(orders: Order[] | undefined, id: string): Order[] {
  const list = orders ?? [];
  return list.some((o) => o._id === id) ? list.filter((o) => o._id !== id) : list;
}

/** A list loaded one cursor page at a time (TanStack Query's infinite data). */
export interface PagedOrders {
  pages: OrderPage[];
}

/**
 * upsertOrder across pages: the page holding the order gets it; an order no page holds goes
 * to the first page (it is the newest), unless `whenMissing` is 'skip'. Answers the same
 * object when nothing changes.
 */
export function upsertOrderInPages<T extends PagedOrders>(data: T, order: Order, whenMissing: WhenMissing = 'add'): T {
  const holder = data.pages.findIndex((p) => p.data.some((o) => o._id === order._id));
  const target = holder === -1 ? (whenMissing === 'add' ? 0 : -1) : holder;
  const page = data.pages[target];
  if (!page) return data;
  const next = upsertOrder(page.data, order, whenMissing);
  if (next === page.data) return data;
  const pages = data.pages.slice();
  pages[target] = { ...page, data: next };
  return { ...data, pages };
}

export function removeOrderFromPages<T extends PagedOrders>(data: T, id: string): T {
  const holder = data.pages.findIndex((p) => p.data.some((o) => o._id === id));
  const page = data.pages[holder];
  if (!page) return data;
  const pages = data.pages.slice();
  pages[holder] = { ...page, data: removeOrder(page.data, id) };
  return { ...data, pages };
}

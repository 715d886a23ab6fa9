import type { Order } from '@laundry/shared/contracts/orders';

/** Newest first, as the customer expects to see them. */
export function sortNewestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** A new or changed order replaces the one with its id, or joins the list (spec section 4, live updates). */
export function upsertOrder(orders: readonly Order[] | undefined, order: Order): Order[] {
  const list = orders ?? [];
  // An event that arrives after a fresher refetch must not roll the order back.
  const current = list.find((o) => o._id === order._id);
  if (current && current.updatedAt > order.updatedAt) return [...list];
  const rest = list.filter((o) => o._id !== order._id);
  return sortNewestFirst([order, ...rest]);
}

export function removeOrder(orders: readonly Order[] | undefined, id: string): Order[] {
  return (orders ?? []).filter((o) => o._id !== id);
}

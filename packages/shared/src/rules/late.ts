import type { OrderStatus } from '../constants';

/** Late (docs/decisions/0056): the ready-by promise has passed and the order is not done. */
export function isLate(order: { readyBy: string | null; status: OrderStatus }, now: Date): boolean {
  if (!order.readyBy || order.status === 'Completed' || order.status === 'Cancelled') return false;
  return Date.parse(order.readyBy) < now.getTime();
}

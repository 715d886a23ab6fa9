import type { Order } from '@laundry/shared/contracts/orders';
import { isLate } from '@laundry/shared/rules/late';

/**
 * The Late badge's rule (packages/shared/src/rules/late.ts) against the clock now: the server
 * filters and counts with the same rule, so the badge and the Late tile agree.
 */
export function isLateNow(order: Pick<Order, 'readyBy' | 'status'>, now = new Date()): boolean {
  return isLate(order, now);
}

import type { Order } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';

/** What a status reached says, after "Your order SL-… ". */
const REACHED: Record<Order['status'], string> = {
  Pending: 'is pending again',
  'In Progress': 'is being cleaned',
  Delivering: 'is out for delivery',
  Completed: 'has been delivered',
  Cancelled: 'has been cancelled',
};

/**
 * The short notice My Orders shows when the shop changes an order while the page is open
 * (issue 11), or null when nothing a customer would want to hear changed. Picking up (Pending →
 * In Progress, priced at the same time) reads as a pickup with its bill.
 */
export function orderNotice(before: Order | undefined, after: Order): string | null {
  if (!before) return null;
  const number = after.orderNumber;
  const bill = `${formatInr(after.total)}`;
  const pricedNow = after.items.length > 0 && after.pricedAt !== before.pricedAt;
  if (after.status !== before.status) {
    if (after.status === 'In Progress' && before.status === 'Pending') {
      return `Your order ${number} has been picked up${pricedNow ? `. Your bill is ready: ${bill}` : ''}`;
    }
    return `Your order ${number} ${REACHED[after.status]}`;
  }
  if (pricedNow) {
    return before.items.length > 0
      ? `The bill for your order ${number} has been updated: ${bill}`
      : `The bill for your order ${number} is ready: ${bill}`;
  }
  return null;
}

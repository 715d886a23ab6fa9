import type { MessageEvent } from '../contracts/messages';

/** Why a message no longer goes (docs/decisions/0081): the order moved on, or the news is old. */
export type StaleReason = 'moved-on' | 'too-old';

/** Past this a message is old news, unless it is about money. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Messages about money stay worth sending however late: a bill, a payment, a receipt, a refund. */
export const MONEY_EVENTS: readonly MessageEvent[] = ['priced', 'payment-received', 'delivered', 'claim-resolved'];

/** The order as far as the rule needs it: its status and when it entered each. */
export interface StaleOrder {
  status: string;
  inProgressAt: string | null;
  deliveringAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
}

/** The status a message is about: it lost its point once the order left it. */
const ABOUT_STATUS: Partial<Record<MessageEvent, string>> = {
  booked: 'Pending',
  'pickup-reminder': 'Pending',
  'out-for-delivery': 'Delivering',
};

/**
 * Whether a message that has not gone yet has lost its point. "Booked" (and the pickup reminder)
 * of an order no longer Pending, "out for delivery" of one no longer Delivering, and "on the
 * way" of an order whose status changed after the rider set off; anything else older than a day,
 * unless it is about money. Null: it still goes.
 */
export function staleReason(message: { event: MessageEvent; createdAt: string }, order: StaleOrder | null, now: Date): StaleReason | null {
  if (order) {
    const about = ABOUT_STATUS[message.event];
    if (about && order.status !== about) return 'moved-on';
    if (message.event === 'on-the-way') {
      const written = Date.parse(message.createdAt);
      const changed = [order.inProgressAt, order.deliveringAt, order.completedAt, order.cancelledAt].some((at) => at && Date.parse(at) > written);
      if (changed) return 'moved-on';
    }
  }
  if (MONEY_EVENTS.includes(message.event)) return null;
  return now.getTime() - Date.parse(message.createdAt) > STALE_AFTER_MS ? 'too-old' : null;
}

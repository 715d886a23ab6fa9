import type { Order } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import { currentLanguage } from '../../../i18n/language';
import { translate } from '../../../i18n/translate';
import { readyByText } from '../../../lib/ready-by-text';
import en from '../locales/en.json';

/** What a status reached says: "Your order SL-… is out for delivery". */
const REACHED = {
  Pending: 'notice.pending',
  'In Progress': 'notice.inProgress',
  Delivering: 'notice.delivering',
  Completed: 'notice.completed',
  Cancelled: 'notice.cancelled',
} as const satisfies Record<Order['status'], keyof typeof en>;

/**
 * The short notice My Orders shows when the shop changes an order while the page is open
 * in the language shown, or null when nothing a customer would want to hear
 * changed. Picking up (Pending → In Progress, priced at the same time) reads as a pickup with its bill.
 */
export function orderNotice(before: Order | undefined, after: Order): string | null {
  if (!before) return null;
  const about = aboutTheOrder(before, after);
  // Money taken is said as a status change is, after it when both came at once (paid at the door).
  const received = Math.round((after.paid - before.paid) * 100) / 100;
  if (received <= 0) return about;
  const thanks = translate('orders', en, 'notice.paymentReceived', { amount: formatInr(received, currentLanguage()) });
  return about ? `${about}. ${thanks}` : thanks;
}

function aboutTheOrder(before: Order, after: Order): string | null {
  const language = currentLanguage();
  const values = {
    orderNumber: after.orderNumber,
    bill: formatInr(after.total, language),
    when: after.readyBy ? readyByText(after.readyBy, language) : '',
  };
  const say = (key: keyof typeof en) => translate('orders', en, key, values);
  const pricedNow = after.items.length > 0 && after.pricedAt !== before.pricedAt;
  if (after.status !== before.status) {
    if (after.status === 'In Progress' && before.status === 'Pending') return say(pricedNow ? 'notice.pickedUpBill' : 'notice.pickedUp');
    return say(REACHED[after.status]);
  }
  // Stains and claims (docs/decisions/0057): a stain to decide on, a reported problem answered.
  const known = new Set(before.stains.map((s) => s._id));
  if (after.stains.some((s) => !known.has(s._id) && s.status === 'pending')) return say('notice.stainFlagged');
  const wasOpen = new Set(before.claims.filter((c) => c.status === 'open').map((c) => c._id));
  if (after.claims.some((c) => wasOpen.has(c._id) && c.status === 'resolved')) return say('notice.claimResolved');
  // The shop set a new ready-by time (docs/decisions/0059); the card shows it with the apology.
  if (after.readyByMovedAt !== null && after.readyByMovedAt !== before.readyByMovedAt && after.readyBy) return say('notice.readyByMoved');
  if (pricedNow) return say(before.items.length > 0 ? 'notice.billUpdated' : 'notice.billReady');
  return null;
}

import { MAX_PAYMENT_RUPEES, type OrderStatus, type PaymentStatus } from '../constants';

/**
 * The payment rules of docs/decisions/0046, in paise. An order's ledger is a list of signed
 * entries; everything shown about payment is derived from their sum and the order's total.
 */
export interface LedgerOrder {
  /** paise */
  total: number;
  /** paise: the sum of the order's ledger */
  paid: number;
  /** Whether the order has been priced (an unpriced order has nothing to pay yet). */
  priced: boolean;
  status: OrderStatus;
}

export function ledgerSum(entries: readonly { amount: number }[]): number {
  return entries.reduce((sum, entry) => sum + entry.amount, 0);
}

/** What is left to pay, never below 0; nothing is due on a cancelled or unpriced order. */
export function dueOf(order: LedgerOrder): number {
  if (!order.priced || order.status === 'Cancelled') return 0;
  return Math.max(0, order.total - order.paid);
}

/** Paid beyond the total: the customer's store credit. A cancelled order's whole payment is. */
export function overpaidOf(order: LedgerOrder): number {
  if (order.status === 'Cancelled') return Math.max(0, order.paid);
  return Math.max(0, order.paid - (order.priced ? order.total : 0));
}

export function paymentStatusOf(order: LedgerOrder): PaymentStatus {
  if (order.priced && order.status !== 'Cancelled' && order.paid >= order.total) return 'paid';
  if (order.paid > 0) return 'part-paid';
  return 'unpaid';
}

/**
 * A customer's store credit: what they overpaid across their orders, less what they spent of
 * it (ledger entries of method `credit`, which are positive on the order they pay).
 */
export function storeCreditOf(orders: readonly LedgerOrder[], creditSpent: number): number {
  return Math.max(0, orders.reduce((sum, order) => sum + overpaidOf(order), 0) - creditSpent);
}

export const AMOUNT_MESSAGE = `Please enter an amount between ₹0.01 and ₹10,00,000.`;

/**
 * A payment amount as the API takes it: rupees, a finite number above 0 with at most two
 * decimals, at most ₹10,00,000. Answers paise, or null for anything else.
 */
export function paymentAmountPaise(rupees: unknown): number | null {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees) || rupees <= 0 || rupees > MAX_PAYMENT_RUPEES) return null;
  const paise = Math.round(rupees * 100);
  // 10.005 is not 1000.5 paise: anything that is not whole paise after rounding noise is refused.
  if (Math.abs(paise - rupees * 100) > 1e-6) return null;
  // 1e-9 rupees is within the noise of 0 paise, and 0 paise is no payment.
  if (paise < 1) return null;
  return paise;
}

export type AgeBucket = '0-7' | '8-30' | '30+';

/** How long a due has been owed, in whole days since the order was priced. */
export function ageBucket(days: number): AgeBucket {
  if (days <= 7) return '0-7';
  if (days <= 30) return '8-30';
  return '30+';
}

/**
 * Whether a ledger entry is money the customer paid, and so gets a receipt and its message
 * (docs/decisions/0073): not store credit spent, not the shop's claim money, not a correction.
 */
export function issuesReceipt(entry: { amount: number; method: string; source: string }): boolean {
  return entry.amount > 0 && entry.method !== 'credit' && entry.method !== 'claim' && entry.source !== 'correction' && entry.source !== 'claim';
}

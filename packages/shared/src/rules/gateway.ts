import type { GatewayMethod } from '../constants';
import { issuesReceipt } from './ledger';

/**
 * The payment gateway's rules (docs/decisions/0085), in paise. Pure: the server and the tests
 * share them.
 */

/**
 * Our ledger method for the way a gateway says the customer paid. EMI is a card's; a bank
 * transfer is net banking; pay-later and cardless EMI are a third party's money, as a wallet is.
 */
export function gatewayMethodOf(method: unknown): GatewayMethod {
  switch (method) {
    case 'upi':
    case 'card':
    case 'netbanking':
    case 'wallet':
      return method;
    case 'emi':
      return 'card';
    case 'bank_transfer':
      return 'netbanking';
    default:
      return 'wallet';
  }
}

/** A Razorpay payment link id as its API writes it (`plink_` and letters and digits). */
export const PAYMENT_LINK_ID = /^plink_[A-Za-z0-9]{1,40}$/;

/**
 * The link a gateway payment was made through, from what the payment entity carries: Razorpay
 * describes a Payment Link's payment as `#<the link id without plink_>`. Null when it is none.
 */
export function linkIdOfPayment(description: unknown): string | null {
  if (typeof description !== 'string') return null;
  const match = /^#([A-Za-z0-9]{1,40})$/.exec(description.trim());
  return match ? `plink_${match[1]}` : null;
}

/** What a refund may be of: an entry and what has been refunded of it already (paise). */
export interface RefundableEntry {
  amount: number;
  method: string;
  source: string;
  /** The sum of the earlier refunds of this entry, as a positive number. */
  refunded: number;
  /** Whether a reversal took the entry back. */
  reversed: boolean;
}

/**
 * How much of an entry can still be given back: money the customer paid (a receipt's entry),
 * less what was refunded of it; nothing of a reversed entry or of one that is not money received.
 */
export function refundableOf(entry: RefundableEntry): number {
  if (entry.reversed || !issuesReceipt(entry)) return 0;
  return Math.max(0, entry.amount - entry.refunded);
}

export type RefundCheck = 'ok' | 'not_refundable' | 'refund_too_large';

/** Whether `amount` paise may be refunded of the entry now. */
export function checkRefund(entry: RefundableEntry, amount: number): RefundCheck {
  if (entry.reversed || !issuesReceipt(entry)) return 'not_refundable';
  if (!Number.isInteger(amount) || amount <= 0) return 'refund_too_large';
  return amount <= refundableOf(entry) ? 'ok' : 'refund_too_large';
}

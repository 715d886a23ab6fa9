import type { GatewayMethod } from '@laundry/shared/constants';

/**
 * What the shop needs of a payment gateway (docs/decisions/0085): Razorpay first, behind this so
 * another (Cashfree, PhonePe) can follow with its own client. Amounts in paise.
 */
export interface PaymentProvider {
  readonly name: string;
  /** A hosted payment page for `amount` paise; it sends the customer back to `callbackUrl`. */
  createLink(input: NewPaymentLink): Promise<ProviderLink>;
  /** The link as the gateway knows it now: the callback page trusts this, never its query string. */
  fetchLink(id: string): Promise<ProviderLink>;
  /** Gives `amount` paise of a captured payment back; answers the gateway's refund id. */
  refund(paymentId: string, amount: number, note: string): Promise<{ id: string }>;
  /** Whether a webhook's body is signed by the gateway (over the bytes as sent). */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** The payments a webhook reports captured; anything else in it is ignored. */
  parseWebhook(body: unknown): CapturedPayment[];
}

export interface NewPaymentLink {
  amount: number;
  /** The order or invoice number. */
  reference: string;
  description: string;
  customer: { name: string; phone: string };
  callbackUrl: string;
}

export interface ProviderLink {
  id: string;
  url: string;
  amount: number;
  /** created, partially_paid, paid, expired, cancelled */
  status: string;
  reference: string;
  /** Captured payments made through it. */
  payments: CapturedPayment[];
}

export interface CapturedPayment {
  /** The gateway's payment id: the ledger entry's reference, and unique on it. */
  id: string;
  /** The link it was paid through, when the gateway says. */
  linkId: string | null;
  amount: number;
  method: GatewayMethod;
}

/** The gateway refused or could not be reached: nothing was made, nothing is written. */
export class GatewayError extends Error {}

import { z } from 'zod';
import { DISCOUNT_KINDS, LANGUAGES, LEDGER_METHODS, PAYMENT_METHODS, PAYMENT_REPORT_STATUSES, PAYMENT_SOURCES, PAYMENT_STATUSES } from '../constants';
import { AMOUNT_MESSAGE, paymentAmountPaise } from '../rules/ledger';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: `method must be one of: ${PAYMENT_METHODS.join(', ')}` });
/** A ledger entry's method: the ways to pay and `claim` (docs/decisions/0057). */
export const ledgerMethodSchema = z.enum(LEDGER_METHODS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** Rupees, as every amount in the API: > 0, at most 2 decimals, at most ₹10,00,000 (docs/decisions/0046). */
export const paymentAmountField = z.number({ error: AMOUNT_MESSAGE }).refine((v) => paymentAmountPaise(v) !== null, { error: AMOUNT_MESSAGE });

/** A UPI reference (UTR, 12 digits as a rule) or a card slip's number: letters and digits. */
export const paymentReferenceField = z
  .string({ error: 'reference must be text' })
  .trim()
  .max(40, { error: 'reference must be at most 40 characters' })
  .regex(/^[A-Za-z0-9 /-]*$/, { error: 'reference may hold only letters, digits, spaces, / and -' });

export const recordPaymentBody = z.object({
  method: paymentMethodSchema,
  amount: paymentAmountField,
  reference: paymentReferenceField.optional().transform((v) => v ?? ''),
});
export type RecordPaymentBody = z.input<typeof recordPaymentBody>;

export const reversePaymentBody = z.object({
  reason: z
    .string({ error: 'Please give the reason for the correction.' })
    .trim()
    .min(3, { error: 'Please give the reason for the correction.' })
    .max(200, { error: 'reason must be at most 200 characters' }),
});
export type ReversePaymentBody = z.input<typeof reversePaymentBody>;

export const REPORT_REFERENCE_MESSAGE = 'Please enter the UPI reference (UTR) of your payment: 6 to 35 letters or digits.';

export const paymentReportBody = z.object({
  reference: z
    .string({ error: REPORT_REFERENCE_MESSAGE })
    .trim()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9]{6,35}$/, { error: REPORT_REFERENCE_MESSAGE })),
  /** Left out: the amount due. */
  amount: paymentAmountField.optional(),
});
export type PaymentReportBody = z.input<typeof paymentReportBody>;

/** The customer spends their own store credit on their bill (docs/decisions/0086). */
export const payFromCreditBody = z.object({ amount: paymentAmountField });
export type PayFromCreditBody = z.input<typeof payFromCreditBody>;

/** A live lot in the wallet: what is left of a pack and until when. */
export const walletLotSchema = z.object({
  _id: z.string(),
  credit: z.number(),
  left: z.number(),
  expiresOn: z.string().nullable(),
  paidAt: z.string(),
});

export const WALLET_ENTRY_KINDS = ['topup', 'spend', 'overpaid', 'lapsed'] as const;
/** One line of the wallet's ledger, rupees: positive adds credit, negative takes it. */
export const walletEntrySchema = z.object({
  kind: z.enum(WALLET_ENTRY_KINDS),
  amount: z.number(),
  /** ISO time; a lapse is at the start (IST) of the day after the pack's last day. */
  at: z.string(),
  orderNumber: z.string().nullable(),
  /** A top-up's pack: pay `price`, got `credit`. */
  price: z.number().nullable(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/**
 * The signed-in customer's store credit, rupees: `credit` = `overpaid` + the live packs' `left`
 * (docs/decisions/0086, 0087), the live lots, and the ledger of top-ups, spends and lapses.
 */
export const walletSchema = z.object({
  credit: z.number(),
  overpaid: z.number(),
  lots: z.array(walletLotSchema),
  entries: z.array(walletEntrySchema),
});
export type Wallet = z.infer<typeof walletSchema>;

export const rejectReportBody = z.object({
  reason: z
    .string()
    .trim()
    .max(200, { error: 'reason must be at most 200 characters' })
    .optional()
    .transform((v) => v ?? ''),
});

export const paymentEntrySchema = z.object({
  _id: z.string(),
  method: ledgerMethodSchema,
  /** rupees, signed: a correction is negative */
  amount: z.number(),
  reference: z.string(),
  note: z.string(),
  source: z.enum(PAYMENT_SOURCES),
  correctsId: z.string().nullable(),
  /** The entry a refund gives money back of (docs/decisions/0085); null for other entries. */
  refundsId: z.string().nullable(),
  recordedByName: z.string(),
  createdAt: z.string(),
  /** R/2026-27/0001 for money received (docs/decisions/0073); null for other entries. */
  receiptNumber: z.string().nullable(),
  /** rupees still due right after this entry; null without a receipt */
  balanceAfter: z.number().nullable(),
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

export const paymentReportSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  reference: z.string(),
  status: z.enum(PAYMENT_REPORT_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PaymentReport = z.infer<typeof paymentReportSchema>;

export const discountLineSchema = z.object({
  kind: z.enum(DISCOUNT_KINDS),
  label: z.string(),
  percent: z.number().nullable(),
  /** rupees */
  amount: z.number(),
});
export type DiscountLine = z.infer<typeof discountLineSchema>;

/** GET /orders/{id}/receipts/{paymentId} (docs/decisions/0073); money in rupees. */
export const receiptSchema = z.object({
  number: z.string(),
  paymentId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  customerName: z.string(),
  phone: z.string(),
  /** The customer's language: the receipt is drawn in it. */
  language: z.enum(LANGUAGES),
  amount: z.number(),
  method: ledgerMethodSchema,
  reference: z.string(),
  balanceAfter: z.number(),
  paidAt: z.string(),
  recordedByName: z.string(),
  /** The correction that took the entry back: when, why and by whom; null while it stands. */
  reversal: z.object({ at: z.string(), reason: z.string(), byName: z.string() }).nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptParams = z.object({ id: z.string().max(64), paymentId: z.string().max(64) });

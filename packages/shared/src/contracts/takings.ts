import { z } from 'zod';
import { LANGUAGES, MAX_PAYMENT_RUPEES, SERVICES } from '../constants';
import { isIsoDate } from '../rules/ist';
import { riderTakingsSchema } from './rider-day';
import { gatewayTakingsSchema } from './settlements';

/** The Unpaid list and the day-end (docs/decisions/0046). Every amount is rupees. */

export const ageBucketSchema = z.enum(['0-7', '8-30', '30+']);

export const dueOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  pricedAt: z.string(),
  ageDays: z.number(),
  bucket: ageBucketSchema,
  /** The customer's UPI payment reported and waiting for the shop (docs/decisions/0073); null: none. */
  reported: z.object({ _id: z.string(), amount: z.number(), reference: z.string(), createdAt: z.string() }).nullable(),
});
export type DueOrder = z.infer<typeof dueOrderSchema>;

export const dueCustomerSchema = z.object({
  /** The account; null for a walk-in, who is known by phone. */
  userId: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  /** The account's language; left out for a walk-in. */
  language: z.enum(LANGUAGES).optional(),
  due: z.number(),
  /** Store credit the customer holds (overpaid, not yet spent). */
  credit: z.number(),
  oldestDays: z.number(),
  orders: z.array(dueOrderSchema),
});
export type DueCustomer = z.infer<typeof dueCustomerSchema>;

const bucketAmounts = z.object({ '0-7': z.number(), '8-30': z.number(), '30+': z.number() });

export const duesSchema = z.object({
  customers: z.array(dueCustomerSchema),
  totals: z.object({ due: z.number(), byBucket: bucketAmounts }),
});
export type Dues = z.infer<typeof duesSchema>;

export const DATE_MESSAGE = 'date must be a date as YYYY-MM-DD';

const dayField = z.string({ error: DATE_MESSAGE }).trim().refine(isIsoDate, { error: DATE_MESSAGE });

export const takingsQuery = z.object({
  /** Left out: today in the shop (IST). */
  date: dayField.optional(),
});
export type TakingsQuery = z.input<typeof takingsQuery>;

export const takingsDateParams = z.object({ date: dayField });

export const CASH_COUNT_MESSAGE = 'Please enter the cash counted: an amount from ₹0 to ₹10,00,000 with at most 2 decimals.';

export const cashCountBody = z.object({
  /** rupees; 0 is a count too (an empty till) */
  counted: z.number({ error: CASH_COUNT_MESSAGE }),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(200, { error: 'note must be at most 200 characters' })
    .optional()
    .transform((v) => v ?? ''),
});
export type CashCountBody = z.input<typeof cashCountBody>;

/** The counted cash in paise, or null unless it is 0 to ₹10,00,000 in whole paise. */
export function cashCountPaise(rupees: unknown): number | null {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees) || rupees < 0 || rupees > MAX_PAYMENT_RUPEES) return null;
  const paise = Math.round(rupees * 100);
  return Math.abs(paise - rupees * 100) > 1e-6 ? null : paise;
}

export const takingsSchema = z.object({
  date: z.string(),
  /** Sums of the day's ledger entries by method, corrections included. */
  byMethod: z.object({ upi: z.number(), cash: z.number(), card: z.number(), netbanking: z.number(), credit: z.number() }),
  /** Prepaid packs sold that day (docs/decisions/0087): money in, `cash` of it in the till. */
  prepaidPacks: z.object({ count: z.number(), amount: z.number(), cash: z.number() }),
  /** Money that came in: every method but `credit`, which spends money taken before, and the packs sold. */
  total: z.number(),
  cash: z.object({
    /** The day's cash entries as they stand now. */
    expected: z.number(),
    counted: z.number().nullable(),
    /** What was expected when the till was counted: the difference is measured against it. */
    expectedAtCount: z.number().nullable(),
    /** counted − expectedAtCount: below 0 the till is short, above 0 it is over. */
    difference: z.number().nullable(),
    countedByName: z.string().nullable(),
    note: z.string(),
    countedAt: z.string().nullable(),
  }),
  ordersPriced: z.object({ count: z.number(), value: z.number() }),
  ordersDelivered: z.object({ count: z.number() }),
  revenueByService: z.array(z.object({ service: z.enum(SERVICES), amount: z.number() })),
  /** Each rider who collected or handed over cash that day (docs/decisions/0074), by name. */
  riders: z.array(riderTakingsSchema),
  /** Money in that day for orders deleted since (docs/decisions/0077): already counted in the figures above. */
  deletedOrders: z.object({ count: z.number(), amount: z.number() }),
  /** Online money (docs/decisions/0088): gross, the gateway's fees and tax apart, net settled, awaiting. */
  gateway: gatewayTakingsSchema,
});
export type Takings = z.infer<typeof takingsSchema>;

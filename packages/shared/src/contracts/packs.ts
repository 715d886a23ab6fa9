import { z } from 'zod';
import { phoneField } from './common';
import { paymentAmountField, paymentReferenceField } from './payments';

/** A prepaid pack the shop offers (docs/decisions/0087): pay `price`, get `credit`, rupees. */
export const packOfferSchema = z.object({
  _id: z.string(),
  price: z.number(),
  credit: z.number(),
  /** Days the credit lasts after the day bought; null: it never lapses. */
  validDays: z.number().int().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type PackOffer = z.infer<typeof packOfferSchema>;
export const packOffersSchema = z.array(packOfferSchema);

export const VALID_DAYS_MESSAGE = 'Please enter the days the credit lasts: a whole number from 1 to 3650, or leave it empty for no expiry.';
export const CREDIT_BELOW_PRICE_MESSAGE = 'The credit must be at least the price.';

export const createPackBody = z
  .object({
    price: paymentAmountField,
    credit: paymentAmountField,
    validDays: z
      .number({ error: VALID_DAYS_MESSAGE })
      .int({ error: VALID_DAYS_MESSAGE })
      .min(1, { error: VALID_DAYS_MESSAGE })
      .max(3650, { error: VALID_DAYS_MESSAGE })
      .nullable(),
  })
  .refine((v) => v.credit >= v.price, { error: CREDIT_BELOW_PRICE_MESSAGE, path: ['credit'] });
export type CreatePackBody = z.input<typeof createPackBody>;

/** An offer is never edited (purchases keep their own figures): only stopped or offered again. */
export const patchPackBody = z.object({ active: z.boolean({ error: 'active must be true or false' }) });
export type PatchPackBody = z.input<typeof patchPackBody>;

/** Ways a pack is paid at the counter. */
export const PACK_COUNTER_METHODS = ['cash', 'upi', 'card'] as const;

export const packSaleBody = z.object({
  offerId: z.string().max(64),
  /** The customer's account when one has this phone, else a walk-in's credit. */
  phone: phoneField(),
  method: z.enum(PACK_COUNTER_METHODS, { error: `method must be one of: ${PACK_COUNTER_METHODS.join(', ')}` }),
  reference: paymentReferenceField.optional().transform((v) => v ?? ''),
});
export type PackSaleBody = z.input<typeof packSaleBody>;

export const packPurchaseSchema = z.object({
  _id: z.string(),
  offerId: z.string(),
  userId: z.string().nullable(),
  phone: z.string(),
  price: z.number(),
  credit: z.number(),
  status: z.enum(['pending', 'paid']),
  method: z.string().nullable(),
  reference: z.string(),
  paidAt: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type PackPurchase = z.infer<typeof packPurchaseSchema>;

export const buyPackBody = z.object({ offerId: z.string().max(64) });
export type BuyPackBody = z.input<typeof buyPackBody>;

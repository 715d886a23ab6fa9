import { z } from 'zod';
import { isValidGstin } from '../rules/gstin';

/** What the customers' screens need to know of the shop's payment and tax settings (docs/decisions/0046). */
export const shopPaymentSettingsSchema = z.object({
  upiId: z.string(),
  upiName: z.string(),
  /** '' when the shop charges no GST */
  gstin: z.string(),
  stateCode: z.string(),
  bulkMinPieces: z.number(),
  bulkPercent: z.number(),
});
export type ShopPaymentSettings = z.infer<typeof shopPaymentSettingsSchema>;

export const UPI_ID_MESSAGE = 'Please enter a UPI ID such as shopname@okaxis.';
export const GSTIN_MESSAGE = 'Please enter a valid 15-character GSTIN, or leave it empty.';

export const gstinField = z
  .string({ error: GSTIN_MESSAGE })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || isValidGstin(v), { error: GSTIN_MESSAGE });

export const shopSettingsPatchBody = z
  .object({
    upiId: z
      .string({ error: UPI_ID_MESSAGE })
      .trim()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, { error: UPI_ID_MESSAGE }),
    upiName: z.string().trim().min(1, { error: 'Please enter the payee name.' }).max(60, { error: 'The payee name can be at most 60 characters.' }),
    gstin: gstinField,
    bulkMinPieces: z.number({ error: 'bulkMinPieces must be a whole number' }).int().min(0).max(10_000),
    bulkPercent: z.number({ error: 'bulkPercent must be a whole number from 0 to 50' }).int().min(0).max(50),
  })
  .partial();
export type ShopSettingsPatchBody = z.output<typeof shopSettingsPatchBody>;

import { z } from 'zod';

/** The customer's own data (docs/decisions/0083): "Download my data" and "Delete my account". */

const row = z.record(z.string(), z.unknown());

export const customerDataExportSchema = z.object({
  exportedAt: z.string(),
  account: row,
  addresses: z.array(row),
  orders: z.array(row),
  payments: z.array(row),
  tickets: z.array(row),
  messages: z.array(row),
  /** Prepaid packs bought (docs/decisions/0087), in paise as the other rows. */
  packs: z.array(row),
  /** The same, as lines a person reads. */
  summary: z.array(z.string()),
});
export type CustomerDataExport = z.infer<typeof customerDataExportSchema>;

export const deleteAccountBody = z.object({
  password: z
    .string({ error: 'Please enter your password to delete your account.' })
    .min(1, { error: 'Please enter your password to delete your account.' })
    .max(200),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

/** What an erased account's orders are kept under (the shop's books keep the orders, not the person). */
export const ERASED_CUSTOMER_NAME = 'Deleted customer';
export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Your account has not been deleted.';

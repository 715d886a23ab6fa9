import { z } from 'zod';
import { isValidGstin } from '../rules/gstin';

const TIME_MESSAGE = 'Times are written HH:MM, such as 07:00.';
const time = z.string({ error: TIME_MESSAGE }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: TIME_MESSAGE });
export const dayWindowsSchema = z
  .object({
    start: time,
    end: time,
    minutes: z
      .number({ error: 'The window length is in minutes.' })
      .int()
      .min(30, { error: 'A window is at least 30 minutes.' })
      .max(720, { error: 'A window is at most 12 hours.' }),
  })
  .refine((d) => d.start < d.end, { error: 'A day\u2019s pickups must end after they start.' });
export type DayWindowsSettings = z.infer<typeof dayWindowsSchema>;

/** What the customers' screens need to know of the shop's payment and tax settings (docs/decisions/0046). */
export const shopPaymentSettingsSchema = z.object({
  upiId: z.string(),
  upiName: z.string(),
  /** '' when the shop charges no GST */
  gstin: z.string(),
  stateCode: z.string(),
  bulkMinPieces: z.number(),
  bulkPercent: z.number(),
  /** Express costs this many times the regular price (1.5 by default; docs/decisions/0066). */
  expressFactor: z.number(),
  // The business profile (docs/decisions/0048): invoices, the footer and the contact pages read it.
  name: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  address: z.string(),
  /** '' = a maps search for the address */
  mapLink: z.string(),
  hours: z.string(),
  // The pickup rules: public, they are the shop's hours.
  /** Sunday…Saturday; null = no pickups that weekday */
  pickupWindows: z.array(dayWindowsSchema.nullable()).length(7),
  windowCapacity: z.number(),
  cutoffMinutes: z.number(),
  shopLat: z.number().nullable(),
  shopLng: z.number().nullable(),
  areaRadiusKm: z.number(),
  /** The footer's social links; '' = not shown (docs/decisions/0083). */
  instagramUrl: z.string(),
  facebookUrl: z.string(),
  youtubeUrl: z.string(),
  /** false: the site does not advertise subscription plans, or the bulk discount. */
  offersPlans: z.boolean(),
  offersBulk: z.boolean(),
});
export type ShopPaymentSettings = z.infer<typeof shopPaymentSettingsSchema>;

export const UPI_ID_MESSAGE = 'Please enter a UPI ID such as shopname@okaxis.';
export const GSTIN_MESSAGE = 'Please enter a valid 15-character GSTIN, or leave it empty.';

export const gstinField = z
  .string({ error: GSTIN_MESSAGE })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || isValidGstin(v), { error: GSTIN_MESSAGE });

function socialLink(example: string) {
  const message = `Please enter the full link, such as ${example}, or leave it empty.`;
  return z
    .string({ error: message })
    .trim()
    .max(300, { error: message })
    .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), { error: message });
}

export const shopSettingsPatchBody = z
  .object({
    // '' takes UPI away: customers then pay cash on delivery.
    upiId: z
      .string({ error: UPI_ID_MESSAGE })
      .trim()
      .refine((v) => v === '' || /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(v), { error: UPI_ID_MESSAGE }),
    upiName: z.string().trim().min(1, { error: 'Please enter the payee name.' }).max(60, { error: 'The payee name can be at most 60 characters.' }),
    gstin: gstinField,
    bulkMinPieces: z.number({ error: 'bulkMinPieces must be a whole number' }).int().min(0).max(10_000),
    bulkPercent: z.number({ error: 'bulkPercent must be a whole number from 0 to 50' }).int().min(0).max(50),
    expressFactor: z
      .number({ error: 'The Express factor is a number such as 1.5.' })
      .min(1, { error: 'The Express factor is from 1 (no surcharge) to 3.' })
      .max(3, { error: 'The Express factor is from 1 (no surcharge) to 3.' })
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'The Express factor can have at most 2 decimals.' }),
    name: z.string().trim().min(1, { error: 'Please enter the shop\u2019s name.' }).max(80, { error: 'The name can be at most 80 characters.' }),
    phone: z
      .string()
      .trim()
      .min(1, { error: 'Please enter the shop\u2019s phone.' })
      .max(20, { error: 'The phone can be at most 20 characters.' })
      .refine((v) => /^\+?[\d\s-]{10,20}$/.test(v), { error: 'Please enter a phone number such as +91 98480 12345.' }),
    whatsapp: z
      .string()
      .trim()
      .max(20)
      .refine((v) => v === '' || /^\+?[\d\s-]{10,20}$/.test(v), {
        error: 'Please enter a WhatsApp number such as +91 98480 12345, or leave it empty.',
      }),
    email: z
      .string()
      .trim()
      .max(120)
      .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: 'Please enter an e-mail address, or leave it empty.' }),
    address: z
      .string()
      .trim()
      .min(1, { error: 'Please enter the shop\u2019s address.' })
      .max(300, { error: 'The address can be at most 300 characters.' }),
    mapLink: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === '' || /^https:\/\/\S+$/.test(v), { error: 'The map link must start with https://, or leave it empty.' }),
    hours: z.string().trim().max(200, { error: 'The hours can be at most 200 characters.' }),
    pickupWindows: z.array(dayWindowsSchema.nullable()).length(7, { error: 'Give the pickup hours for all seven days.' }),
    windowCapacity: z
      .number({ error: 'The pickups per window must be a whole number.' })
      .int()
      .min(1, { error: 'At least 1 pickup per window.' })
      .max(100, { error: 'At most 100 pickups per window.' }),
    cutoffMinutes: z
      .number({ error: 'The cut-off is in minutes.' })
      .int()
      .min(0)
      .max(24 * 60),
    shopLat: z.number().min(-90).max(90).nullable(),
    shopLng: z.number().min(-180).max(180).nullable(),
    areaRadiusKm: z.number({ error: 'The radius is in whole kilometres.' }).int().min(1).max(100),
    instagramUrl: socialLink('https://www.instagram.com/yourshop'),
    facebookUrl: socialLink('https://www.facebook.com/yourshop'),
    youtubeUrl: socialLink('https://www.youtube.com/@yourshop'),
    offersPlans: z.boolean({ error: 'offersPlans is true or false.' }),
    offersBulk: z.boolean({ error: 'offersBulk is true or false.' }),
  })
  .partial();
export type ShopSettingsPatchBody = z.output<typeof shopSettingsPatchBody>;

import { z } from 'zod';
import { MESSAGE_PREFERENCES } from './messages';
import { LANGUAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, ROLES } from '../constants';
import { looksLikeEmail } from '../rules/email';
import { normalizeReferralCode } from '../rules/referral-code';
import { phoneField, requiredText } from './common';
import { gstinField } from './shop';

/** Passwords are compared exactly as typed: never trimmed. */
export function passwordField(field = 'password') {
  return z
    .string({ error: `${field} is required` })
    .min(MIN_PASSWORD_LENGTH, { error: `${field} must be at least ${MIN_PASSWORD_LENGTH} characters` })
    .max(MAX_PASSWORD_LENGTH, { error: `${field} must be at most ${MAX_PASSWORD_LENGTH} characters` });
}

const emailField = z
  .string({ error: 'email must be text' })
  .trim()
  .max(254, { error: 'email must be at most 254 characters' })
  .toLowerCase()
  .refine((v) => v === '' || looksLikeEmail(v), { error: 'email must be a valid e-mail address' });

export const languageSchema = z.enum(LANGUAGES);
const languageField = z.enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(', ')}` });

export const signupBody = z.object({
  name: requiredText('name', 100),
  phone: phoneField(),
  password: passwordField(),
  email: emailField
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  /** The language the visitor was reading in; English when absent (the shop's earlier client). */
  language: languageField.optional(),
  /** A friend's referral code (docs/decisions/0046), any case, spaces ignored; blank is none. */
  referralCode: z
    .string({ error: 'referralCode must be text' })
    .max(40, { error: 'referralCode must be at most 40 characters' })
    .optional()
    .nullable()
    .transform((v) => (v ? normalizeReferralCode(v) || null : null)),
});
export type SignupBody = z.input<typeof signupBody>;

/** A blank or absent identifier is "not given": the screen sends only the one its mode uses. */
const blankToNull = (v: unknown) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : v);

/**
 * Sign in with a phone or an e-mail. Each is checked by the rule the sign-up and the login
 * screen use (10-digit phone, a@b.c e-mail), so a malformed one is refused as a 400 naming the
 * field, not looked up.
 */
export const loginBody = z
  .object({
    email: z.preprocess(blankToNull, emailField.nullable().optional()),
    phone: z.preprocess(blankToNull, phoneField().nullable().optional()),
    password: z
      .string({ error: 'password is required' })
      .min(1, { error: 'password is required' })
      .max(MAX_PASSWORD_LENGTH, { error: `password must be at most ${MAX_PASSWORD_LENGTH} characters` }),
  })
  .refine((b) => Boolean(b.email || b.phone), { error: 'email or phone is required', path: ['phone'] });
export type LoginBody = z.input<typeof loginBody>;

export const RESET_CODE_PATTERN = /^\d{4}$/;

export const requestOtpBody = z.object({ phone: phoneField() });
export type RequestOtpBody = z.input<typeof requestOtpBody>;
export const resetPasswordBody = z.object({
  phone: phoneField(),
  otp: z.string({ error: 'otp is required' }).trim().regex(RESET_CODE_PATTERN, { error: 'otp must be the 4-digit code' }),
  newPassword: passwordField('newPassword'),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** POST /auth/change-password: the signed-in account's own password, proved by the current one. */
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'currentPassword is required' })
    .min(1, { error: 'currentPassword is required' })
    .max(MAX_PASSWORD_LENGTH, { error: `currentPassword must be at most ${MAX_PASSWORD_LENGTH} characters` }),
  newPassword: passwordField('newPassword'),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/**
 * PATCH /profile: the signed-in user's own name and e-mail (docs/decisions/0033). A blank e-mail
 * removes it. The phone is the sign-in and the SMS address, so changing it needs a code sent to
 * the new number; that comes with the messaging work, and until then a phone here is refused.
 */
export const PHONE_CHANGE_LATER = 'Your phone number cannot be changed here yet: a change needs a code sent to the new number.';
export const updateProfileBody = z
  .object({
    name: requiredText('name', 100).optional(),
    email: emailField
      .optional()
      .nullable()
      .transform((v) => (v === undefined ? undefined : v || null)),
    phone: z
      .unknown()
      .refine((v) => v === undefined, { error: PHONE_CHANGE_LATER })
      .optional(),
    language: languageField.optional(),
    /** A business customer's GSTIN for tax invoices, '' to remove it (docs/decisions/0047). */
    gstin: gstinField.optional(),
    /** How order messages reach the customer; none turns them off (docs/decisions/0055). */
    messageChannel: z.enum(MESSAGE_PREFERENCES, { error: `messageChannel must be one of: ${MESSAGE_PREFERENCES.join(', ')}` }).optional(),
  })
  .refine(
    (b) => b.name !== undefined || b.email !== undefined || b.language !== undefined || b.gstin !== undefined || b.messageChannel !== undefined,
    {
      error: 'name, email or language is required',
      path: ['name'],
    },
  );
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const roleSchema = z.enum(ROLES);

export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  role: roleSchema,
  /** The account's language (docs/decisions/0045); older clients ignore it. */
  language: languageSchema,
  /** The code this account shares (docs/decisions/0046); null until an account older than codes first asks GET /profile. */
  referralCode: z.string().nullable().optional(),
  /** A business customer's GSTIN, '' for none (docs/decisions/0047); older clients ignore it. */
  gstin: z.string().optional(),
  /** whatsapp | sms | none (docs/decisions/0055); older clients ignore it. */
  messageChannel: z.enum(MESSAGE_PREFERENCES).optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /profile: the user and their referral code, given on first ask to accounts older than codes. */
export const profileSchema = publicUserSchema.extend({ referralCode: z.string(), gstin: z.string() });
export type Profile = z.infer<typeof profileSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const otpResponseSchema = z.object({
  message: z.string(),
  /** Only when the server echoes codes (development and tests). */
  otp: z.string().optional(),
});
export type OtpResponse = z.infer<typeof otpResponseSchema>;

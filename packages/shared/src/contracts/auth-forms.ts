import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { looksLikeEmail } from '../rules/email';
import { digitCount } from '../rules/phone';
import { RESET_CODE_PATTERN } from './auth';

/**
 * The sign-in screens' own checks (spec section 5), worded exactly as the spec words them. They
 * use the same rules as the API's bodies (one e-mail rule, one password length, one code
 * pattern); the spec asks the screens for looser phone checks (10 digits at least, 6 to ask for
 * a code) and the API then names the field it still refuses. Each schema reports its first
 * problem in the spec's order.
 */
export const LOGIN_MESSAGES = {
  required: 'Please fill all fields',
  email: 'Enter valid email',
  phone: 'Enter valid phone number',
} as const;

export const SIGNUP_MESSAGES = {
  required: 'Please fill all required fields.',
  phone: 'Please enter a valid phone number (at least 10 digits).',
  email: 'Please enter a valid email or leave it blank.',
  password: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  terms: 'Please accept the Terms to continue.',
} as const;

export const RESET_MESSAGES = {
  phone: 'Please enter a valid phone number (min 6 digits).',
  required: 'Phone, 4-digit code and new password are required.',
} as const;

export const LOGIN_MODES = ['phone', 'email'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

/** Stops at the first failing check, so the form shows one message in the spec's order. */
function firstOf(ctx: z.RefinementCtx, checks: [boolean, string][]): void {
  const failed = checks.find(([ok]) => !ok);
  if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
}

export const loginForm = z.object({ mode: z.enum(LOGIN_MODES), identifier: z.string(), password: z.string() }).superRefine((f, ctx) =>
  firstOf(ctx, [
    [Boolean(f.identifier.trim() && f.password), LOGIN_MESSAGES.required],
    [f.mode !== 'email' || looksLikeEmail(f.identifier), LOGIN_MESSAGES.email],
    [f.mode !== 'phone' || digitCount(f.identifier) >= 10, LOGIN_MESSAGES.phone],
  ]),
);
export type LoginForm = z.infer<typeof loginForm>;

export const signupForm = z
  .object({ name: z.string(), email: z.string(), phone: z.string(), password: z.string(), acceptedTerms: z.boolean() })
  .superRefine((f, ctx) =>
    firstOf(ctx, [
      [Boolean(f.name.trim() && f.phone.trim() && f.password), SIGNUP_MESSAGES.required],
      [digitCount(f.phone) >= 10, SIGNUP_MESSAGES.phone],
      [!f.email.trim() || looksLikeEmail(f.email), SIGNUP_MESSAGES.email],
      [f.password.length >= MIN_PASSWORD_LENGTH, SIGNUP_MESSAGES.password],
      [f.acceptedTerms, SIGNUP_MESSAGES.terms],
    ]),
  );
export type SignupForm = z.infer<typeof signupForm>;

export type SignupField = 'name' | 'phone' | 'email' | 'password' | 'acceptedTerms';

/**
 * Every sign-up field that is missing or wrong, so the form can mark each one while it keeps the
 * spec's single message (signupForm's first problem) beneath them.
 */
export function signupProblemFields(f: SignupForm): SignupField[] {
  const wrong: [boolean, SignupField][] = [
    [!f.name.trim(), 'name'],
    [digitCount(f.phone) < 10, 'phone'],
    [f.email.trim() !== '' && !looksLikeEmail(f.email), 'email'],
    [f.password.length < MIN_PASSWORD_LENGTH, 'password'],
    [!f.acceptedTerms, 'acceptedTerms'],
  ];
  return wrong.filter(([bad]) => bad).map(([, field]) => field);
}

export const requestCodeForm = z
  .object({ phone: z.string() })
  .superRefine((f, ctx) => firstOf(ctx, [[digitCount(f.phone) >= 6, RESET_MESSAGES.phone]]));

export const resetForm = z
  .object({ phone: z.string(), code: z.string(), newPassword: z.string() })
  .superRefine((f, ctx) =>
    firstOf(ctx, [[Boolean(f.phone.trim()) && RESET_CODE_PATTERN.test(f.code) && Boolean(f.newPassword), RESET_MESSAGES.required]]),
  );

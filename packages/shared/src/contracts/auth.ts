import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type Role } from '../constants';
import { phoneField, requiredText } from './common';

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
  .pipe(z.union([z.literal(''), z.email({ error: 'email must be a valid e-mail address' })]));

export const signupBody = z.object({
  name: requiredText('name', 100),
  phone: phoneField(),
  password: passwordField(),
  email: emailField.optional().nullable().transform((v) => (v ? v : null)),
});
export type SignupBody = z.input<typeof signupBody>;

export const loginBody = z
  .object({
    email: z.string().trim().toLowerCase().max(254).optional().nullable(),
    phone: z.string().trim().max(20).optional().nullable(),
    password: z
      .string({ error: 'password is required' })
      .min(1, { error: 'password is required' })
      .max(MAX_PASSWORD_LENGTH, { error: `password must be at most ${MAX_PASSWORD_LENGTH} characters` }),
  })
  .refine((b) => Boolean(b.email || b.phone), { error: 'email or phone is required', path: ['phone'] });
export type LoginBody = z.input<typeof loginBody>;

export const requestOtpBody = z.object({ phone: phoneField() });
export const resetPasswordBody = z.object({
  phone: phoneField(),
  otp: z
    .string({ error: 'otp is required' })
    .trim()
    .regex(/^\d{4}$/, { error: 'otp must be the 4-digit code' }),
  newPassword: passwordField('newPassword'),
});

export interface PublicUser {
  _id: string;
  name: string;
  email: string | null;
  phone: string;
  role: Role;
}

export interface AuthResponse {
  token: string;
  user: PublicUser;
}

export interface OtpResponse {
  message: string;
  /** Only when the server echoes codes (development and tests). */
  otp?: string;
}

import { MIN_PASSWORD_LENGTH } from '@laundry/shared/constants';
import { digitCount } from '@laundry/shared/rules/phone';

/** The client-side checks of spec section 5, with its exact messages; null means valid. */
export type LoginMode = 'phone' | 'email';

export const LOGIN_MESSAGES = {
  required: 'Please fill all fields',
  email: 'Enter valid email',
  phone: 'Enter valid phone number',
} as const;

export const SIGNUP_MESSAGES = {
  required: 'Please fill all required fields.',
  phone: 'Please enter a valid phone number (at least 10 digits).',
  email: 'Please enter a valid email or leave it blank.',
  password: 'Password must be at least 8 characters.',
  terms: 'Please accept the Terms to continue.',
} as const;

export const RESET_MESSAGES = {
  phone: 'Please enter a valid phone number (min 6 digits).',
  required: 'Phone, 4-digit code and new password are required.',
} as const;

/** a@b.c: something, an @, something, a dot, something, and no spaces. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export function validateLogin(mode: LoginMode, identifier: string, password: string): string | null {
  if (!identifier.trim() || !password) return LOGIN_MESSAGES.required;
  if (mode === 'email' && !looksLikeEmail(identifier)) return LOGIN_MESSAGES.email;
  if (mode === 'phone' && digitCount(identifier) < 10) return LOGIN_MESSAGES.phone;
  return null;
}

export interface SignupFields {
  name: string;
  email: string;
  phone: string;
  password: string;
  acceptedTerms: boolean;
}

export function validateSignup(f: SignupFields): string | null {
  if (!f.name.trim() || !f.phone.trim() || !f.password) return SIGNUP_MESSAGES.required;
  if (digitCount(f.phone) < 10) return SIGNUP_MESSAGES.phone;
  if (f.email.trim() && !looksLikeEmail(f.email)) return SIGNUP_MESSAGES.email;
  if (f.password.length < MIN_PASSWORD_LENGTH) return SIGNUP_MESSAGES.password;
  if (!f.acceptedTerms) return SIGNUP_MESSAGES.terms;
  return null;
}

export function validateCodeRequest(phone: string): string | null {
  return digitCount(phone) < 6 ? RESET_MESSAGES.phone : null;
}

export function validateReset(phone: string, code: string, newPassword: string): string | null {
  if (!phone.trim() || !/^\d{4}$/.test(code) || !newPassword) return RESET_MESSAGES.required;
  return null;
}

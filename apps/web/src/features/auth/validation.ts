import type { LoginBody, ResetPasswordBody, SignupBody } from '@laundry/shared/contracts/auth';
import {
  LOGIN_MESSAGES,
  loginForm,
  RESET_MESSAGES,
  requestCodeForm,
  resetForm,
  SIGNUP_MESSAGES,
  signupForm,
  type LoginMode,
  type SignupForm,
} from '@laundry/shared/contracts/auth-forms';
import { firstFormError } from '@laundry/shared/contracts/form-errors';
import { looksLikeEmail as looksLikeEmailRule } from '@laundry/shared/rules/email';

/**
 * The sign-in screens' checks of spec section 5 with its exact messages; null means valid.
 * The rules and words are the shared form schemas' (auth-forms.ts): these are only the
 * screens' way of calling them.
 */
export { LOGIN_MESSAGES, RESET_MESSAGES, SIGNUP_MESSAGES, type LoginMode };
export { looksLikeEmail } from '@laundry/shared/rules/email';

export type SignupFields = SignupForm;

export function validateLogin(mode: LoginMode, identifier: string, password: string): string | null {
  return firstFormError(loginForm, { mode, identifier, password });
}

export function validateSignup(fields: SignupFields): string | null {
  return firstFormError(signupForm, fields);
}

export function validateCodeRequest(phone: string): string | null {
  return firstFormError(requestCodeForm, { phone });
}

export function validateReset(phone: string, code: string, newPassword: string): string | null {
  return firstFormError(resetForm, { phone, code, newPassword });
}

/** The login request a valid form sends: the identifier under its tab's name, trimmed; the password as typed. */
export function loginRequest(mode: LoginMode, identifier: string, password: string): LoginBody {
  return mode === 'phone' ? { phone: identifier.trim(), password } : { email: identifier.trim(), password };
}

/** The signup request a valid form sends; the e-mail only when one was given. */
export function signupRequest(fields: SignupFields): SignupBody {
  const body: SignupBody = { name: fields.name.trim(), phone: fields.phone.trim(), password: fields.password };
  const email = fields.email.trim();
  if (email) body.email = email;
  return body;
}

/** The reset request a valid form sends. */
export function resetRequest(phone: string, code: string, newPassword: string): ResetPasswordBody {
  return { phone: phone.trim(), otp: code, newPassword };
}

export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter your name.',
  email: 'Please enter a valid email or leave it blank.',
} as const;

/** The profile form's checks (docs/decisions/0033): a name, and an e-mail only if one is given. */
export function validateProfile(name: string, email: string): string | null {
  if (!name.trim()) return PROFILE_MESSAGES.nameRequired;
  const mail = email.trim();
  if (mail && !looksLikeEmailRule(mail)) return PROFILE_MESSAGES.email;
  return null;
}

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
import { MIN_PASSWORD_LENGTH } from '@laundry/shared/constants';
import { looksLikeEmail as looksLikeEmailRule } from '@laundry/shared/rules/email';
import { currentLanguage } from '../../i18n/language';
import { translate } from '../../i18n/translate';
import en from './locales/en.json';

/**
 * The sign-in screens' checks of spec section 5 with its exact messages; null means valid.
 * The rules and English words are the shared form schemas' (auth-forms.ts, the server's too):
 * these are the screens' way of calling them, and they show the message in the language the
 * app speaks now (the `auth` catalogue's `validation.*` keys, English word for word the same).
 */
export { LOGIN_MESSAGES, RESET_MESSAGES, SIGNUP_MESSAGES, type LoginMode };
export { looksLikeEmail } from '@laundry/shared/rules/email';

export type SignupFields = SignupForm;

type Group = 'login' | 'signup' | 'reset' | 'profile';

/** A form's English message in the language shown now: found by its place in the form's message table. */
function localised(message: string | null, group: Group, table: Record<string, string>): string | null {
  if (message === null) return null;
  const name = Object.keys(table).find((key) => table[key] === message);
  if (!name) return message;
  return translate('auth', en, `validation.${group}.${name}` as keyof typeof en, { min: MIN_PASSWORD_LENGTH });
}

export function validateLogin(mode: LoginMode, identifier: string, password: string): string | null {
  return localised(firstFormError(loginForm, { mode, identifier, password }), 'login', LOGIN_MESSAGES);
}

export function validateSignup(fields: SignupFields): string | null {
  return localised(firstFormError(signupForm, fields), 'signup', SIGNUP_MESSAGES);
}

export function validateCodeRequest(phone: string): string | null {
  return localised(firstFormError(requestCodeForm, { phone }), 'reset', RESET_MESSAGES);
}

export function validateReset(phone: string, code: string, newPassword: string): string | null {
  return localised(firstFormError(resetForm, { phone, code, newPassword }), 'reset', RESET_MESSAGES);
}

/** The login request a valid form sends: the identifier under its tab's name, trimmed; the password as typed. */
export function loginRequest(mode: LoginMode, identifier: string, password: string): LoginBody {
  return mode === 'phone' ? { phone: identifier.trim(), password } : { email: identifier.trim(), password };
}

/** The signup request a valid form sends; the e-mail only when one was given; the language being read (docs/decisions/0045). */
export function signupRequest(fields: SignupFields): SignupBody {
  const body: SignupBody = { name: fields.name.trim(), phone: fields.phone.trim(), password: fields.password, language: currentLanguage() };
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
  if (!name.trim()) return localised(PROFILE_MESSAGES.nameRequired, 'profile', PROFILE_MESSAGES);
  const mail = email.trim();
  if (mail && !looksLikeEmailRule(mail)) return localised(PROFILE_MESSAGES.email, 'profile', PROFILE_MESSAGES);
  return null;
}

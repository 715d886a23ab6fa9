import { describe, expect, it } from 'vitest';
import { loginBody, requestOtpBody, resetPasswordBody, signupBody } from '@laundry/shared/contracts/auth';
import {
  loginRequest,
  resetRequest,
  signupRequest,
  validateCodeRequest,
  validateLogin,
  validateReset,
  validateSignup,
  type LoginMode,
  type SignupFields,
} from './validation';

/**
 * The sign-in screens word their checks as the spec does and may be looser than the API (a
 * code can be asked for with 6 digits), but never stricter: whatever a screen refuses, the
 * body schema the server parses that request with refuses too. Each row is refused by the
 * screen; the request it would otherwise send must be refused by the API's schema.
 */
const refusedByApi = (schema: { safeParse: (v: unknown) => { success: boolean } }, body: unknown) => !schema.safeParse(body).success;

describe('signup: every form the screen refuses, signupBody refuses', () => {
  const ok: SignupFields = { name: 'Asha', email: '', phone: '9876543210', password: 'Secret#123', acceptedTerms: true };
  const rows: [string, SignupFields][] = [
    ['no name', { ...ok, name: '   ' }],
    ['no phone', { ...ok, phone: '' }],
    ['no password', { ...ok, password: '' }],
    ['a short phone', { ...ok, phone: '98765' }],
    ['a malformed e-mail', { ...ok, email: 'asha@' }],
    ['a short password', { ...ok, password: 'Short#1' }],
  ];

  it('accepts the same complete form', () => {
    expect(validateSignup(ok)).toBeNull();
    expect(signupBody.safeParse(signupRequest(ok)).success).toBe(true);
  });

  it.each(rows)('%s', (_, fields) => {
    expect(validateSignup(fields)).not.toBeNull();
    expect(refusedByApi(signupBody, signupRequest(fields))).toBe(true);
  });

  it("leaves the Terms box to the screen: it is the customer's consent, not part of the request", () => {
    expect(validateSignup({ ...ok, acceptedTerms: false })).not.toBeNull();
    expect(signupRequest({ ...ok, acceptedTerms: false })).toEqual(signupRequest(ok));
  });
});

describe('login: every form the screen refuses, loginBody refuses', () => {
  const rows: [string, LoginMode, string, string][] = [
    ['no phone', 'phone', '', 'Secret#123'],
    ['a blank e-mail', 'email', '   ', 'Secret#123'],
    ['no password', 'phone', '9876543210', ''],
  ];

  it.each(rows)('%s', (_, mode, identifier, password) => {
    expect(validateLogin(mode, identifier, password)).not.toBeNull();
    expect(refusedByApi(loginBody, loginRequest(mode, identifier, password))).toBe(true);
  });

  it.each([
    ['a malformed e-mail', 'email', 'ravi@example'],
    ['a phone under 10 digits', 'phone', '98765 4321'],
  ] as const)('%s', (_, mode, identifier) => {
    expect(validateLogin(mode, identifier, 'Secret#123')).not.toBeNull();
    expect(refusedByApi(loginBody, loginRequest(mode, identifier, 'Secret#123'))).toBe(true);
  });

  it('accepts the same good sign-ins', () => {
    for (const [mode, identifier] of [
      ['phone', '+91 98765 43210'],
      ['email', 'Ravi@Example.com'],
    ] as const) {
      expect(validateLogin(mode, identifier, 'Secret#123')).toBeNull();
      expect(loginBody.safeParse(loginRequest(mode, identifier, 'Secret#123')).success).toBe(true);
    }
  });
});

describe('forgot password: every form the screens refuse, the API bodies refuse', () => {
  it.each(['', '12345', 'abc-de'])('asking for a code with %j', (phone) => {
    expect(validateCodeRequest(phone)).not.toBeNull();
    expect(refusedByApi(requestOtpBody, { phone: phone.trim() })).toBe(true);
  });

  const rows: [string, string, string, string][] = [
    ['no phone', '', '1234', 'NewPass#1'],
    ['a 3-digit code', '9876543210', '123', 'NewPass#1'],
    ['a code with a letter', '9876543210', '12a4', 'NewPass#1'],
    ['no new password', '9876543210', '1234', ''],
  ];

  it.each(rows)('resetting with %s', (_, phone, code, newPassword) => {
    expect(validateReset(phone, code, newPassword)).not.toBeNull();
    expect(refusedByApi(resetPasswordBody, resetRequest(phone, code, newPassword))).toBe(true);
  });
});

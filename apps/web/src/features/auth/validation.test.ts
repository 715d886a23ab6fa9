import { describe, expect, it } from 'vitest';
import {
  LOGIN_MESSAGES,
  PROFILE_MESSAGES,
  validateProfile,
  looksLikeEmail,
  RESET_MESSAGES,
  SIGNUP_MESSAGES,
  validateCodeRequest,
  validateLogin,
  validateReset,
  validateSignup,
} from './validation';

describe('login validation', () => {
  it('needs both fields', () => {
    expect(validateLogin('phone', '', 'x')).toBe('Please fill all fields');
    expect(validateLogin('email', '   ', 'x')).toBe(LOGIN_MESSAGES.required);
    expect(validateLogin('phone', '9876543210', '')).toBe(LOGIN_MESSAGES.required);
  });

  it('checks the identifier by the chosen tab', () => {
    expect(validateLogin('email', 'ravi@example', 'x')).toBe('Enter valid email');
    expect(validateLogin('email', 'ravi@example.com', 'x')).toBeNull();
    expect(validateLogin('phone', '98765 4321', 'x')).toBe('Enter valid phone number');
    expect(validateLogin('phone', '+91 98765-43210', 'x')).toBeNull();
    expect(validateLogin('phone', 'ravi@example.com', 'x')).toBe(LOGIN_MESSAGES.phone);
  });

  it('recognises a@b.c and nothing less', () => {
    expect(looksLikeEmail('a@b.c')).toBe(true);
    for (const bad of ['a@b', '@b.c', 'a@.c', 'a b@c.d', 'ab.c']) expect(looksLikeEmail(bad), bad).toBe(false);
  });
});

describe('signup validation', () => {
  const ok = { name: 'Asha', email: '', phone: '9876543210', password: 'Secret#123', acceptedTerms: true };

  it('passes a complete form, e-mail optional', () => {
    expect(validateSignup(ok)).toBeNull();
    expect(validateSignup({ ...ok, email: 'asha@example.com' })).toBeNull();
  });

  it('reports the first problem in the spec order', () => {
    expect(validateSignup({ ...ok, name: ' ' })).toBe('Please fill all required fields.');
    expect(validateSignup({ ...ok, phone: '' })).toBe(SIGNUP_MESSAGES.required);
    expect(validateSignup({ ...ok, password: '' })).toBe(SIGNUP_MESSAGES.required);
    expect(validateSignup({ ...ok, phone: '98765' })).toBe('Please enter a valid phone number (at least 10 digits).');
    expect(validateSignup({ ...ok, email: 'asha@' })).toBe('Please enter a valid email or leave it blank.');
    expect(validateSignup({ ...ok, password: 'Short#1' })).toBe('Password must be at least 8 characters.');
    expect(validateSignup({ ...ok, acceptedTerms: false })).toBe('Please accept the Terms to continue.');
  });
});

describe('forgot-password validation', () => {
  it('needs six digits to send a code', () => {
    expect(validateCodeRequest('12345')).toBe('Please enter a valid phone number (min 6 digits).');
    expect(validateCodeRequest('123-456')).toBeNull();
  });

  it('needs phone, four digits and a password to reset', () => {
    expect(validateReset('9876543210', '1234', 'NewPass#1')).toBeNull();
    expect(validateReset('', '1234', 'x')).toBe('Phone, 4-digit code and new password are required.');
    expect(validateReset('9876543210', '123', 'x')).toBe(RESET_MESSAGES.required);
    expect(validateReset('9876543210', '12a4', 'x')).toBe(RESET_MESSAGES.required);
    expect(validateReset('9876543210', '1234', '')).toBe(RESET_MESSAGES.required);
  });
});

describe('profile validation (docs/decisions/0033)', () => {
  it('needs a name; an e-mail only when one is given, and then a valid one', () => {
    expect(validateProfile('Ravi', '')).toBeNull();
    expect(validateProfile('Ravi', ' ravi@example.com ')).toBeNull();
    expect(validateProfile('   ', 'ravi@example.com')).toBe(PROFILE_MESSAGES.nameRequired);
    expect(validateProfile('Ravi', 'ravi@')).toBe('Please enter a valid email or leave it blank.');
  });
});

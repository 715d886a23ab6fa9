import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '@laundry/shared/constants';
import { loadLanguage } from '../../i18n/catalogue';
import { applyLanguage, type Language } from '../../i18n/language';
import en from './locales/en.json';
import hi from './locales/hi.json';
import te from './locales/te.json';
import {
  LOGIN_MESSAGES,
  PROFILE_MESSAGES,
  validateProfile,
  looksLikeEmail,
  RESET_MESSAGES,
  SIGNUP_MESSAGES,
  signupRequest,
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

// The Telugu and Hindi chunks, as the app builds them, holding this feature's catalogue.
vi.mock('../../i18n/bundles/te', () => ({ catalogue: { auth: te } }));
vi.mock('../../i18n/bundles/hi', () => ({ catalogue: { auth: hi } }));

describe('in Telugu and Hindi', () => {
  async function switchLanguage(language: Language) {
    await loadLanguage(language);
    applyLanguage(language);
  }
  afterEach(() => applyLanguage('en'));

  it('says the same English words as the shared form schemas, the server’s too', () => {
    const catalogue = en as Record<string, string>;
    const tables = { login: LOGIN_MESSAGES, signup: SIGNUP_MESSAGES, reset: RESET_MESSAGES, profile: PROFILE_MESSAGES };
    for (const [group, table] of Object.entries(tables)) {
      for (const [name, message] of Object.entries(table)) {
        expect(catalogue[`validation.${group}.${name}`]?.replace('{min}', String(MIN_PASSWORD_LENGTH)), `${group}.${name}`).toBe(message);
      }
    }
  });

  it('shows the messages in the language chosen', async () => {
    await switchLanguage('te');
    expect(validateLogin('phone', '', 'x')).toBe(te['validation.login.required']);
    expect(validateSignup({ name: 'Asha', email: '', phone: '9876543210', password: 'Short#1', acceptedTerms: true })).toBe(
      te['validation.signup.password'].replace('{min}', '8'),
    );
    await switchLanguage('hi');
    expect(validateReset('', '1234', 'x')).toBe(hi['validation.reset.required']);
    expect(validateProfile(' ', '')).toBe(hi['validation.profile.nameRequired']);
  });

  it('a signup sends the language being read', async () => {
    const fields = { name: 'Asha', email: '', phone: '9876543210', password: 'Secret#123', acceptedTerms: true };
    expect(signupRequest(fields).language).toBe('en');
    await switchLanguage('te');
    expect(signupRequest(fields).language).toBe('te');
  });
});

import { describe, expect, it } from 'vitest';
import { expiryFrom, isStale, parseExpiry, safeReturnPath, SESSION_MS } from './session-rules';

describe('session rules', () => {
  it('lasts seven days (10080 minutes) from sign-in', () => {
    expect(SESSION_MS).toBe(10080 * 60 * 1000);
    expect(expiryFrom(1_000)).toBe(1_000 + SESSION_MS);
  });

  it('reads only whole positive time stamps as an expiry', () => {
    expect(parseExpiry('1767225600000')).toBe(1767225600000);
    expect(parseExpiry(null)).toBeNull();
    for (const bad of ['', 'garbage', '12abc', '-5', '1.5', 'NaN', '0', '99999999999999999999']) {
      expect(parseExpiry(bad), bad).toBeNull();
    }
  });

  it('treats a token with a missing, bad or past expiry as stale, and no token as not stale', () => {
    const now = 5_000;
    expect(isStale('t', null, now)).toBe(true);
    expect(isStale('t', now, now)).toBe(true);
    expect(isStale('t', now - 1, now)).toBe(true);
    expect(isStale('t', now + 1, now)).toBe(false);
    expect(isStale(null, null, now)).toBe(false);
    expect(isStale('', now - 1, now)).toBe(false);
  });

  it('returns only to pages of this site that are not sign-in pages', () => {
    expect(safeReturnPath('/my-orders')).toBe('/my-orders');
    expect(safeReturnPath('/admin?tab=tickets')).toBe('/admin?tab=tickets');
    expect(safeReturnPath('/')).toBe('/');
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'orders',
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/login',
      '/login?reason=session_expired',
      '/signup',
      '/forgot-password/',
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });
});

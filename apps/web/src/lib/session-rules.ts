import { SESSION_DAYS } from '@laundry/shared/constants';

/** Pure rules of the browser session (spec section 4), kept apart from storage so they can be tested. */
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

export function expiryFrom(now: number): number {
  return now + SESSION_MS;
}

/** authExpiry as stored: a whole millisecond time stamp, or null when missing or garbage. */
export function parseExpiry(raw: string | null): number | null {
  if (raw === null || !/^\d{1,16}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A token whose expiry is missing, malformed or past is no session at all. */
export function isStale(token: string | null, authExpiry: number | null, now: number): boolean {
  if (!token) return false;
  return authExpiry === null || authExpiry <= now;
}

/**
 * The router state a protected route sends to sign-in: where it was going, so sign-in (or
 * sign-up) can return there; `expired` when a session really ended, the only case the sign-in
 * page may say so (docs/decisions/0032).
 */
export interface FromState {
  from?: string;
  expired?: boolean;
}

const AUTH_PAGES = ['/login', '/signup', '/forgot-password'];

/**
 * Where sign-in may send the user back to: a path of this site only (no //host or scheme),
 * and never an auth page itself, which would loop.
 */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  const path = from.split(/[?#]/)[0] ?? '';
  if (AUTH_PAGES.includes(path.replace(/\/+$/, '') || '/')) return null;
  return from;
}

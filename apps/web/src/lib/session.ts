import { useSyncExternalStore } from 'react';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import { forgetLastKnown } from './last-known';
import { expiryFrom, isStale, parseExpiry, safeReturnPath } from './session-rules';

/**
 * The browser session of spec section 4: token, user and authExpiry in localStorage.
 * Components read it through useSession; other tabs' changes arrive via the storage event.
 */
const TOKEN = 'token';
const USER = 'user';
const EXPIRY = 'authExpiry';
/** Set by any sign-in on this browser and kept after logout: tells a returning customer from a first visitor (docs/decisions/0032). */
const SIGNED_IN_BEFORE = 'signedInBefore';
export const SESSION_EXPIRED_PATH = '/login?reason=session_expired';
/** Where a session the shop switched off ends (docs/decisions/0050): sign-in says why. */
export const ACCOUNT_INACTIVE_PATH = '/login?reason=account_inactive';

/** Why a session ended other than by Logout: it expired (or was revoked), or the shop switched the account off. */
export type SessionEndReason = 'expired' | 'inactive';

export interface Session {
  token: string | null;
  user: PublicUser | null;
  authExpiry: number | null;
}

const EMPTY: Session = { token: null, user: null, authExpiry: null };

type Listener = () => void;
const listeners = new Set<Listener>();
let onExpired: ((from?: string) => void) | null = null;
/** True from the moment a session ends by expiry (not logout) until the next sign-in. */
let endedByExpiry = false;
let endReason: SessionEndReason = 'expired';
/**
 * The page Logout was tapped on, until the app moves off it: a protected page there that React
 * takes over only after the tap (a pre-rendered frame whose code came late) goes home as well.
 */
let loggedOutOn: string | null = null;

function read(): Session {
  try {
    const token = localStorage.getItem(TOKEN) || null;
    const rawUser = localStorage.getItem(USER);
    let user: PublicUser | null = null;
    try {
      user = rawUser ? (JSON.parse(rawUser) as PublicUser) : null;
    } catch {
      // A damaged user record is refetched from /profile; the token still counts.
      user = null;
    }
    return { token, user: user && typeof user === 'object' ? user : null, authExpiry: parseExpiry(localStorage.getItem(EXPIRY)) };
  } catch {
    // Storage blocked (privacy mode): behave as signed out.
    return EMPTY;
  }
}

function removeAll(): void {
  try {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(USER);
    localStorage.removeItem(EXPIRY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/*
 * A stale session is dropped before the first render, so no protected screen ever renders
 * (or calls the API) with it; the layout then sends the user to the expiry page.
 */
let snapshot: Session = read();
let expiredBeforeStart: string | null = null;
if (isStale(snapshot.token, snapshot.authExpiry, Date.now())) {
  removeAll();
  markSignedInBefore();
  snapshot = EMPTY;
  expiredBeforeStart = currentPath();
  endedByExpiry = true;
}

function markSignedInBefore(): void {
  try {
    localStorage.setItem(SIGNED_IN_BEFORE, '1');
  } catch {
    // Storage blocked: the sign-in page then greets as for a first visit, which is harmless.
  }
}

/** Whether anyone has signed in on this browser before (a session, even an expired one, was here). */
export function hasSignedInBefore(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_BEFORE) === '1' || Boolean(snapshot.token);
  } catch {
    return false;
  }
}

/** Whether the last session ended because it expired or was refused, not by Logout: only then is "session expired" true. */
export function sessionEndedByExpiry(): boolean {
  return endedByExpiry;
}

function notify(): void {
  for (const l of listeners) l();
}

function publish(): void {
  snapshot = read();
  notify();
  window.dispatchEvent(new Event('auth-changed'));
}

export function getSession(): Session {
  return snapshot;
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  // The pre-rendered pages are a visitor's view (docs/decisions/0044): hydration starts from it, then the stored session shows.
  return useSyncExternalStore(subscribe, getSession, () => EMPTY);
}

export function isAdmin(session: Session = snapshot): boolean {
  return session.user?.role === 'admin';
}

export function startSession(token: string, user: PublicUser): void {
  // Token last: other tabs see one storage event per key, and must never see a token without its expiry.
  localStorage.setItem(EXPIRY, String(expiryFrom(Date.now())));
  localStorage.setItem(USER, JSON.stringify(user));
  localStorage.setItem(TOKEN, token);
  markSignedInBefore();
  // Answers kept for offline starts belong to whoever was signed in before (decision 0080).
  forgetLastKnown();
  endedByExpiry = false;
  endReason = 'expired';
  loggedOutOn = null;
  publish();
}

export function setUser(user: PublicUser): void {
  localStorage.setItem(USER, JSON.stringify(user));
  publish();
}

/** Logout: clears token, user and expiry and announces that auth changed. */
export function clearSession(): void {
  removeAll();
  forgetLastKnown();
  publish();
}

/** Logout, tapped on `pathname`: the session ends by the user's choice, not by expiry. */
export function signOut(pathname: string): void {
  loggedOutOn = pathname;
  clearSession();
}

/** Whether Logout was tapped on this page and the app has not moved off it since. */
export function loggedOutOnPage(pathname: string): boolean {
  return loggedOutOn === pathname;
}

/** Called on every route change: the Logout mark holds only for the page it was tapped on. */
export function leftPage(pathname: string): void {
  if (loggedOutOn !== pathname) loggedOutOn = null;
}

/** Registered by the layout: where to send the user when the session dies. */
export function onSessionExpired(handler: (from?: string) => void): void {
  onExpired = handler;
}

/** Where sign-in is, for the session that just ended: the path says why it ended. */
export function sessionEndPath(): string {
  return endReason === 'inactive' ? ACCOUNT_INACTIVE_PATH : SESSION_EXPIRED_PATH;
}

/**
 * Clears the session and sends the user to sign-in (/login?reason=session_expired, or
 * account_inactive when the shop switched the account off), remembering `from`.
 */
export function expireSession(from: string = currentPath(), reason: SessionEndReason = 'expired'): void {
  endedByExpiry = true;
  endReason = reason;
  loggedOutOn = null;
  markSignedInBefore();
  clearSession();
  const back = safeReturnPath(from) ?? undefined;
  if (onExpired) onExpired(back);
  else window.location.assign(sessionEndPath());
}

/** True when a token exists but its expiry is missing, malformed or past. */
export function sessionIsStale(session: Session = snapshot, now = Date.now()): boolean {
  return isStale(session.token, session.authExpiry, now);
}

let watching = false;
let expiryTimer: number | undefined;

/** A timer for the exact expiry moment; the periodic check covers sleeping laptops and long waits. */
function scheduleExpiry(): void {
  window.clearTimeout(expiryTimer);
  const { token, authExpiry } = snapshot;
  if (!token) return;
  if (authExpiry === null) {
    // Another tab may be halfway through writing a session: judge it a moment later.
    expiryTimer = window.setTimeout(checkExpiry, 1000);
    return;
  }
  const wait = Math.min(authExpiry - Date.now() + 50, 2 ** 31 - 1);
  expiryTimer = window.setTimeout(checkExpiry, Math.max(0, wait));
}

function checkExpiry(): void {
  if (sessionIsStale()) expireSession();
  else scheduleExpiry();
}

/** Follows sign-in/out in other tabs and expires the session on time. Idempotent. */
export function watchSession(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('storage', (event) => {
    if (event.storageArea && event.storageArea !== localStorage) return;
    if (event.key !== null && ![TOKEN, USER, EXPIRY].includes(event.key)) return;
    const hadToken = Boolean(snapshot.token);
    snapshot = read();
    notify();
    // Only a removed token ends the session at once; staleness is left to the expiry timer, so
    // another tab's half-written sign-in is never mistaken for a bad session and cleared.
    if (hadToken && !snapshot.token) expireSession();
  });
  subscribe(scheduleExpiry);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkExpiry();
  });
  window.setInterval(checkExpiry, 30_000);
  if (expiredBeforeStart !== null) {
    const from = expiredBeforeStart;
    expiredBeforeStart = null;
    if (onExpired) onExpired(safeReturnPath(from) ?? undefined);
  } else {
    checkExpiry();
  }
}

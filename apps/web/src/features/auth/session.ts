import { useSyncExternalStore } from 'react';
import { SESSION_DAYS } from '@laundry/shared/constants';
import type { PublicUser } from '@laundry/shared/contracts/auth';

/**
 * The browser session of spec section 4: token, user and authExpiry in localStorage.
 * Components read it through useSession; other tabs' changes arrive via the storage event.
 */
const TOKEN = 'token';
const USER = 'user';
const EXPIRY = 'authExpiry';
export const SESSION_EXPIRED_PATH = '/login?reason=session_expired';

export interface Session {
  token: string | null;
  user: PublicUser | null;
  authExpiry: number | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session = read();
let onExpired: ((from?: string) => void) | null = null;

function read(): Session {
  try {
    const token = localStorage.getItem(TOKEN);
    const rawUser = localStorage.getItem(USER);
    const rawExpiry = localStorage.getItem(EXPIRY);
    const user = rawUser ? (JSON.parse(rawUser) as PublicUser) : null;
    const authExpiry = rawExpiry !== null && /^\d+$/.test(rawExpiry) ? Number(rawExpiry) : null;
    return { token, user, authExpiry };
  } catch {
    return { token: null, user: null, authExpiry: null };
  }
}

function publish(): void {
  snapshot = read();
  for (const l of listeners) l();
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
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function isAdmin(session: Session = snapshot): boolean {
  return session.user?.role === 'admin';
}

export function startSession(token: string, user: PublicUser): void {
  localStorage.setItem(TOKEN, token);
  localStorage.setItem(USER, JSON.stringify(user));
  localStorage.setItem(EXPIRY, String(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000));
  publish();
}

export function setUser(user: PublicUser): void {
  localStorage.setItem(USER, JSON.stringify(user));
  publish();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN);
  localStorage.removeItem(USER);
  localStorage.removeItem(EXPIRY);
  publish();
}

/** Registered by the router: where to send the user when the session dies. */
export function onSessionExpired(handler: (from?: string) => void): void {
  onExpired = handler;
}

export function expireSession(from?: string): void {
  clearSession();
  if (onExpired) onExpired(from);
  else window.location.assign(SESSION_EXPIRED_PATH);
}

/** True when a token exists but its expiry is missing, malformed or past. */
export function sessionIsStale(session: Session = snapshot, now = Date.now()): boolean {
  if (!session.token) return false;
  return session.authExpiry === null || session.authExpiry <= now;
}

let watching = false;
/** Follows sign-in/out in other tabs and expires the session on time. */
export function watchSession(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== null && ![TOKEN, USER, EXPIRY].includes(event.key)) return;
    const hadToken = Boolean(snapshot.token);
    snapshot = read();
    for (const l of listeners) l();
    if (hadToken && !snapshot.token) expireSession();
  });
  const check = () => {
    if (sessionIsStale()) expireSession(window.location.pathname + window.location.search);
  };
  check();
  window.setInterval(check, 30_000);
}

import { useSyncExternalStore } from 'react';
import { LAST_KNOWN_CACHE, LAST_KNOWN_HEADER, LAST_KNOWN_PATHS } from './service-worker/protocol';

/**
 * Which of the kept answers (decision 0080) a screen shows now: the service worker answered from
 * its cache because the network failed, and marked when that answer was fetched. A fresh answer
 * of the same path clears the mark.
 */
const shown = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

/** Called by the API client with every answer of a kept path. */
export function noteAnswer(path: string, headers: Headers): void {
  const pathname = path.split('?')[0] ?? path;
  if (!LAST_KNOWN_PATHS.includes(pathname)) return;
  const fetchedAt = headers.get(LAST_KNOWN_HEADER);
  if ((shown.get(pathname) ?? null) === fetchedAt) return;
  if (fetchedAt) shown.set(pathname, fetchedAt);
  else shown.delete(pathname);
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the answer on screen for `path` was fetched, or null when it is fresh from the server. */
export function useLastKnown(path: string): string | null {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return shown.get(path) ?? null;
}

/** Empties the kept answers: at sign-in and sign-out, so nothing of one person stays for the next. */
export function forgetLastKnown(): void {
  if (shown.size > 0) {
    shown.clear();
    version += 1;
    for (const listener of listeners) listener();
  }
  if (typeof caches !== 'undefined') void caches.delete(LAST_KNOWN_CACHE).catch(() => undefined);
}

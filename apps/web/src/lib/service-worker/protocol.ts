/** What the page and the service worker (src/sw.ts) agree on (decision 0080). */

/** The page asks a waiting new build to take over (after the person chose "Reload"). */
export const SKIP_WAITING = 'SKIP_WAITING';
export type ServiceWorkerMessage = { type: typeof SKIP_WAITING };

/** The cache of the last answers of My Orders and the rider's stops; emptied at every sign-in and sign-out. */
export const LAST_KNOWN_CACHE = 'laundry-last-known';

/** The API's GET paths whose last answer is kept for offline starts. */
export const LAST_KNOWN_PATHS: readonly string[] = ['/orders', '/rider/stops', '/rider/day'];

/** Set on an answer read from that cache: when it was fetched (ISO 8601). */
export const LAST_KNOWN_HEADER = 'x-last-known';

/** Fired on the page when its first worker takes it over: screens fetch again, so their answers are kept for offline. */
export const FIRST_CONTROL_EVENT = 'laundry:worker-controlling';

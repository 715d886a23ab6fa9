/// <reference lib="webworker" />
/**
 * The app's service worker (decision 0080), built by vite-plugin-pwa's injectManifest from this
 * file: other features add their own listeners here (a push handler, say) beside these.
 *
 * - The app shell (code, styles, fonts, the pre-rendered pages of all three languages) is
 *   precached per build; a new build waits until the page says "reload" or every tab is closed,
 *   so a page never mixes two builds.
 * - Pages always come from the network when there is one (the newest build, in the visitor's
 *   language); offline, the precached page of that address opens instead.
 * - The last answers of My Orders and the rider's stops are kept per signed-in user and used
 *   only when the network fails; nothing but those GETs is ever cached.
 */
import { cacheNames, clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { matchPrecache, precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { LAST_KNOWN_CACHE, LAST_KNOWN_HEADER, LAST_KNOWN_PATHS, SKIP_WAITING, type ServiceWorkerMessage } from './lib/service-worker/protocol';
import { userTag } from './lib/service-worker/user-tag';
import { registerPushHandlers } from './push/sw-push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** The runtime settings file (the API's address) is the deployment's, not the build's: the last one is kept for offline starts. */
const CONFIG_CACHE = 'laundry-config';
const RUNTIME_CONFIG = '/runtime-config.js';
const LANGUAGES = ['en', 'te', 'hi'] as const;

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as ServiceWorkerMessage | undefined;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
});

// The first install takes the open page at once (its API answers are kept from then on); a later
// build only once it is activated, by the page's "reload" or when every tab has closed.
clientsClaim();
enableNavigationPreload();

/** The language the offline page opens in: the visitor's choice (the `lang` cookie) where the browser lets a worker read it. */
async function chosenLanguage(): Promise<(typeof LANGUAGES)[number]> {
  const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }).cookieStore;
  const value = await store
    ?.get('lang')
    .then((cookie) => cookie?.value)
    .catch(() => undefined);
  return LANGUAGES.find((language) => language === value) ?? 'en';
}

/** Offline: the pre-rendered page of the address in the visitor's language, or the empty app, which renders itself. */
async function offlinePage(url: URL): Promise<Response> {
  const pages = await matchPrecache('/pages/manifest.json');
  const files = pages ? ((await pages.json()) as Record<string, Partial<Record<string, string>>>)[url.pathname] : undefined;
  const file = files?.[await chosenLanguage()] ?? files?.en;
  // A sign-in page that says why a session ended is rendered in the browser (the web server does the same).
  const page = file && !url.searchParams.has('reason') ? await matchPrecache(`/${file}`) : undefined;
  return page ?? (await matchPrecache('/index.html')) ?? Response.error();
}

const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return offlinePage(new URL(options.request.url));
    }
  }),
);

precacheAndRoute(self.__WB_MANIFEST);
// Order messages and staff alerts sent by Web Push (docs/decisions/0081).
registerPushHandlers(self);
cleanupOutdatedCaches();

// The page that installs the worker read the settings file before the worker could keep it.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add(RUNTIME_CONFIG))
      .catch(() => undefined),
  );
});
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === RUNTIME_CONFIG, new NetworkFirst({ cacheName: CONFIG_CACHE }));

/**
 * Each kept answer is filed under the URL plus a tag of the caller's token, so one person's
 * orders never answer another's request on a shared phone; the page also empties the cache on
 * sign-out. An answer read from the cache says so, and when it was fetched.
 */
const lastKnown = new NetworkFirst({
  cacheName: LAST_KNOWN_CACHE,
  // The network may take its time (a weak signal); a kept answer is only for when it fails.
  matchOptions: { ignoreVary: true },
  plugins: [
    new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * 24 * 60 * 60 }),
    {
      cacheKeyWillBeUsed: async ({ request }) => {
        const url = new URL(request.url);
        url.searchParams.set('sw-user', await userTag(request.headers.get('authorization') ?? ''));
        return url.href;
      },
      // Kept with the time it was fetched (the API's Date header is not readable across origins).
      cacheWillUpdate: async ({ request, response }) => {
        if (!request.headers.has('authorization') || response.status !== 200) return null;
        const headers = new Headers(response.headers);
        headers.set(LAST_KNOWN_HEADER, new Date().toISOString());
        return new Response(await response.blob(), { status: 200, headers });
      },
      cachedResponseWillBeUsed: async ({ cachedResponse }) => {
        if (!cachedResponse) return null;
        const headers = new Headers(cachedResponse.headers);
        // The page reads the time through CORS, which shows only the headers named here.
        headers.set('access-control-expose-headers', LAST_KNOWN_HEADER);
        return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
      },
    },
  ],
});
registerRoute(
  ({ request, url }) => request.mode !== 'navigate' && request.headers.has('authorization') && LAST_KNOWN_PATHS.includes(url.pathname),
  lastKnown,
);

self.addEventListener('activate', (event) => {
  // The old site's worker left caches of its own; only this worker's stay.
  const ours = new Set([cacheNames.precache, cacheNames.runtime, CONFIG_CACHE, LAST_KNOWN_CACHE]);
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => !ours.has(key) && !key.startsWith('workbox-')).map((key) => caches.delete(key)))),
  );
});

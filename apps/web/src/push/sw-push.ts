/// <reference lib="webworker" />
import { pushPayloadSchema, type PushPayload } from '@laundry/shared/contracts/push';

/**
 * Web Push in the app's service worker (docs/decisions/0081): a push shows its notification (the
 * words come written in the reader's language), and a tap opens the page it names, in a tab of the
 * app already open when there is one. The app's worker calls this once; it registers nothing itself.
 */
/** The notification a push carries, or null for one that is not ours (not JSON, or another shape). */
function readPayload(event: PushEvent): PushPayload | null {
  try {
    const parsed = pushPayloadSchema.safeParse(event.data?.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function registerPushHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event);
    if (!payload) return;
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url },
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const asked = typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' ? data.url : '/';
    // The page on this worker's own origin: a payload can never send the tap elsewhere.
    const target = new URL(asked, self.location.origin);
    const url = new URL(`${target.pathname}${target.search}`, self.location.origin).href;
    event.waitUntil(
      (async () => {
        const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const tab = open.find((client) => new URL(client.url).origin === self.location.origin);
        if (tab) {
          await tab.focus();
          await tab.navigate(url).catch(() => undefined);
          return;
        }
        await self.clients.openWindow(url);
      })(),
    );
  });
}

import { Workbox } from 'workbox-window';
import { FIRST_CONTROL_EVENT } from './protocol';
import { announceUpdate } from './update-store';

const SCRIPT = '/sw.js';

/**
 * The old site installed a worker of its own: unregister any registration that is not this app's,
 * so it stops serving its stale pages (its caches go when this worker activates).
 */
async function removeForeignWorkers(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) => {
        const script = (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL;
        return script !== undefined && new URL(script).pathname !== SCRIPT;
      })
      .map((registration) => registration.unregister()),
  );
}

export async function registerWorker(): Promise<void> {
  await removeForeignWorkers().catch(() => undefined);
  const workbox = new Workbox(SCRIPT, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    announceUpdate(() => {
      // Reload once the new build controls the page, never before (the page would mix two builds).
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) window.dispatchEvent(new Event(FIRST_CONTROL_EVENT));
  });
  await workbox.register().catch(() => undefined);
}

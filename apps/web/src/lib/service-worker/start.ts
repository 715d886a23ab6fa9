import { prefetchWhenIdle } from '../prefetch-when-idle';

/**
 * Registers the app's service worker (decision 0080) once the page has loaded and the phone is
 * idle, so the first load never waits for it (the bench's Lighthouse figures); the registering
 * code is its own chunk, fetched only then.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const begin = () => prefetchWhenIdle([() => import('./worker-client').then(({ registerWorker }) => registerWorker())]);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

/**
 * Loads the code a screen is likely to need next once the browser has nothing better to do, so
 * the first tap on a tab or a button does not wait for it on a slow phone's network. A load that
 * fails is left for the tap itself to try again (and show its own error).
 */
export function prefetchWhenIdle(loads: readonly (() => Promise<unknown>)[]): () => void {
  const run = () => {
    for (const load of loads) load().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1500);
  return () => window.clearTimeout(handle);
}

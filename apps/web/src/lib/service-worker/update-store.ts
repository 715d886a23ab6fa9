import { useSyncExternalStore } from 'react';

/**
 * A new build's worker waits (decision 0080) until the person chooses "Reload" or every tab is
 * closed. The worker client (worker-client.ts) says when one waits and how to let it take over.
 */
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(take: () => void): void {
  apply = take;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The function that reloads into the waiting build, or null when none waits. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => apply,
    () => null,
  );
}

import { useSyncExternalStore } from 'react';

/**
 * Orders that arrived over the live connection while the dashboard was open, so their cards
 * stand out until the shop acts on them (or for ARRIVED_FOR_MS). Kept outside React so the
 * socket handler can mark them without re-rendering the dashboard.
 */
export const ARRIVED_FOR_MS = 10 * 60_000;

const arrived = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function markArrived(id: string): void {
  arrived.set(id, Date.now());
  changed();
  window.setTimeout(() => {
    if (arrived.has(id) && Date.now() - (arrived.get(id) ?? 0) >= ARRIVED_FOR_MS - 50) dismissArrived(id);
  }, ARRIVED_FOR_MS);
}

export function dismissArrived(id: string): void {
  if (arrived.delete(id)) changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this order arrived live and has not been looked at yet. */
export function useArrived(id: string): boolean {
  useSyncExternalStore(subscribe, () => version);
  return arrived.has(id);
}

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RiderStopsAnswer } from '@laundry/shared/contracts/rider';
import { errorText } from '../../../lib/api-client';
import { riderKeys } from '../api/rider-stops';
import { sendQueued } from '../api/send-queued';
import { OfflineQueue, type QueueItem } from './offline-queue';
import { applyAction } from './queued-stop';
import { indexedDbQueueStorage, memoryQueueStorage } from './queue-storage';

/** How often a waiting queue is tried again while the page is open (besides the online event). */
export const RETRY_MS = 15_000;

let shared: OfflineQueue | null = null;

/** One outbox per page: every stop card and sheet adds to the same queue. */
function riderQueue(fallbackMessage: string): OfflineQueue {
  shared ??= new OfflineQueue(typeof indexedDB === 'undefined' ? memoryQueueStorage() : indexedDbQueueStorage(), sendQueued, (error) =>
    errorText(error, fallbackMessage),
  );
  return shared;
}

export interface RiderQueue {
  items: readonly QueueItem[];
  failures: ReturnType<OfflineQueue['failed']>;
  /** Keeps the items on the phone, then tries to send them. */
  enqueue: (...items: QueueItem[]) => Promise<void>;
  dismiss: (key: string) => void;
}

/**
 * The outbox for the rider's page: sends on load, when the phone comes back online and every
 * RETRY_MS while anything waits; each sent action is put into the cached stops at once, and the
 * server's copy is fetched after.
 */
export function useRiderQueue(fallbackMessage: string): RiderQueue {
  const client = useQueryClient();
  const queue = riderQueue(fallbackMessage);
  const items = useSyncExternalStore(queue.subscribe, queue.items);
  const failures = useSyncExternalStore(queue.subscribe, queue.failed);

  const flush = useCallback(async () => {
    const result = await queue.flush();
    if (result.sent.length === 0 && result.dropped.length === 0) return;
    for (const item of result.sent) {
      if (item.kind === 'photo') continue;
      client.setQueriesData<RiderStopsAnswer>({ queryKey: riderKeys.all }, (answer) =>
        answer ? { ...answer, stops: answer.stops.map((s) => (s.orderId === item.orderId ? applyAction(s, item) : s)) } : answer,
      );
    }
    void client.invalidateQueries({ queryKey: riderKeys.all });
    void client.invalidateQueries({ queryKey: riderKeys.days });
  }, [client, queue]);

  const waiting = items.length > 0;
  useEffect(() => {
    void queue.load().then(flush);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queue, flush]);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, flush]);

  const enqueue = useCallback(
    async (...added: QueueItem[]) => {
      await queue.add(...added);
      await flush();
    },
    [queue, flush],
  );
  const dismiss = useCallback((key: string) => queue.dismissFailure(key), [queue]);

  return { items, failures, enqueue, dismiss };
}

import { createStore, get, set } from 'idb-keyval';
import type { QueueState, QueueStorage } from './offline-queue';

/** The whole queue is one IndexedDB record (photos as Blobs inside it): a few items, written at once. */
const KEY = 'queue';

/** The phone's copy of the rider's outbox, in its own database so nothing else on the site touches it. */
export function indexedDbQueueStorage(): QueueStorage {
  const store = createStore('laundry-rider', 'outbox');
  return {
    load: () => get<QueueState>(KEY, store),
    save: (state) => set(KEY, state, store),
  };
}

/** Without IndexedDB (a private window on an old browser) the queue still works while the page is open. */
export function memoryQueueStorage(): QueueStorage {
  let copy: QueueState | undefined;
  return {
    load: () => Promise.resolve(copy),
    save: (state) => {
      copy = state;
      return Promise.resolve();
    },
  };
}

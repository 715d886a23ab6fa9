import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  keepsItem,
  newIdempotencyKey,
  OfflineQueue,
  type ActionItem,
  type PhotoItem,
  type QueueItem,
  type QueueState,
  type QueueStorage,
} from './offline-queue';

/** IndexedDB stand-in: keeps a structured copy, as IndexedDB would, so the queue cannot share objects with it. */
class FakeStorage implements QueueStorage {
  saved: QueueState | undefined;
  saves = 0;
  constructor(initial?: QueueState) {
    this.saved = initial;
  }
  load() {
    return Promise.resolve(this.saved && structuredClone(this.saved));
  }
  save(state: QueueState) {
    this.saves++;
    this.saved = structuredClone(state);
    return Promise.resolve();
  }
}

/** A server that answers each call from a script; records every send with its key. */
class FakeServer {
  calls: { kind: string; key: string; photoIds: string[] }[] = [];
  /** Applied once per key, as the real server's rider_actions table does. */
  applied = new Map<string, string>();
  failNext: (Error | undefined)[] = [];
  private photos = 0;

  /** What the next send does; tests wrap it to lose answers or hold a send. */
  handler: (item: QueueItem, photoIds: Record<string, string>) => Promise<unknown> = (item, ids) => this.apply(item, ids);

  send = (item: QueueItem, photoIds: Record<string, string>): Promise<unknown> => this.handler(item, photoIds);

  apply(item: QueueItem, photoIds: Record<string, string>): Promise<unknown> {
    const body = item.kind === 'pickup' ? { photoIds: (item.photoKeys ?? []).map((k) => photoIds[k]).filter(Boolean) as string[] } : null;
    this.calls.push({ kind: item.kind, key: item.key, photoIds: body?.photoIds ?? [] });
    const failure = this.failNext.shift();
    if (failure) return Promise.reject(failure);
    const known = this.applied.get(item.key);
    if (known) return Promise.resolve({ _id: known });
    const id = item.kind === 'photo' ? `photo-${++this.photos}` : `applied-${item.key}`;
    this.applied.set(item.key, id);
    return Promise.resolve({ _id: id });
  }
}

const offline = () => new ApiError(0, null, 'Could not reach the server.');
const refused = (status: number, error = 'Refused') => new ApiError(status, { error, code: 'validation_failed' });

let n = 0;
function action(kind: ActionItem['kind'], extra: Partial<ActionItem> = {}): ActionItem {
  n++;
  return { kind, key: `key-${kind}-${n}`, orderId: 'o1', orderNumber: 'SL-1', queuedAt: '2026-11-23T04:00:00.000Z', body: {}, ...extra };
}
function photo(key: string): PhotoItem {
  return {
    kind: 'photo',
    key,
    orderId: 'o1',
    orderNumber: 'SL-1',
    queuedAt: '2026-11-23T04:00:00.000Z',
    blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
  };
}

function setup(initial?: QueueState) {
  const storage = new FakeStorage(initial);
  const server = new FakeServer();
  const queue = new OfflineQueue(storage, server.send, (error) => (error instanceof ApiError ? error.message : 'failed'));
  return { storage, server, queue };
}

describe('the rider outbox', () => {
  it('keeps an action on the phone before sending, and sends it with the key made at the tap', async () => {
    const { storage, server, queue } = setup();
    const item = action('on-the-way');
    await queue.add(item);
    expect(storage.saved?.items.map((i) => i.key)).toEqual([item.key]);
    const result = await queue.flush();
    expect(result.sent.map((i) => i.key)).toEqual([item.key]);
    expect(server.calls).toEqual([{ kind: 'on-the-way', key: item.key, photoIds: [] }]);
    expect(queue.items()).toEqual([]);
    expect(storage.saved?.items).toEqual([]);
  });

  it('keeps everything while offline and sends it in order, once, when back — replays use the same key', async () => {
    const { server, queue } = setup();
    const first = action('on-the-way');
    const second = action('out-for-delivery');
    await queue.add(first, second);
    server.failNext.push(offline());
    const down = await queue.flush();
    expect(down).toMatchObject({ sent: [], dropped: [], waiting: true });
    expect(queue.items().map((i) => i.key)).toEqual([first.key, second.key]);
    // The second was not tried while the first waited: order is kept.
    expect(server.calls.map((c) => c.key)).toEqual([first.key]);

    const up = await queue.flush();
    expect(up.sent.map((i) => i.key)).toEqual([first.key, second.key]);
    expect(server.calls.map((c) => c.key)).toEqual([first.key, first.key, second.key]);
    expect(server.applied.size).toBe(2);
  });

  it('a send whose answer was lost is replayed with the same key and applied once', async () => {
    const { server, queue } = setup();
    const item = action('delivered', { body: { amount: 300, method: 'cash' } });
    await queue.add(item);
    // The server applied it, but the phone lost the answer (a 502 from the proxy on the way back).
    server.handler = (i, ids) => server.apply(i, ids).then(() => Promise.reject(refused(502)));
    expect((await queue.flush()).waiting).toBe(true);
    expect(queue.items().map((i) => i.key)).toEqual([item.key]);
    server.handler = (i, ids) => server.apply(i, ids);
    await queue.flush();
    expect(server.calls.map((c) => c.key)).toEqual([item.key, item.key]);
    expect(server.applied.size).toBe(1);
    expect(queue.items()).toEqual([]);
  });

  it('keeps the item on 5xx, 408, 429, 401 and plain network errors; drops other 4xx with the server message', () => {
    for (const status of [0, 500, 502, 503, 408, 429, 401]) expect(keepsItem(new ApiError(status, null)), String(status)).toBe(true);
    expect(keepsItem(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [400, 403, 404, 409, 413, 422]) expect(keepsItem(new ApiError(status, null)), String(status)).toBe(false);
  });

  it('drops a refused action, shows its message and goes on with the next', async () => {
    const { server, queue } = setup();
    const bad = action('delivered');
    const next = action('on-the-way', { orderId: 'o2', orderNumber: 'SL-2' });
    await queue.add(bad, next);
    server.failNext.push(refused(409, 'This stop is not ready for that yet.'));
    const result = await queue.flush();
    expect(result.dropped).toEqual([{ key: bad.key, kind: 'delivered', orderNumber: 'SL-1', message: 'This stop is not ready for that yet.' }]);
    expect(result.sent.map((i) => i.key)).toEqual([next.key]);
    expect(queue.items()).toEqual([]);
    expect(queue.failed()).toHaveLength(1);
    queue.dismissFailure(bad.key);
    expect(queue.failed()).toEqual([]);
  });

  it('sends photos before their pickup and names them by the ids the server gave', async () => {
    const { storage, server, queue } = setup();
    const pickup = action('pickup', { body: { pieces: 3, items: [], notes: '' }, photoKeys: ['ph-aaaaaaaa', 'ph-bbbbbbbb'] });
    await queue.add(photo('ph-aaaaaaaa'), photo('ph-bbbbbbbb'), pickup);
    // The second photo waits (offline), so the pickup waits too.
    server.failNext.push(undefined, offline());
    expect((await queue.flush()).waiting).toBe(true);
    expect(storage.saved?.photoIds).toEqual({ 'ph-aaaaaaaa': 'photo-1' });
    expect(queue.items().map((i) => i.kind)).toEqual(['photo', 'pickup']);

    await queue.flush();
    expect(server.calls.at(-1)).toEqual({ kind: 'pickup', key: pickup.key, photoIds: ['photo-1', 'photo-2'] });
    // Once the pickup has gone, the photo ids are no longer needed.
    expect(storage.saved).toEqual({ items: [], photoIds: {} });
  });

  it('a pickup goes without a photo the server refused for good', async () => {
    const { server, queue } = setup();
    const pickup = action('pickup', { body: { pieces: 1 }, photoKeys: ['ph-cccccccc', 'ph-dddddddd'] });
    await queue.add(photo('ph-cccccccc'), photo('ph-dddddddd'), pickup);
    server.failNext.push(refused(400, 'This file is not a photo.'));
    const result = await queue.flush();
    expect(result.dropped.map((f) => f.message)).toEqual(['This file is not a photo.']);
    expect(server.calls.at(-1)).toEqual({ kind: 'pickup', key: pickup.key, photoIds: ['photo-1'] });
  });

  it('survives a reload: what an earlier page left is read back, Blob included, and sent with its own key', async () => {
    const first = setup();
    const kept = photo('ph-eeeeeeee');
    const notAvailable = action('not-available', { body: { reason: 'Door locked' } });
    await first.queue.add(kept, notAvailable);

    const { server, queue } = setup(first.storage.saved);
    await queue.load();
    expect(queue.items().map((i) => i.key)).toEqual([kept.key, notAvailable.key]);
    const restored = queue.items()[0] as PhotoItem;
    expect(await restored.blob.text()).toBe('jpeg');
    await queue.flush();
    expect(server.calls.map((c) => c.key)).toEqual([kept.key, notAvailable.key]);
  });

  it('one flush at a time: a call during a flush shares it and picks up items added meanwhile', async () => {
    const { server, queue } = setup();
    const a = action('on-the-way');
    const b = action('out-for-delivery');
    await queue.add(a);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.handler = async (item, ids) => {
      if (item.key === a.key) await gate;
      return server.apply(item, ids);
    };
    const one = queue.flush();
    await queue.add(b);
    const two = queue.flush();
    release();
    const [r1, r2] = await Promise.all([one, two]);
    expect(r1).toBe(r2);
    expect(r1.sent.map((i) => i.key)).toEqual([a.key, b.key]);
    expect(server.calls.map((c) => c.key)).toEqual([a.key, b.key]);
  });

  it('makes keys the server accepts, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});

import { ApiError } from '../../../lib/api-client';

/**
 * The rider's outbox (docs/decisions/0048, Offline; 0053): every action and photo is kept on the
 * phone with the idempotency key made when the rider tapped, and sent in order when the network
 * allows. A replay carries the same key, so the server applies it once however often it is sent.
 */

export const ACTION_KINDS = ['on-the-way', 'pickup', 'out-for-delivery', 'delivered', 'not-available'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

interface ItemBase {
  /** The Idempotency-Key, made when the rider tapped. */
  key: string;
  orderId: string;
  orderNumber: string;
  queuedAt: string;
}

export interface PhotoItem extends ItemBase {
  kind: 'photo';
  blob: Blob;
}

export interface ActionItem extends ItemBase {
  kind: ActionKind;
  /** The JSON body, as the contract reads it (pickup's photoIds are filled in when sent). */
  body: Record<string, unknown>;
  /** A pickup's photos: the keys of the photo items queued before it. */
  photoKeys?: string[];
}

export type QueueItem = PhotoItem | ActionItem;

export interface QueueState {
  items: QueueItem[];
  /** A sent photo's key → the id the server gave it, until the pickup naming it is sent. */
  photoIds: Record<string, string>;
}

/** An item the server refused for good: dropped, with the server's words for the rider. */
export interface QueueFailure {
  key: string;
  kind: QueueItem['kind'];
  orderNumber: string;
  message: string;
}

export interface QueueStorage {
  load(): Promise<QueueState | undefined>;
  save(state: QueueState): Promise<void>;
}

/** Sends one item; resolves with the server's answer, rejects with an ApiError (or a network error). */
export type SendItem = (item: QueueItem, photoIds: Record<string, string>) => Promise<unknown>;

export interface FlushResult {
  sent: QueueItem[];
  dropped: QueueFailure[];
  /** An item could not go now (offline, server trouble) and waits for the next try. */
  waiting: boolean;
}

/**
 * Whether a failed send is tried again. Not reaching the server, its own trouble (5xx), a timeout
 * (408) and "too many" (429) pass; an ended session (401) waits for the rider to sign in again
 * rather than losing the work. Any other 4xx will never succeed: dropped with its message.
 */
export function keepsItem(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === 0 || status >= 500 || status === 408 || status === 429 || status === 401;
}

const EMPTY: QueueState = { items: [], photoIds: {} };

export class OfflineQueue {
  private state: QueueState = EMPTY;
  private failures: QueueFailure[] = [];
  private loaded: Promise<void> | null = null;
  private running: Promise<FlushResult> | null = null;
  private again = false;
  private saving: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: QueueStorage,
    private readonly send: SendItem,
    private readonly messageOf: (error: unknown) => string,
  ) {}

  /** Reads what an earlier visit left; every other method waits for it. */
  load(): Promise<void> {
    this.loaded ??= this.storage.load().then(
      (stored) => {
        // Anything added before the stored copy arrived goes after it.
        if (stored) this.state = { items: [...stored.items, ...this.state.items], photoIds: { ...stored.photoIds, ...this.state.photoIds } };
        this.notify();
      },
      () => undefined,
    );
    return this.loaded;
  }

  // Arrow properties: React's useSyncExternalStore takes them as they are, unbound.
  readonly items = (): readonly QueueItem[] => this.state.items;

  readonly failed = (): readonly QueueFailure[] => this.failures;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Keeps the items (in this order) on the phone before anything is sent. */
  async add(...items: QueueItem[]): Promise<void> {
    await this.load();
    this.update({ ...this.state, items: [...this.state.items, ...items] });
    await this.saving;
  }

  dismissFailure(key: string): void {
    this.failures = this.failures.filter((f) => f.key !== key);
    this.notify();
  }

  /**
   * Sends the items in order until one has to wait. One flush at a time: a call during a flush
   * makes it go round once more (for items added meanwhile) and shares its result.
   */
  flush(): Promise<FlushResult> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<FlushResult> {
    await this.load();
    const result: FlushResult = { sent: [], dropped: [], waiting: false };
    do {
      this.again = false;
      for (;;) {
        const item = this.state.items[0];
        if (!item) break;
        try {
          const answer = await this.send(item, this.state.photoIds);
          this.settle(item, answer);
          result.sent.push(item);
        } catch (error) {
          if (keepsItem(error)) {
            result.waiting = true;
            await this.saving;
            return result;
          }
          const failure: QueueFailure = { key: item.key, kind: item.kind, orderNumber: item.orderNumber, message: this.messageOf(error) };
          this.failures = [...this.failures, failure];
          this.settle(item, undefined);
          result.dropped.push(failure);
        }
      }
    } while (this.again);
    await this.saving;
    return result;
  }

  /** Takes a finished item off; a photo's id is kept for its pickup, which lets it go when sent. */
  private settle(item: QueueItem, answer: unknown): void {
    const items = this.state.items.filter((i) => i.key !== item.key);
    let photoIds = this.state.photoIds;
    if (item.kind === 'photo' && isIdAnswer(answer)) photoIds = { ...photoIds, [item.key]: answer._id };
    if (item.kind === 'pickup' && item.photoKeys?.length) {
      photoIds = Object.fromEntries(Object.entries(photoIds).filter(([key]) => !item.photoKeys?.includes(key)));
    }
    this.update({ items, photoIds });
  }

  private update(state: QueueState): void {
    this.state = state;
    // Saves go one after another, so the phone never ends up with an older copy than the last.
    this.saving = this.saving.then(() => this.storage.save(state)).catch(() => undefined);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

function isIdAnswer(answer: unknown): answer is { _id: string } {
  return typeof answer === 'object' && answer !== null && typeof (answer as { _id?: unknown })._id === 'string';
}

/** The pickup's body as sent: its photos' server ids, in the order taken; a photo refused for good is left out. */
export function pickupPhotoIds(item: ActionItem, photoIds: Record<string, string>): string[] {
  return (item.photoKeys ?? []).map((key) => photoIds[key]).filter((id): id is string => Boolean(id));
}

/** An Idempotency-Key (8–100 letters, digits, - and _), made once, when the rider taps. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (a plain-http address on the shop's Wi-Fi) randomUUID is missing.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** When a kept value was read, and when it goes stale on its own. */
export interface KeepOptions {
  /** When the reading began (ms): a change made during the reading may be missing, so age counts from here. Default: now. */
  at?: number;
  /** When the value goes stale without any change (ms), e.g. a promise passing; default: never. */
  staleAt?: number;
  /** The generation taken before reading: after a change since, the value is not kept. */
  readAt?: number;
}

export interface KeptOptions {
  /** How long a value answers after it was read (ms); default: until invalidated. */
  maxAgeMs?: number;
  /** The most values kept; past it the one written longest ago goes. */
  maxEntries?: number;
  /** Milliseconds since the epoch; tests hand in a fake one. */
  clock?: () => number;
}

interface Entry<V> {
  value: V;
  at: number;
  staleAt: number;
}

/**
 * A short-lived copy of what is costly to read or write out, dropped explicitly by the change that
 * makes it wrong (invalidate, clear) and otherwise after its age. Every invalidation moves the
 * generation on, so a value read across a change can be refused (set with readAt).
 *
 * Written here rather than taken from lru-cache: its time-to-live treats a start time of 0 as "no
 * time", keeps the time between calls on a timer, and counts an entry as fresh at exactly its age,
 * none of which fits a fake clock or the ages these copies were promised with.
 */
export class Kept<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private changes = 0;
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  readonly clock: () => number;

  constructor({ maxAgeMs = Infinity, maxEntries = Infinity, clock = Date.now }: KeptOptions = {}) {
    this.maxAgeMs = maxAgeMs;
    this.maxEntries = maxEntries;
    this.clock = clock;
  }

  /** Moves on at every invalidate() and clear(): take it before a reading, hand it to set(). */
  get generation(): number {
    return this.changes;
  }

  /** The value kept for `key`, unless it is older than maxAgeMs or past its own staleAt. */
  get(key: K, now = this.clock()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at >= this.maxAgeMs || now >= entry.staleAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` for `key`; answers false (keeping nothing) when a change came after `readAt`. */
  set(key: K, value: V, { at = this.clock(), staleAt = Infinity, readAt }: KeepOptions = {}): boolean {
    if (readAt !== undefined && readAt !== this.changes) return false;
    this.entries.delete(key);
    this.entries.set(key, { value, at, staleAt });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return true;
  }

  /** What `key` stands for changed: drop it, and refuse whatever was being read meanwhile. */
  invalidate(key: K): void {
    this.changes += 1;
    this.entries.delete(key);
  }

  /** Everything changed: drop it all, and refuse whatever was being read meanwhile. */
  clear(): void {
    this.changes += 1;
    this.entries.clear();
  }

  /**
   * The promise kept for `key`, or a new reading's, kept from when it began so that callers
   * arriving meanwhile share it. A failed reading is dropped; `settled` hears a value that is
   * still the kept one when it arrives.
   */
  load<T>(this: Kept<K, Promise<T>>, key: K, read: () => Promise<T>, settled?: (value: T) => void): Promise<T> {
    const kept = this.get(key);
    if (kept) return kept;
    const pending = read();
    this.set(key, pending);
    const stillKept = () => this.entries.get(key)?.value === pending;
    pending.then(
      (value) => {
        if (stillKept()) settled?.(value);
      },
      () => {
        if (stillKept()) this.entries.delete(key);
      },
    );
    return pending;
  }
}

import { Kept } from '../../lib/kept';

/**
 * One answer kept as the bytes sent, for a short while: the Today board (docs/decisions/0056).
 *
 * Every open dashboard asks for the board after each change it hears of, and at a busy shop's
 * size (a thousand of the day's pickups, 100,000 orders) reading and writing it out costs tens
 * of milliseconds; asked again within `maxAgeMs` it is sent as it was. A change made in this
 * process (or announced by another one) drops it at once (forget); nothing read while a change
 * was being made is kept (the generation check), and requests that arrive while it is being read
 * wait for that one reading instead of each starting their own.
 */
export class KeptAnswer {
  private readonly kept: Kept<string, Buffer>;
  private reading: { key: string; generation: number; bytes: Promise<Buffer> } | null = null;

  constructor(maxAgeMs: number, clock: () => number = () => Date.now()) {
    this.kept = new Kept({ maxAgeMs, maxEntries: 1, clock });
  }

  /** Something the answer shows changed: the next request reads it again. */
  forget(): void {
    this.kept.clear();
  }

  /** The answer for `key` (the day, for the board): kept, being read, or read now by `read`. */
  get(key: string, read: () => Promise<Buffer>): Promise<Buffer> {
    const now = this.kept.clock();
    const kept = this.kept.get(key, now);
    if (kept) return Promise.resolve(kept);
    const generation = this.kept.generation;
    if (this.reading?.key === key && this.reading.generation === generation) return this.reading.bytes;
    const bytes = read().then(
      (answer) => {
        // Its age counts from when its reading began: a change made during the reading may be missing.
        this.kept.set(key, answer, { at: now, readAt: generation });
        if (this.reading?.bytes === bytes) this.reading = null;
        return answer;
      },
      (error: unknown) => {
        if (this.reading?.bytes === bytes) this.reading = null;
        throw error;
      },
    );
    this.reading = { key, generation, bytes };
    return bytes;
  }
}

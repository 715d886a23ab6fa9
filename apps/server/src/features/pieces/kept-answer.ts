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
  private kept: { key: string; bytes: Buffer; readFrom: number } | null = null;
  private reading: { key: string; generation: number; bytes: Promise<Buffer> } | null = null;
  private generation = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  /** Something the answer shows changed: the next request reads it again. */
  forget(): void {
    this.generation += 1;
    this.kept = null;
  }

  /** The answer for `key` (the day, for the board): kept, being read, or read now by `read`. */
  get(key: string, read: () => Promise<Buffer>): Promise<Buffer> {
    const now = this.clock();
    // Its age counts from when its reading began: a change made during the reading may be missing.
    if (this.kept?.key === key && now - this.kept.readFrom < this.maxAgeMs) return Promise.resolve(this.kept.bytes);
    if (this.reading?.key === key && this.reading.generation === this.generation) return this.reading.bytes;
    const generation = this.generation;
    const bytes = read().then(
      (answer) => {
        if (this.generation === generation) this.kept = { key, bytes: answer, readFrom: now };
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

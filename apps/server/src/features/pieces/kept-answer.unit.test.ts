import { describe, expect, it } from 'vitest';
import { KeptAnswer } from './kept-answer';

/** A read that answers when told to, counting how often it was started. */
function reads() {
  const started: { resolve: (value: Buffer) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<Buffer>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { started, read };
}

describe('KeptAnswer', () => {
  it('sends the kept bytes within their age and reads again after it', async () => {
    let now = 1_000;
    const kept = new KeptAnswer(1000, () => now);
    const { started, read } = reads();
    const first = kept.get('2026-11-27', read);
    started[0]!.resolve(Buffer.from('a'));
    expect((await first).toString()).toBe('a');
    now += 999;
    expect((await kept.get('2026-11-27', read)).toString()).toBe('a');
    expect(started).toHaveLength(1);
    now += 1;
    const again = kept.get('2026-11-27', read);
    expect(started).toHaveLength(2);
    started[1]!.resolve(Buffer.from('b'));
    expect((await again).toString()).toBe('b');
  });

  it('has requests that arrive during a reading wait for it instead of starting their own', async () => {
    const kept = new KeptAnswer(1000, () => 0);
    const { started, read } = reads();
    const answers = Promise.all(Array.from({ length: 10 }, () => kept.get('day', read)));
    expect(started).toHaveLength(1);
    started[0]!.resolve(Buffer.from('one'));
    expect((await answers).map(String)).toEqual(Array.from({ length: 10 }, () => 'one'));
  });

  it('reads again after a change, and keeps nothing read while a change was being made', async () => {
    const kept = new KeptAnswer(1000, () => 0);
    const { started, read } = reads();
    const before = kept.get('day', read);
    // The change lands while the first reading is under way: its answer may lack it.
    kept.forget();
    const after = kept.get('day', read);
    expect(started).toHaveLength(2);
    started[0]!.resolve(Buffer.from('old'));
    started[1]!.resolve(Buffer.from('new'));
    expect((await before).toString()).toBe('old');
    expect((await after).toString()).toBe('new');
    expect((await kept.get('day', read)).toString()).toBe('new');
    expect(started).toHaveLength(2);
    kept.forget();
    void kept.get('day', read);
    expect(started).toHaveLength(3);
  });

  it('reads a new day at once, and keeps no failed reading', async () => {
    const kept = new KeptAnswer(1000, () => 0);
    const { started, read } = reads();
    const failed = kept.get('day 1', read);
    started[0]!.reject(new Error('database gone'));
    await expect(failed).rejects.toThrow('database gone');
    const retried = kept.get('day 1', read);
    expect(started).toHaveLength(2);
    started[1]!.resolve(Buffer.from('one'));
    await retried;
    const nextDay = kept.get('day 2', read);
    expect(started).toHaveLength(3);
    started[2]!.resolve(Buffer.from('two'));
    expect((await nextDay).toString()).toBe('two');
  });
});

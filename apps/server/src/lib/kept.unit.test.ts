import { describe, expect, it } from 'vitest';
import { Kept } from './kept';

/** A clock that moves only when told to. */
function fakeClock(start = 0) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('Kept', () => {
  it('answers a value until its age, counted from when its reading began', () => {
    const clock = fakeClock();
    const kept = new Kept<string, number>({ maxAgeMs: 1000, clock: clock.now });
    kept.set('a', 1);
    clock.advance(999);
    expect(kept.get('a')).toBe(1);
    clock.advance(1);
    expect(kept.get('a')).toBeUndefined();
    kept.set('b', 2, { at: 0 });
    expect(kept.get('b')).toBeUndefined();
    kept.set('b', 2, { at: 500 });
    expect(kept.get('b')).toBe(2);
  });

  it('keeps a value without an age until it is invalidated, or until its own staleAt', () => {
    const clock = fakeClock(5_000);
    const kept = new Kept<string, string>({ clock: clock.now });
    kept.set('a', 'one');
    kept.set('b', 'two', { staleAt: 6_000 });
    clock.advance(999);
    expect(kept.get('b')).toBe('two');
    expect(kept.get('b', 6_000)).toBeUndefined();
    clock.advance(1_000_000);
    expect(kept.get('a')).toBe('one');
    kept.invalidate('a');
    expect(kept.get('a')).toBeUndefined();
  });

  it('drops one key on invalidate and every key on clear', () => {
    const kept = new Kept<string, number>({ clock: () => 0 });
    kept.set('a', 1);
    kept.set('b', 2);
    kept.invalidate('a');
    expect([kept.get('a'), kept.get('b')]).toEqual([undefined, 2]);
    kept.set('a', 1);
    kept.clear();
    expect([kept.get('a'), kept.get('b')]).toEqual([undefined, undefined]);
  });

  it('refuses a value read across a change', () => {
    const kept = new Kept<string, number>({ clock: () => 0 });
    const readAt = kept.generation;
    kept.invalidate('other');
    expect(kept.set('a', 1, { readAt })).toBe(false);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.set('a', 1, { readAt: kept.generation })).toBe(true);
    expect(kept.get('a')).toBe(1);
  });

  it('lets the value written longest ago go past maxEntries', () => {
    const kept = new Kept<string, number>({ maxEntries: 2, clock: () => 0 });
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('a', 3);
    kept.set('c', 4);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([3, undefined, 4]);
  });

  describe('load', () => {
    it('shares one reading between callers, and reads again after the age', async () => {
      const clock = fakeClock();
      const kept = new Kept<string, Promise<number>>({ maxAgeMs: 1000, clock: clock.now });
      let reads = 0;
      const read = () => Promise.resolve(++reads);
      const [a, b] = await Promise.all([kept.load('k', read), kept.load('k', read)]);
      expect([a, b, reads]).toEqual([1, 1, 1]);
      clock.advance(1000);
      expect(await kept.load('k', read)).toBe(2);
    });

    it('keeps no failed reading, and tells settled only of a value still kept', async () => {
      const kept = new Kept<string, Promise<string>>({ clock: () => 0 });
      await expect(kept.load('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
      const heard: string[] = [];
      await kept.load(
        'k',
        () => Promise.resolve('fresh'),
        (value) => heard.push(value),
      );
      expect(heard).toEqual(['fresh']);
      let finish: (value: string) => void = () => undefined;
      const slow = new Promise<string>((resolve) => {
        finish = resolve;
      });
      kept.clear();
      const reading = kept.load(
        'k',
        () => slow,
        (value) => heard.push(value),
      );
      kept.clear();
      finish('read across a change');
      expect(await reading).toBe('read across a change');
      expect(heard).toEqual(['fresh']);
      expect(kept.get('k')).toBeUndefined();
    });
  });
});

import { describe, expect, it } from 'vitest';
import { describeWait, LOGIN_GUARD_RULES, loginVerdict, MemoryLoginGuardStore } from './login-guard';

const HOUR = 60 * 60_000;

describe('loginVerdict', () => {
  it('lets the first five failures through as they come', () => {
    const now = 1_000_000_000;
    expect(loginVerdict([], now)).toEqual({ allowed: true });
    expect(loginVerdict([now, now, now, now], now)).toEqual({ allowed: true });
  });

  it('then makes each try wait for the last failure plus 1 s, 2 s, 4 s, … growing', () => {
    const now = 1_000_000_000;
    const failures = (n: number) => Array.from({ length: n }, () => now);
    expect(loginVerdict(failures(5), now)).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(loginVerdict(failures(6), now)).toEqual({ allowed: false, retryAfterMs: 2000 });
    expect(loginVerdict(failures(8), now)).toEqual({ allowed: false, retryAfterMs: 8000 });
    expect(loginVerdict(failures(5), now + 1000)).toEqual({ allowed: true });
    expect(loginVerdict(failures(19), now)).toEqual({ allowed: false, retryAfterMs: LOGIN_GUARD_RULES.maxWaitMs });
  });

  it('never lets more than 20 failures in an hour be checked, and forgets them an hour on', () => {
    const start = 1_000_000_000;
    const twenty = Array.from({ length: 20 }, (_, i) => start + i * 60_000);
    const now = start + 40 * 60_000;
    expect(loginVerdict(twenty, now)).toEqual({ allowed: false, retryAfterMs: start + HOUR - now });
    // The oldest has left the hour: 19 remain, and the pause after the last one has long passed.
    expect(loginVerdict(twenty, start + HOUR + 1)).toEqual({ allowed: true });
    // Twenty in quick succession: the hour runs from the first of them.
    const burst = Array.from({ length: 20 }, (_, i) => start + i);
    expect(loginVerdict(burst, start + HOUR - 1)).toEqual({ allowed: false, retryAfterMs: 1 });
  });
});

describe('MemoryLoginGuardStore', () => {
  it('counts each admitted try, refuses once slowed, and starts again after a success', async () => {
    const store = new MemoryLoginGuardStore();
    const now = 5_000_000;
    const verdicts = [];
    for (let i = 0; i < 7; i++) verdicts.push(await store.admit('phone:9876543210', now));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, true, false, false]);
    expect((await store.admit('phone:9000000001', now)).allowed).toBe(true);
    await store.clear('phone:9876543210');
    expect((await store.admit('phone:9876543210', now)).allowed).toBe(true);
  });

  it('when full, forgets the account tried longest ago, not the one tried first', async () => {
    const store = new MemoryLoginGuardStore(3);
    const now = 5_000_000;
    for (let i = 0; i < 5; i++) await store.admit('phone:target', now);
    await store.admit('phone:a', now);
    await store.admit('phone:b', now);
    // The target is tried again (refused: it still counts as recent), then a fourth account comes.
    expect((await store.admit('phone:target', now)).allowed).toBe(false);
    await store.admit('phone:c', now);
    expect((await store.admit('phone:target', now)).allowed).toBe(false);
  });
});

describe('describeWait', () => {
  it('says seconds under a minute, else whole minutes rounded up', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(1500)).toBe('2 seconds');
    expect(describeWait(60_000)).toBe('1 minute');
    expect(describeWait(61_000)).toBe('2 minutes');
  });
});

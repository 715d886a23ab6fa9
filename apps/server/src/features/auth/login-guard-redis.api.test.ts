import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loginVerdict, RedisLoginGuardStore } from './login-guard';

const redisUrl = process.env.TEST_REDIS_URL ?? '';
if (!redisUrl) console.warn('login-guard-redis.api.test.ts skipped: it needs TEST_REDIS_URL (CI sets it).');

/** The Redis store is the pure rule run inside Redis: both must agree, and parallel tries must not slip past it. */
describe.skipIf(!redisUrl)('the Redis login guard store', () => {
  const redis = redisUrl ? new Redis(redisUrl) : null;
  // Two stores on two connections stand in for two API processes.
  const other = redisUrl ? new Redis(redisUrl) : null;
  afterAll(async () => {
    await Promise.allSettled([redis?.quit(), other?.quit()]);
  });

  it('admits exactly five of 50 parallel tries from two processes, and clears on success', async () => {
    const a = new RedisLoginGuardStore(redis!);
    const b = new RedisLoginGuardStore(other!);
    const key = `phone:test-${randomUUID()}`;
    const now = Date.now();
    const verdicts = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).admit(key, now)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(verdicts.find((v) => !v.allowed)).toEqual({ allowed: false, retryAfterMs: 1000 });
    await b.clear(key);
    expect((await a.admit(key, now)).allowed).toBe(true);
    await a.clear(key);
  });

  it('answers as the pure rule does, try after try, over an hour of waiting as told', async () => {
    const store = new RedisLoginGuardStore(redis!);
    const key = `phone:test-${randomUUID()}`;
    const failures: number[] = [];
    let now = Date.now();
    for (let i = 0; i < 40; i++) {
      const expected = loginVerdict(failures, now);
      const got = await store.admit(key, now);
      expect(got, `try ${i}`).toEqual(expected);
      if (got.allowed) failures.push(now);
      else now += got.retryAfterMs;
    }
    await store.clear(key);
  });
});

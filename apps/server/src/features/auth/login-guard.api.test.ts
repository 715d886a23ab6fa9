import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  call,
  expectError,
  RELAXED_LIMITS,
  signupCustomer,
  startTestServer,
  type ApiResult,
  type Session,
  type TestServer,
  uniquePhone,
} from '../../test/harness';

/**
 * Guessing is bounded per account, whatever the address (docs/decisions/0027). Requests come
 * "from" 20 addresses: the test client is the trusted proxy and names them in X-Forwarded-For;
 * the per-address limits are relaxed so only the per-account guard can refuse. A 401 means the
 * password was checked (and was wrong); a 429 means it was not checked at all. With
 * TEST_REDIS_URL set (the PostgreSQL run) the count is kept in Redis, as in production; every
 * account here is new to each run, since Redis keeps a count for an hour.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1, rateLimits: RELAXED_LIMITS, redisUrl: process.env.TEST_REDIS_URL || null });
});
// The clock stands still unless a test moves it: on a slow run the first pause (1 s) would
// otherwise end mid-test and rightly let a sixth try through.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await server?.close();
});

const address = (i: number) => ({ 'x-forwarded-for': `203.0.113.${(i % 20) + 1}` });
function login(body: Record<string, string>, i = 0): Promise<ApiResult> {
  return call(server, 'POST', '/login', { body, headers: address(i) });
}
const wrong = (who: Session, i = 0) => login({ phone: who.user.phone, password: `Wrong#${i}pass` }, i);
const checked = (results: ApiResult[]) => results.filter((r) => r.status === 401).length;

describe('wrong passwords for one account', () => {
  it('from 20 addresses at once: 5 are checked, the other 195 are refused unchecked, the right one too', async () => {
    const who = await signupCustomer(server, 'Guessed At');
    const results: ApiResult[] = [];
    for (let batch = 0; batch < 10; batch++) {
      results.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => wrong(who, batch * 20 + i)))));
    }
    expect(checked(results)).toBe(5);
    for (const res of results.filter((r) => r.status !== 401)) {
      expectError(res, 429, /^Too many failed logins for this account\. Please try again in \d+ (second|minute)s?\.$/, 'rate_limited');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const right = await login({ phone: who.user.phone, password: who.password }, 7);
    expectError(right, 429, undefined, 'rate_limited');
  });

  it('are slowed with a growing wait after five, and at most 20 are checked in an hour', async () => {
    const who = await signupCustomer(server, 'Patient Guesser');
    const waits: number[] = [];
    let checkedCount = 0;
    // Guess as fast as the guard allows for an hour of the clock: wait exactly as told each time.
    const end = Date.now() + 60 * 60_000;
    // (Bounded, so that without the guard the test fails rather than loops: with it ~30 tries fill the hour.)
    for (let i = 0; Date.now() < end && i < 60; i++) {
      const res = await wrong(who, i);
      if (res.status === 401) checkedCount += 1;
      else {
        expect(res.status).toBe(429);
        const wait = Number(res.headers.get('retry-after'));
        waits.push(wait);
        vi.setSystemTime(Date.now() + wait * 1000);
      }
    }
    // 5 at once, then after 1, 2, 4 … 512 s (17 minutes in all), then every 15 minutes.
    expect(checkedCount).toBeLessThanOrEqual(20);
    expect(checkedCount).toBe(17);
    expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);
  });

  it('count again from nothing after the right password', async () => {
    const who = await signupCustomer(server, 'Forgetful');
    for (let i = 0; i < 4; i++) expect((await wrong(who, i)).status).toBe(401);
    expect((await login({ phone: who.user.phone, password: who.password })).status).toBe(200);
    const after = [];
    for (let i = 0; i < 5; i++) after.push(await wrong(who, i));
    expect(checked(after)).toBe(5);
    expect((await wrong(who, 5)).status).toBe(429);
  });

  it("slow only that account: another customer's login is untouched", async () => {
    const target = await signupCustomer(server, 'Target');
    const bystander = await signupCustomer(server, 'Bystander');
    for (let i = 0; i < 8; i++) await wrong(target, i);
    expect((await wrong(target)).status).toBe(429);
    expect((await login({ phone: bystander.user.phone, password: bystander.password })).status).toBe(200);
  });

  it('are counted by e-mail as by phone, and for phones without an account the same way, however spelt', async () => {
    const email = `guess-${Date.now()}@example.com`;
    const emails = [email, email.toUpperCase(), `Guess-${email.slice(6, -12)}@Example.com`];
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await login({ email: emails[i % 3]!, password: `Wrong#${i}pass` }, i));
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const nobody = [];
    const phone = uniquePhone();
    const phones = [phone, `91${phone}`, `0${phone.slice(0, 5)} ${phone.slice(5)}`];
    for (let i = 0; i < 7; i++) nobody.push(await login({ phone: phones[i % 3]!, password: `Wrong#${i}pass` }, i));
    expect(nobody.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('with RATE_LIMITS=off (the benchmark, the browser tests)', () => {
  it('is off too: every password is checked', async () => {
    const unlimited = await startTestServer({ rateLimits: null });
    try {
      const who = await signupCustomer(unlimited, 'Benchmarked');
      const statuses = [];
      for (let i = 0; i < 8; i++) {
        statuses.push((await call(unlimited, 'POST', '/login', { body: { phone: who.user.phone, password: `Wrong#${i}pass` } })).status);
      }
      expect(statuses).toEqual(Array.from({ length: 8 }, () => 401));
      expect((await call(unlimited, 'POST', '/login', { body: { phone: who.user.phone, password: who.password } })).status).toBe(200);
    } finally {
      await unlimited.close();
    }
  });
});

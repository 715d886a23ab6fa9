import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { call, RELAXED_LIMITS, startTestServer, uniquePhone, type TestServer } from '../test/harness';

/**
 * Behind a proxy, only the hops we were told to trust are believed (docs/decisions/0026). The
 * leftmost X-Forwarded-For entry is whatever the client wrote: rotating it must not buy a fresh
 * per-address budget. The test client stands in for the proxy (it connects from 127.0.0.1).
 */
const LIMIT = 5;
const limits = { ...RELAXED_LIMITS, otpRequestPerAddress: { max: LIMIT, windowMs: 60 * 60_000 } };
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Code requests (a new phone each, so only the per-address limit can refuse) with the given X-Forwarded-For values. */
async function askCodes(forwardedFor: (i: number) => string, count = 15): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call(server!, 'POST', '/auth/forgot-password/request-otp', {
      body: { phone: uniquePhone() },
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    statuses.push(res.status);
  }
  return statuses;
}

const rotatingLeftmost = (client: string) => (i: number) => `198.51.100.${i + 1}, ${client}`;
const accepted = (statuses: number[]) => statuses.filter((s) => s === 200).length;

describe.each<[string, Config['trustProxy']]>([
  ['a hop count (TRUST_PROXY=1)', 1],
  ['a list of proxy addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)', ['10.0.0.0/8', '127.0.0.1']],
])('trusting %s', (_what, trustProxy) => {
  it('does not let a rotating leftmost entry escape the per-address limit', async () => {
    server = await startTestServer({ trustProxy, rateLimits: limits });
    const statuses = await askCodes(rotatingLeftmost('203.0.113.7'));
    expect(accepted(statuses)).toBe(LIMIT);
    expect(statuses.slice(LIMIT).every((s) => s === 429)).toBe(true);
  });

  it('counts each real client (the address our proxy saw) on its own', async () => {
    server = await startTestServer({ trustProxy, rateLimits: limits });
    expect(accepted(await askCodes(() => '203.0.113.8', LIMIT + 2))).toBe(LIMIT);
    expect(accepted(await askCodes(() => '203.0.113.9', LIMIT + 2))).toBe(LIMIT);
  });
});

describe('trusting no proxy (the default)', () => {
  it('ignores X-Forwarded-For altogether', async () => {
    server = await startTestServer({ trustProxy: false, rateLimits: limits });
    const statuses = await askCodes((i) => `203.0.113.${i + 1}`);
    expect(accepted(statuses)).toBe(LIMIT);
  });
});

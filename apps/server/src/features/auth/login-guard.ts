import type { Redis } from 'ioredis';

/**
 * Failed logins are counted per account (the phone or e-mail given, whether or not it has an
 * account, so the answers never tell), across every address (docs/decisions/0027):
 * - the first FREE_FAILURES wrong passwords in an hour are checked as they come;
 * - after that each attempt waits for the last failure plus a growing pause (1 s, 2 s, 4 s, …,
 *   at most MAX_WAIT_MS), and is answered 429 with Retry-After meanwhile, unchecked;
 * - at most MAX_FAILURES_PER_HOUR wrong passwords per account in any hour are ever checked;
 * - a successful login clears the count.
 * An attempt counts as a failure the moment it is let through (a success then clears it), so
 * any number of parallel guesses get no more checks than sequential ones.
 */
export const LOGIN_GUARD_RULES = {
  freeFailures: 5,
  maxFailuresPerHour: 20,
  firstWaitMs: 1000,
  maxWaitMs: 15 * 60_000,
  windowMs: 60 * 60_000,
} as const;

export type LoginVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The pure rule: given the failures within the last hour (oldest first), may another try go ahead now? */
export function loginVerdict(failures: readonly number[], now: number, rules = LOGIN_GUARD_RULES): LoginVerdict {
  const recent = failures.filter((at) => at > now - rules.windowMs);
  const n = recent.length;
  if (n >= rules.maxFailuresPerHour) return { allowed: false, retryAfterMs: recent[n - rules.maxFailuresPerHour]! + rules.windowMs - now };
  if (n < rules.freeFailures) return { allowed: true };
  const wait = Math.min(rules.firstWaitMs * 2 ** (n - rules.freeFailures), rules.maxWaitMs);
  const until = recent[n - 1]! + wait;
  return until > now ? { allowed: false, retryAfterMs: until - now } : { allowed: true };
}

export interface LoginGuardStore {
  /** Atomically: decide by the account's failures and, when allowed, record this try as one. */
  admit(key: string, now: number): Promise<LoginVerdict>;
  /** The password was right: the account starts again from nothing. */
  clear(key: string): Promise<void>;
}

/** One process's count (the default without Redis). JavaScript runs one admit at a time. */
export class MemoryLoginGuardStore implements LoginGuardStore {
  /** Oldest try first: each try moves its account to the end. */
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly maxAccounts = 100_000) {}

  async admit(key: string, now: number): Promise<LoginVerdict> {
    const kept = (this.failures.get(key) ?? []).filter((at) => at > now - LOGIN_GUARD_RULES.windowMs);
    const verdict = loginVerdict(kept, now);
    if (verdict.allowed) kept.push(now);
    this.failures.delete(key);
    if (kept.length) this.failures.set(key, kept);
    // Memory stays bounded: past the limit the account tried longest ago is forgotten (most
    // often its hour is over anyway). Flushing an account under attack this way takes that many
    // other identifiers tried after it, each through the per-address limit and a password check.
    if (this.failures.size > this.maxAccounts) this.failures.delete(this.failures.keys().next().value!);
    return verdict;
  }

  async clear(key: string): Promise<void> {
    this.failures.delete(key);
  }
}

// The same rule as loginVerdict, run inside Redis so every API process shares one count and
// two processes cannot both admit the last try. Failures are a sorted set of try times.
const ADMIT_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local free = tonumber(ARGV[3])
local cap = tonumber(ARGV[4])
local first = tonumber(ARGV[5])
local maxWait = tonumber(ARGV[6])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local n = redis.call('ZCARD', key)
if n >= cap then
  local oldest = redis.call('ZRANGE', key, n - cap, n - cap, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
if n >= free then
  local last = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
  local wait = math.min(first * 2 ^ (n - free), maxWait)
  local untilAt = tonumber(last[2]) + wait
  if untilAt > now then return untilAt - now end
end
redis.call('ZADD', key, now, ARGV[7])
redis.call('PEXPIRE', key, window)
return 0
`;

export class RedisLoginGuardStore implements LoginGuardStore {
  private sequence = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'laundry-login:',
  ) {}

  async admit(key: string, now: number): Promise<LoginVerdict> {
    const r = LOGIN_GUARD_RULES;
    // Each try is its own member, even two in the same millisecond.
    const member = `${now}-${process.pid}-${(this.sequence += 1)}`;
    const wait = Number(
      await this.redis.eval(
        ADMIT_SCRIPT,
        1,
        this.prefix + key,
        now,
        r.windowMs,
        r.freeFailures,
        r.maxFailuresPerHour,
        r.firstWaitMs,
        r.maxWaitMs,
        member,
      ),
    );
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/** "Please try again in 3 minutes." and the like, from a wait in milliseconds. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

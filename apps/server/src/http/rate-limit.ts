import type { RateLimitOptions } from '@fastify/rate-limit';
import type { RateLimitRule } from '../config';

/** Route config for @fastify/rate-limit; no limit when limits are switched off (bench only). */
export function limit(rule: RateLimitRule | undefined): { rateLimit: RateLimitOptions | false } {
  return { rateLimit: rule ? { max: rule.max, timeWindow: rule.windowMs } : false };
}

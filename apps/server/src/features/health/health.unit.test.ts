import { describe, expect, it } from 'vitest';
import { redisAnswers } from './health.routes';

describe('redisAnswers (readiness)', () => {
  it('is true on PONG, false when Redis refuses or stays silent past the timeout', async () => {
    expect(await redisAnswers({ ping: async () => 'PONG' })).toBe(true);
    expect(await redisAnswers({ ping: () => Promise.reject(new Error('ECONNREFUSED')) })).toBe(false);
    expect(await redisAnswers({ ping: () => new Promise<string>(() => {}) }, 20)).toBe(false);
  });
});

import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './test/child-process';

/**
 * The real entry refuses to start production in a way that would leak or lose reset codes:
 * no SMS gateway (codes reach no phone), or the echo on (codes in API answers). It says why in
 * one line and exits non-zero before opening the database or a port.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'laundry-prod-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BASE = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  DATABASE_URL: `file:${path.join(dir, 'never-made.sqlite')}`,
  API_PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  SMS_PROVIDER: '',
  OTP_ECHO: '',
  MSG91_AUTH_KEY: '',
  MSG91_OTP_TEMPLATE_ID: '',
  REDIS_URL: '',
};
const MSG91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k-1', MSG91_OTP_TEMPLATE_ID: 't-1' };

function start(env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', 'apps/server/src/test/api-process.ts'], { ...BASE, ...env }, 45_000);
}

describe('a production start', () => {
  // The line is pino's JSON: the quotes around "log" arrive escaped.
  it.each([
    ['without an SMS gateway', {}, /SMS_PROVIDER must be msg91 when NODE_ENV=production \(unset/],
    ['with the log sender', { SMS_PROVIDER: 'log' }, /SMS_PROVIDER must be msg91 when NODE_ENV=production \(\\"log\\" sends no reset code/],
    ['with OTP_ECHO on', { ...MSG91, OTP_ECHO: 'on' }, /OTP_ECHO cannot be on when NODE_ENV=production/],
    ['with MSG91 but no template', { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k-1' }, /MSG91_OTP_TEMPLATE_ID is required when SMS_PROVIDER=msg91/],
  ])('fails fast %s, in one line naming the setting', async (_what, env, message) => {
    const result = await start(env);
    expect(result.code).not.toBe(0);
    const lines = `${result.stdout}${result.stderr}`.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Configuration error/);
    expect(lines[0]).toMatch(message);
  });
});

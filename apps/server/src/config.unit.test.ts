import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, jwtSecret, loadConfig } from './config';

const secret = 'x'.repeat(40);

describe('loadConfig', () => {
  it('refuses to start in production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('refuses a short secret and switched-off rate limits in production', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/32 characters/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, RATE_LIMITS: 'off' })).toThrow(ConfigError);
    expect(loadConfig({ JWT_SECRET: secret, RATE_LIMITS: 'off' }).rateLimits).toBeNull();
  });

  it('echoes reset codes outside production only, unless told otherwise', () => {
    expect(loadConfig({ JWT_SECRET: secret }).otpEcho).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).otpEcho).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, OTP_ECHO: 'true' }).otpEcho).toBe(true);
    expect(loadConfig({ JWT_SECRET: secret, OTP_ECHO: 'off' }).otpEcho).toBe(false);
  });

  it('reads ports, origins and the database from the environment', () => {
    const config = loadConfig({ JWT_SECRET: secret, API_PORT: '5000', WEB_PORT: '5001', WEB_ORIGIN: 'https://a.example/, https://b.example', DATABASE_URL: 'postgres://u@h/db' });
    expect(config).toMatchObject({ apiPort: 5000, webPort: 5001, webOrigins: ['https://a.example', 'https://b.example'], databaseUrl: 'postgres://u@h/db' });
    expect(loadConfig({ JWT_SECRET: secret }).databaseUrl).toMatch(/^file:.*data\/laundry\.sqlite$/);
    expect(() => loadConfig({ JWT_SECRET: secret, API_PORT: 'abc' })).toThrow(/API_PORT/);
  });
});

describe('jwtSecret', () => {
  it('outside production makes a secret once, keeps it under the data folder, and reads it back on the next start', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'laundry-secret-')), 'data');
    try {
      const first = jwtSecret('development', undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dir, 'jwt-secret');
      expect(readFileSync(file, 'utf8')).toBe(first);
      // Readable by the server's user only.
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(jwtSecret('development', undefined, dir)).toBe(first);
      // One given in the environment wins; production never makes one up.
      expect(jwtSecret('development', secret, dir)).toBe(secret);
      expect(() => jwtSecret('production', undefined, dir)).toThrow(ConfigError);
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});

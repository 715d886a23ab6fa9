import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

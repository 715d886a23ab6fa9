import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DATA_DIR, REPO_ROOT, configSchema, databaseUrl, ensureDevJwtSecret, loadConfig } from './config';

const secret = 'x'.repeat(40);
const SERVER_SRC = path.dirname(fileURLToPath(import.meta.url));

describe('loadConfig', () => {
  it('refuses to start in production without a JWT secret; outside production a missing one is null', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: '' })).toThrow(/^JWT_SECRET is required when NODE_ENV=production$/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(loadConfig({}).jwtSecret).toBeNull();
  });

  it('refuses a short secret and switched-off rate limits in production', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/32 characters/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, RATE_LIMITS: 'off' })).toThrow(/^RATE_LIMITS /);
    expect(loadConfig({ JWT_SECRET: secret, RATE_LIMITS: 'off' }).rateLimits).toBeNull();
    expect(loadConfig({ JWT_SECRET: secret }).rateLimits).not.toBeNull();
    expect(() => loadConfig({ RATE_LIMITS: 'on' })).toThrow(/^RATE_LIMITS can only be "off"/);
  });

  it('echoes reset codes outside production only, unless told otherwise', () => {
    expect(loadConfig({ JWT_SECRET: secret }).otpEcho).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).otpEcho).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, OTP_ECHO: 'true' }).otpEcho).toBe(true);
    expect(loadConfig({ JWT_SECRET: secret, OTP_ECHO: 'off' }).otpEcho).toBe(false);
    expect(() => loadConfig({ OTP_ECHO: 'maybe' })).toThrow(/^OTP_ECHO must be true or false/);
  });

  it('reads ports, origins and the database from the environment', () => {
    const config = loadConfig({
      JWT_SECRET: secret,
      API_PORT: '5000',
      WEB_PORT: '5001',
      WEB_ORIGIN: 'https://a.example/, https://b.example',
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(config).toMatchObject({
      apiPort: 5000,
      webPort: 5001,
      webOrigins: ['https://a.example', 'https://b.example'],
      databaseUrl: 'postgres://u@h/db',
    });
    expect(loadConfig({ JWT_SECRET: secret }).databaseUrl).toMatch(/^file:.*data\/laundry\.sqlite$/);
    expect(() => loadConfig({ JWT_SECRET: secret, API_PORT: 'abc' })).toThrow(/API_PORT/);
  });

  it('falls back to the defaults the README gives, blank values counting as unset', () => {
    const config = loadConfig({ API_PORT: '', HOST: ' ', WEB_DIST: '' });
    expect(config).toEqual({
      env: 'development',
      apiPort: 4000,
      webPort: 3000,
      host: '0.0.0.0',
      databaseUrl: `file:${path.join(DATA_DIR, 'laundry.sqlite')}`,
      redisUrl: null,
      jwtSecret: null,
      webOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      publicApiUrl: 'http://localhost:4000',
      otpEcho: true,
      trustProxy: false,
      rateLimits: expect.any(Object),
      logLevel: 'info',
      webDist: null,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('reads the proxy flag, the web build folder, Redis and the log level', () => {
    const config = loadConfig({ TRUST_PROXY: 'true', WEB_DIST: '/tmp/web', REDIS_URL: 'redis://127.0.0.1:6379', LOG_LEVEL: 'warn' });
    expect(config).toMatchObject({ trustProxy: true, webDist: '/tmp/web', redisUrl: 'redis://127.0.0.1:6379', logLevel: 'warn' });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ PUBLIC_API_URL: 'https://api.example/' }).publicApiUrl).toBe('https://api.example');
  });

  it('refuses each bad value with one line naming its variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ NODE_ENV: 'prod' }, /^NODE_ENV must be development, production, test or unset, not "prod"$/],
      [{ WEB_PORT: '70000' }, /^WEB_PORT must be a port number/],
      [{ DATABASE_URL: 'mysql://h/db' }, /^DATABASE_URL must be a SQLite file/],
      [{ REDIS_URL: 'localhost:6379' }, /^REDIS_URL must be a redis:\/\//],
      [{ WEB_ORIGIN: 'https://a.example/app' }, /^WEB_ORIGIN must be comma-separated origins/],
      [{ PUBLIC_API_URL: 'api.example' }, /^PUBLIC_API_URL must be an http/],
      [{ TRUST_PROXY: 'sometimes' }, /^TRUST_PROXY must be true or false/],
      [{ LOG_LEVEL: 'verbose' }, /^LOG_LEVEL must be one of/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    }
    // Several at once: all of them, still on one line.
    let error: unknown;
    try {
      loadConfig({ API_PORT: 'x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^API_PORT .*; LOG_LEVEL /);
    expect((error as Error).message).not.toContain('\n');
  });

  it('never echoes the secret in its message', () => {
    expect(() => loadConfig({ JWT_SECRET: 'hunter2-short' })).toThrow(/^JWT_SECRET must be at least 32 characters$/);
  });

  it('writes nothing: without JWT_SECRET it leaves data/jwt-secret as it was (absent stays absent)', () => {
    const file = path.join(DATA_DIR, 'jwt-secret');
    const state = () => (existsSync(file) ? statSync(file).mtimeMs : 'absent');
    const before = state();
    for (const env of ['development', 'test'] as const) expect(loadConfig({ NODE_ENV: env }).jwtSecret).toBeNull();
    expect(state()).toBe(before);
  });
});

describe('databaseUrl', () => {
  it('is DATABASE_URL, or the SQLite file under data/, checked like the rest', () => {
    expect(databaseUrl({ DATABASE_URL: 'postgres://u@h/db' })).toBe('postgres://u@h/db');
    expect(databaseUrl({})).toBe(`file:${path.join(DATA_DIR, 'laundry.sqlite')}`);
    // The create-admin CLI runs in production without the service's JWT secret.
    expect(databaseUrl({ NODE_ENV: 'production', DATABASE_URL: 'file:/tmp/x.sqlite' })).toBe('file:/tmp/x.sqlite');
    expect(() => databaseUrl({ DATABASE_URL: 'nope' })).toThrow(/^DATABASE_URL must be/);
  });
});

describe('ensureDevJwtSecret', () => {
  it('makes a secret once, keeps it under the data folder for the server user only, and reads it back on the next start', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'laundry-secret-')), 'data');
    try {
      const first = ensureDevJwtSecret(dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dir, 'jwt-secret');
      expect(readFileSync(file, 'utf8')).toBe(first);
      // Readable by the server's user only.
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const written = statSync(file).mtimeMs;
      expect(ensureDevJwtSecret(dir)).toBe(first);
      expect(statSync(file).mtimeMs).toBe(written);
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('refuses a kept secret too short to sign with rather than replacing it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'laundry-secret-'));
    try {
      writeFileSync(path.join(dir, 'jwt-secret'), 'short\n');
      expect(() => ensureDevJwtSecret(dir)).toThrow(ConfigError);
      expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe('short\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('settings', () => {
  it("every variable the config schema reads is in the README's Settings table", () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const section = /^## Settings\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
    expect(section, 'README.md has a "## Settings" section').toBeDefined();
    const documented = new Set([...section!.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]));
    const known = Object.keys(configSchema.in.shape);
    expect(known.length).toBeGreaterThan(10);
    expect(known.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('only config.ts reads process.env in the server (tests and test helpers aside)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        const rel = path.relative(SERVER_SRC, full);
        if (entry.isDirectory()) {
          if (rel !== 'test') walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && rel !== 'config.ts') {
          if (/process\.env\b/.test(readFileSync(full, 'utf8'))) offenders.push(rel);
        }
      }
    };
    walk(SERVER_SRC);
    expect(offenders).toEqual([]);
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DATA_DIR, REPO_ROOT, configSchema, databaseUrl, ensureDevJwtSecret, loadConfig } from './config';

const secret = 'x'.repeat(40);
/** A production that may start: secret, and a real SMS gateway. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: secret,
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key-123',
  MSG91_OTP_TEMPLATE_ID: 'tmpl-1',
} as const;
const SERVER_SRC = path.dirname(fileURLToPath(import.meta.url));

describe('loadConfig', () => {
  it('refuses to start in production without a JWT secret; outside production a missing one is null', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: '' })).toThrow(/^JWT_SECRET is required when NODE_ENV=production$/);
    expect(loadConfig(PRODUCTION).jwtSecret).toBe(secret);
    expect(loadConfig({}).jwtSecret).toBeNull();
  });

  it('refuses a short secret and switched-off rate limits in production', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/32 characters/);
    expect(() => loadConfig({ ...PRODUCTION, RATE_LIMITS: 'off' })).toThrow(/^RATE_LIMITS /);
    expect(loadConfig({ JWT_SECRET: secret, RATE_LIMITS: 'off' }).rateLimits).toBeNull();
    expect(loadConfig({ JWT_SECRET: secret }).rateLimits).not.toBeNull();
    expect(() => loadConfig({ RATE_LIMITS: 'on' })).toThrow(/^RATE_LIMITS can only be "off"/);
  });

  it('echoes reset codes outside production only, and refuses to start production with the echo on', () => {
    expect(loadConfig({ JWT_SECRET: secret }).otpEcho).toBe(true);
    expect(loadConfig(PRODUCTION).otpEcho).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, OTP_ECHO: 'true' })).toThrow(/^OTP_ECHO cannot be on when NODE_ENV=production/);
    expect(loadConfig({ ...PRODUCTION, OTP_ECHO: 'off' }).otpEcho).toBe(false);
    expect(loadConfig({ JWT_SECRET: secret, OTP_ECHO: 'off' }).otpEcho).toBe(false);
    expect(() => loadConfig({ OTP_ECHO: 'maybe' })).toThrow(/^OTP_ECHO must be true or false/);
  });

  it('sends reset codes by MSG91 only when told, with its key and template, and production only so', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'log' });
    expect(loadConfig({ SMS_PROVIDER: 'log' }).sms).toEqual({ provider: 'log' });
    expect(loadConfig(PRODUCTION).sms).toEqual({
      provider: 'msg91',
      authKey: 'key-123',
      templateId: 'tmpl-1',
      senderId: null,
      baseUrl: 'https://control.msg91.com',
    });
    expect(loadConfig({ ...PRODUCTION, MSG91_SENDER_ID: 'SLLNDY', MSG91_BASE_URL: 'http://127.0.0.1:9999/' }).sms).toMatchObject({
      senderId: 'SLLNDY',
      baseUrl: 'http://127.0.0.1:9999',
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', MSG91_OTP_TEMPLATE_ID: 't' })).toThrow(/^MSG91_AUTH_KEY is required when SMS_PROVIDER=msg91$/);
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' })).toThrow(/^MSG91_OTP_TEMPLATE_ID is required when SMS_PROVIDER=msg91$/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/^SMS_PROVIDER must be log or msg91, not "twilio"$/);
    expect(() => loadConfig({ MSG91_BASE_URL: 'control.msg91.com' })).toThrow(/^MSG91_BASE_URL must be an http/);
    // Production with no gateway would send no code to anyone: it does not start.
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(/^SMS_PROVIDER must be msg91 when NODE_ENV=production \(unset/);
    expect(() => loadConfig({ ...PRODUCTION, SMS_PROVIDER: 'log' })).toThrow(/^SMS_PROVIDER must be msg91 when NODE_ENV=production \("log"/);
  });

  it('vouches for the Play Store app only with its package name and fingerprints together, each checked', () => {
    const print = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).toUpperCase().padStart(2, '0')).join(':');
    const other = print.replace(/^00/, 'FF');
    expect(loadConfig({}).twa).toBeNull();
    expect(loadConfig({ TWA_PACKAGE_NAME: ' ', TWA_SHA256_FINGERPRINTS: '' }).twa).toBeNull();
    expect(loadConfig({ TWA_PACKAGE_NAME: 'in.sakalaundry.twa', TWA_SHA256_FINGERPRINTS: `${print}, ${other}` }).twa).toEqual({
      packageName: 'in.sakalaundry.twa',
      fingerprints: [print, other],
    });
    expect(() => loadConfig({ TWA_PACKAGE_NAME: 'in.sakalaundry.twa' })).toThrow(
      /^TWA_SHA256_FINGERPRINTS is required when TWA_PACKAGE_NAME is set$/,
    );
    expect(() => loadConfig({ TWA_SHA256_FINGERPRINTS: print })).toThrow(/^TWA_PACKAGE_NAME is required when TWA_SHA256_FINGERPRINTS is set$/);
    expect(() => loadConfig({ TWA_PACKAGE_NAME: 'sakalaundry', TWA_SHA256_FINGERPRINTS: print })).toThrow(
      /^TWA_PACKAGE_NAME must be an Android package name/,
    );
    // A lower-case or shortened fingerprint is refused, not rewritten: the file must say what Play Console says.
    for (const bad of [print.toLowerCase(), print.slice(3), `${print},`]) {
      expect(() => loadConfig({ TWA_PACKAGE_NAME: 'in.sakalaundry.twa', TWA_SHA256_FINGERPRINTS: bad }), bad).toThrow(
        /^TWA_SHA256_FINGERPRINTS must be comma-separated SHA-256 fingerprints/,
      );
    }
  });

  it('sends customer messages by WhatsApp only with the token, the phone number ID and the app secret together', () => {
    const whatsapp = { WHATSAPP_TOKEN: 'EAAG-token', WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_APP_SECRET: 'app-secret' };
    expect(loadConfig({}).whatsapp).toBeNull();
    // The webhook's secrets alone send nothing.
    expect(loadConfig({ WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 'v' }).whatsapp).toBeNull();
    expect(loadConfig(whatsapp).whatsapp).toEqual({
      token: 'EAAG-token',
      phoneNumberId: '106540352242922',
      apiBase: 'https://graph.facebook.com/v21.0',
      appSecret: 'app-secret',
      verifyToken: null,
    });
    expect(loadConfig({ ...whatsapp, WHATSAPP_API_BASE: 'http://127.0.0.1:9999/v21.0/', WHATSAPP_VERIFY_TOKEN: 'verify-me' }).whatsapp).toMatchObject(
      {
        apiBase: 'http://127.0.0.1:9999/v21.0',
        verifyToken: 'verify-me',
      },
    );
    expect(loadConfig({ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: ' 106540352242922 ' }).whatsapp?.phoneNumberId).toBe('106540352242922');
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: '' }, /^WHATSAPP_PHONE_NUMBER_ID is required when WHATSAPP_TOKEN is set$/],
      [{ ...whatsapp, WHATSAPP_TOKEN: ' ' }, /^WHATSAPP_TOKEN is required when WHATSAPP_PHONE_NUMBER_ID is set$/],
      [
        { ...whatsapp, WHATSAPP_APP_SECRET: '' },
        /^WHATSAPP_APP_SECRET is required when WhatsApp is configured \(the webhook checks its signature\)$/,
      ],
      [{ WHATSAPP_TOKEN: 't' }, /^WHATSAPP_PHONE_NUMBER_ID is required when WHATSAPP_TOKEN is set; WHATSAPP_APP_SECRET is required/],
      [
        { ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: '1065/../me' },
        /^WHATSAPP_PHONE_NUMBER_ID must be the numeric phone number ID from WhatsApp Manager/,
      ],
      [
        { ...whatsapp, WHATSAPP_API_BASE: 'graph.facebook.com/v21.0' },
        /^WHATSAPP_API_BASE must be an http:\/\/ or https:\/\/ URL, not "graph.facebook.com\/v21.0"$/,
      ],
      [{ ...whatsapp, WHATSAPP_API_BASE: 'ftp://graph.facebook.com' }, /^WHATSAPP_API_BASE must be an http/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    }
  });

  it('never echoes the WhatsApp token or app secret in its message', () => {
    let error: unknown;
    try {
      loadConfig({ WHATSAPP_TOKEN: 'EAAG-secret-token', WHATSAPP_APP_SECRET: 'app-secret-42' });
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).not.toMatch(/EAAG-secret-token|app-secret-42/);
    expect((error as Error).message).not.toContain('\n');
  });

  it('reads the DLT template id of each event sent by SMS, refusing what it does not know', () => {
    expect(loadConfig({}).msg91EventTemplates).toEqual({});
    expect(loadConfig({ MSG91_EVENT_TEMPLATES: ' ' }).msg91EventTemplates).toEqual({});
    expect(loadConfig({ MSG91_EVENT_TEMPLATES: '{}' }).msg91EventTemplates).toEqual({});
    expect(
      loadConfig({ MSG91_EVENT_TEMPLATES: '{"booked": "1107170000000000001", "out-for-delivery": " 1107170000000000006 "}' }).msg91EventTemplates,
    ).toEqual({ booked: '1107170000000000001', 'out-for-delivery': '1107170000000000006' });
    const cases: [string, RegExp][] = [
      ['{"booked": "1", "shipped": "2"}', /^MSG91_EVENT_TEMPLATES names an unknown event "shipped" \(the events are booked, pickup-reminder, /],
      ['{"out_for_delivery": "2"}', /^MSG91_EVENT_TEMPLATES names an unknown event "out_for_delivery"/],
      ['{"booked": 1107170000000000001}', /^MSG91_EVENT_TEMPLATES must give "booked" a template id as text$/],
      ['{"booked": ""}', /^MSG91_EVENT_TEMPLATES must give "booked" a template id as text$/],
      ['{"booked": null}', /^MSG91_EVENT_TEMPLATES must give "booked" a template id as text$/],
      ['booked=1107', /^MSG91_EVENT_TEMPLATES must be a JSON object of event → DLT template id/],
      ['["1107"]', /^MSG91_EVENT_TEMPLATES must be a JSON object/],
      ['"1107"', /^MSG91_EVENT_TEMPLATES must be a JSON object/],
      ['null', /^MSG91_EVENT_TEMPLATES must be a JSON object/],
    ];
    for (const [value, message] of cases) {
      expect(() => loadConfig({ MSG91_EVENT_TEMPLATES: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ MSG91_EVENT_TEMPLATES: value }), value).toThrow(message);
    }
  });

  it('binds to this machine only outside production, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('trusts a number of proxy hops or named proxies, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /^TRUST_PROXY cannot be ".*": trusting every hop believes the leftmost X-Forwarded-For entry, which the client writes itself.*Give the number of proxies in front \(TRUST_PROXY=1\)/,
      );
    }
    for (const value of ['11', '10.0.0.0/33', '300.1.1.1', 'proxy.example', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/^TRUST_PROXY must be a/);
    }
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

  it('takes Razorpay only whole: key pair and webhook secret, the API origin checked', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };
    expect(loadConfig(keys).razorpay).toEqual({
      keyId: 'rzp_test_1',
      keySecret: 'secret',
      webhookSecret: 'hook',
      apiBase: 'https://api.razorpay.com',
    });
    expect(loadConfig({ ...keys, RAZORPAY_API_BASE: 'http://127.0.0.1:4317/' }).razorpay?.apiBase).toBe('http://127.0.0.1:4317');
    expect(() => loadConfig({ ...keys, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(/RAZORPAY_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(/RAZORPAY_KEY_SECRET is required/);
    expect(() => loadConfig({ ...keys, RAZORPAY_API_BASE: 'http://x/v1' })).toThrow(/RAZORPAY_API_BASE/);
  });

  it('falls back to the defaults the README gives, blank values counting as unset', () => {
    const config = loadConfig({ API_PORT: '', HOST: ' ', WEB_DIST: '' });
    expect(config).toEqual({
      env: 'development',
      apiPort: 4000,
      webPort: 3000,
      host: '127.0.0.1',
      databaseUrl: `file:${path.join(DATA_DIR, 'laundry.sqlite')}`,
      redisUrl: null,
      jwtSecret: null,
      webOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      publicApiUrl: 'http://localhost:4000',
      otpEcho: true,
      sms: { provider: 'log' },
      whatsapp: null,
      razorpay: null,
      msg91EventTemplates: {},
      push: null,
      trustProxy: false,
      rateLimits: expect.any(Object),
      logLevel: 'info',
      logRequests: false,
      webDist: null,
      twa: null,
      backup: { dir: path.join(DATA_DIR, 'backups'), every: { daily: '02:00' }, keep: 14 },
    });
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('reads when backups are taken and how many are kept, and refuses what could mean several things', () => {
    expect(loadConfig({ BACKUP_EVERY: '23:30', BACKUP_KEEP: '3', BACKUP_DIR: 'backups' }).backup).toEqual({
      dir: path.resolve('backups'),
      every: { daily: '23:30' },
      keep: 3,
    });
    expect(loadConfig({ BACKUP_EVERY: '6h' }).backup.every).toEqual({ everyMinutes: 360 });
    expect(loadConfig({ BACKUP_EVERY: '30m' }).backup.every).toEqual({ everyMinutes: 30 });
    expect(loadConfig({ BACKUP_EVERY: 'off' }).backup.every).toBeNull();
    for (const bad of ['2:00', '24:00', 'daily', '1m', '25h', '6 h']) {
      expect(() => loadConfig({ BACKUP_EVERY: bad }), bad).toThrow(/BACKUP_EVERY must be a time of day in India/);
    }
    for (const bad of ['0', '-1', 'all', '1.5']) expect(() => loadConfig({ BACKUP_KEEP: bad }), bad).toThrow(/BACKUP_KEEP must be a whole number/);
  });

  it('logs each request in production, or when asked for debug output; development start-up stays readable', () => {
    expect(loadConfig({}).logRequests).toBe(false);
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logRequests).toBe(true);
    expect(loadConfig({ LOG_LEVEL: 'trace' }).logRequests).toBe(true);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_OTP_TEMPLATE_ID: 't' };
    expect(loadConfig(production).logRequests).toBe(true);
  });

  it('reads the proxy hops, the web build folder, Redis and the log level', () => {
    const config = loadConfig({ TRUST_PROXY: '1', WEB_DIST: '/tmp/web', REDIS_URL: 'redis://127.0.0.1:6379', LOG_LEVEL: 'warn' });
    expect(config).toMatchObject({ trustProxy: 1, webDist: '/tmp/web', redisUrl: 'redis://127.0.0.1:6379', logLevel: 'warn' });
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
      [{ TRUST_PROXY: 'sometimes' }, /^TRUST_PROXY must be a hop count or comma-separated addresses/],
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
      // Readable by the server's user only, in a folder only it can enter.
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
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

import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MESSAGE_EVENTS, type MessageEvent } from '@laundry/shared/contracts/messages';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DATA_DIR = path.join(REPO_ROOT, 'data');

export interface RateLimitRule {
  max: number;
  /** milliseconds */
  windowMs: number;
}

export interface RateLimits {
  login: RateLimitRule;
  signup: RateLimitRule;
  ticket: RateLimitRule;
  otpRequestPerAddress: RateLimitRule;
  otpResetPerAddress: RateLimitRule;
  track: RateLimitRule;
}

/** MSG91's Flow API (docs/decisions/0025). */
export interface Msg91Settings {
  provider: 'msg91';
  authKey: string;
  templateId: string;
  senderId: string | null;
  /** Origin of the API, without a trailing slash; tests point it at a local stand-in. */
  baseUrl: string;
}
/** Where reset codes are sent: nowhere outside development (`log`), or MSG91. */
export type SmsSettings = { provider: 'log' } | Msg91Settings;

/** WhatsApp Cloud API for the customer messages (docs/decisions/0055). */
/** The Play Store app (a Trusted Web Activity) this site vouches for in /.well-known/assetlinks.json (decision 0080). */
export interface TwaSettings {
  packageName: string;
  /** The signing certificates' SHA-256 fingerprints, AB:CD:… as Play Console shows them. */
  fingerprints: string[];
}

export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  /** Graph's versioned base, without a trailing slash; tests point it at a local stand-in. */
  apiBase: string;
  /** Keys the webhook's X-Hub-Signature-256. */
  appSecret: string;
  /** What Meta must echo to subscribe the webhook; null refuses every subscription. */
  verifyToken: string | null;
}

/** Razorpay, the optional payment gateway (docs/decisions/0085). */
export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Origin of the API, without a trailing slash; tests point it at a local stand-in. */
  apiBase: string;
}

/** Web Push's VAPID identity (docs/decisions/0081): the keys browsers subscribe with, and who to contact. */
export interface PushSettings {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push services may write to. */
  subject: string;
}

/** What the running server uses. */
export interface Config {
  env: 'development' | 'production' | 'test';
  apiPort: number;
  webPort: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | null;
  jwtSecret: string;
  webOrigins: string[];
  publicApiUrl: string;
  otpEcho: boolean;
  sms: SmsSettings;
  /** Null: no WhatsApp account, messages go by SMS or click to send. */
  whatsapp: WhatsAppSettings | null;
  /** Null: no gateway; customers pay by the UPI link and report it (the default). */
  razorpay: RazorpaySettings | null;
  /** The DLT template id of each event sent by SMS through MSG91; an event without one is not sent by SMS. */
  msg91EventTemplates: Partial<Record<MessageEvent, string>>;
  /** Null: no Web Push; customers are told by WhatsApp, SMS or click to send. */
  push: PushSettings | null;
  /**
   * Which X-Forwarded-For hops to believe, so per-address limits see the client behind a load
   * balancer: false (none), a number of proxy hops, or the proxies' addresses/CIDR ranges.
   */
  trustProxy: false | number | string[];
  rateLimits: RateLimits | null;
  logLevel: string;
  /**
   * One log line per request: in production (the access log), or when LOG_LEVEL is debug/trace.
   * In development they would push the demo accounts printed at start-up off the screen.
   */
  logRequests: boolean;
  /** Folder of a built web app to serve instead of apps/web/dist. */
  webDist: string | null;
  /** Null: no Play Store app, so /.well-known/assetlinks.json answers 404. */
  twa: TwaSettings | null;
  backup: BackupSettings;
}

/**
 * When the running app takes a backup: daily at a time of day in India (`02:00`), or every so many
 * minutes or hours counted from midnight in India (`6h`, `30m`); null: never (docs/decisions/0082).
 */
export type BackupEvery = { daily: string } | { everyMinutes: number } | null;

export interface BackupSettings {
  dir: string;
  every: BackupEvery;
  /** How many backups the schedule keeps; older ones are deleted after each new one. */
  keep: number;
}

/**
 * What loadConfig reads from the environment. Outside production JWT_SECRET may be missing
 * (null): start-up then calls ensureDevJwtSecret, so reading the settings never writes a file.
 */
export type LoadedConfig = Omit<Config, 'jwtSecret'> & { jwtSecret: string | null };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, windowMs: MINUTE },
  signup: { max: 5, windowMs: MINUTE },
  ticket: { max: 5, windowMs: MINUTE },
  otpRequestPerAddress: { max: 10, windowMs: HOUR },
  otpResetPerAddress: { max: 20, windowMs: HOUR },
  track: { max: 30, windowMs: MINUTE },
};

export class ConfigError extends Error {}

const ENVIRONMENTS = ['development', 'production', 'test'] as const;
// pino's levels, plus its "silent".
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];
const JWT_SECRET_MIN = 32;
const DEFAULT_DATABASE_URL = `file:${path.join(DATA_DIR, 'laundry.sqlite')}`;
export const MSG91_DEFAULT_BASE_URL = 'https://control.msg91.com';
export const WHATSAPP_DEFAULT_API_BASE = 'https://graph.facebook.com/v21.0';
export const RAZORPAY_DEFAULT_API_BASE = 'https://api.razorpay.com';
const SMS_PROVIDERS = ['log', 'msg91'] as const;
/** An Android application id: dot-separated parts, each a letter then letters, digits or _. */
const ANDROID_PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** A SHA-256 certificate fingerprint as Play Console and keytool print it: 32 upper-case hex pairs with colons. */
const SHA256_FINGERPRINT = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/;
export const DEFAULT_BACKUP_DIR = path.join(DATA_DIR, 'backups');
const DEFAULT_BACKUP_KEEP = 14;

// Every message below follows the variable's name: "API_PORT must be a port number…".
function problem(ctx: z.RefinementCtx, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** Unset and blank are the same: `FOO=` in an env file or a compose file means "not given". */
const raw = z
  .string({ error: 'must be text' })
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));
const trimmed = raw.transform((value) => value?.trim());

const port = (fallback: number) =>
  trimmed.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const n = Number(value);
    return /^\d+$/.test(value) && n <= 65535 ? n : problem(ctx, `must be a port number (0–65535), not "${value}"`);
  });

const flag = trimmed.transform((value, ctx): boolean | undefined => {
  if (value === undefined) return undefined;
  const v = value.toLowerCase();
  if (TRUE.includes(v)) return true;
  if (FALSE.includes(v)) return false;
  return problem(ctx, `must be true or false (or 1/0, yes/no, on/off), not "${value}"`);
});

/** An IPv4/IPv6 address, or one with a /prefix in range (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The bytes an unpadded base64url text holds (as web-push wants its keys), or -1 when it is not one. */
function base64urlBytes(value: string): number {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * One schema for every setting the server reads; its keys are the variables (the README's
 * settings table is checked against them). Values that could mean several things are refused
 * rather than guessed: a mistyped NODE_ENV must not quietly run production as development
 * (demo accounts, codes echoed).
 */
export const configSchema = z
  .object({
    NODE_ENV: trimmed.transform((value, ctx): Config['env'] => {
      if (value === undefined) return 'development';
      return (ENVIRONMENTS as readonly string[]).includes(value)
        ? (value as Config['env'])
        : problem(ctx, `must be ${ENVIRONMENTS.join(', ')} or unset, not "${value}"`);
    }),
    API_PORT: port(4000),
    WEB_PORT: port(3000),
    HOST: trimmed,
    DATABASE_URL: trimmed.transform((value, ctx) => {
      if (value === undefined) return DEFAULT_DATABASE_URL;
      // The two forms createDatabase understands.
      return /^(file|sqlite):|^postgres(ql)?:\/\//i.test(value)
        ? value
        : problem(ctx, 'must be a SQLite file (file:path) or a PostgreSQL URL (postgres://user@host:5432/db)');
    }),
    REDIS_URL: trimmed.transform((value, ctx) =>
      value === undefined || /^rediss?:\/\/\S+$/i.test(value) ? value : problem(ctx, 'must be a redis:// or rediss:// URL'),
    ),
    // Not trimmed: the secret is used exactly as given.
    JWT_SECRET: raw.transform((value, ctx) =>
      value === undefined || value.length >= JWT_SECRET_MIN ? value : problem(ctx, `must be at least ${JWT_SECRET_MIN} characters`),
    ),
    WEB_ORIGIN: trimmed.transform((value, ctx): string[] | undefined => {
      if (value === undefined) return undefined;
      const origins: string[] = [];
      for (const entry of value
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)) {
        const url = httpUrl(entry);
        // CORS compares the browser's Origin header exactly: scheme, host and port, nothing after.
        if (!url || url.pathname !== '/' || url.search || url.hash) {
          return problem(ctx, `must be comma-separated origins such as https://shop.example, not "${entry}"`);
        }
        origins.push(url.origin);
      }
      return origins.length ? origins : problem(ctx, 'must name at least one origin');
    }),
    PUBLIC_API_URL: trimmed.transform((value, ctx) => {
      if (value === undefined) return undefined;
      return httpUrl(value) ? value.replace(/\/+$/, '') : problem(ctx, `must be an http:// or https:// URL, not "${value}"`);
    }),
    OTP_ECHO: flag,
    SMS_PROVIDER: trimmed.transform((value, ctx) => {
      if (value === undefined) return undefined;
      return (SMS_PROVIDERS as readonly string[]).includes(value)
        ? (value as (typeof SMS_PROVIDERS)[number])
        : problem(ctx, `must be ${SMS_PROVIDERS.join(' or ')}, not "${value}"`);
    }),
    // Not trimmed: keys are used exactly as given.
    MSG91_AUTH_KEY: raw,
    MSG91_OTP_TEMPLATE_ID: trimmed,
    MSG91_SENDER_ID: trimmed,
    MSG91_BASE_URL: trimmed.transform((value, ctx) => {
      if (value === undefined) return MSG91_DEFAULT_BASE_URL;
      const url = httpUrl(value);
      return url && url.pathname === '/' && !url.search ? url.origin : problem(ctx, `must be an http:// or https:// origin, not "${value}"`);
    }),
    MSG91_EVENT_TEMPLATES: trimmed.transform((value, ctx): Config['msg91EventTemplates'] => {
      if (value === undefined) return {};
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = undefined;
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        return problem(ctx, 'must be a JSON object of event → DLT template id, such as {"booked": "1107170000000000001"}');
      }
      const templates: Config['msg91EventTemplates'] = {};
      for (const [event, id] of Object.entries(parsed)) {
        if (!(MESSAGE_EVENTS as readonly string[]).includes(event)) {
          return problem(ctx, `names an unknown event "${event}" (the events are ${MESSAGE_EVENTS.join(', ')})`);
        }
        if (typeof id !== 'string' || id.trim() === '') return problem(ctx, `must give "${event}" a template id as text`);
        templates[event as MessageEvent] = id.trim();
      }
      return templates;
    }),
    // Not trimmed: secrets are used exactly as given.
    WHATSAPP_TOKEN: raw,
    WHATSAPP_PHONE_NUMBER_ID: trimmed.transform((value, ctx) =>
      // It becomes a path segment of every Graph call.
      value === undefined || /^\d+$/.test(value) ? value : problem(ctx, `must be the numeric phone number ID from WhatsApp Manager, not "${value}"`),
    ),
    WHATSAPP_API_BASE: trimmed.transform((value, ctx) => {
      if (value === undefined) return WHATSAPP_DEFAULT_API_BASE;
      const url = httpUrl(value);
      return url && !url.search && !url.hash ? value.replace(/\/+$/, '') : problem(ctx, `must be an http:// or https:// URL, not "${value}"`);
    }),
    WHATSAPP_APP_SECRET: raw,
    WHATSAPP_VERIFY_TOKEN: raw,
    RAZORPAY_KEY_ID: trimmed,
    // Not trimmed: secrets are used exactly as given.
    RAZORPAY_KEY_SECRET: raw,
    RAZORPAY_WEBHOOK_SECRET: raw,
    RAZORPAY_API_BASE: trimmed.transform((value, ctx) => {
      if (value === undefined) return RAZORPAY_DEFAULT_API_BASE;
      const url = httpUrl(value);
      return url && url.pathname === '/' && !url.search ? url.origin : problem(ctx, `must be an http:// or https:// origin, not "${value}"`);
    }),
    // VAPID keys as `npx web-push generate-vapid-keys` prints them (base64url).
    VAPID_PUBLIC_KEY: trimmed.transform((value, ctx) =>
      value === undefined || base64urlBytes(value) === 65
        ? value
        : problem(ctx, 'must be the 65-byte public key in base64url (npx web-push generate-vapid-keys)'),
    ),
    VAPID_PRIVATE_KEY: raw.transform((value, ctx) =>
      value === undefined || base64urlBytes(value) === 32
        ? value
        : problem(ctx, 'must be the 32-byte private key in base64url (npx web-push generate-vapid-keys)'),
    ),
    VAPID_SUBJECT: trimmed.transform((value, ctx) =>
      value === undefined || /^mailto:\S+@\S+$/.test(value) || /^https:\/\/\S+$/.test(value)
        ? value
        : problem(ctx, `must be a mailto: or https: address the push services can write to, not "${value}"`),
    ),
    TRUST_PROXY: trimmed.transform((value, ctx): Config['trustProxy'] => {
      if (value === undefined || FALSE.includes(value.toLowerCase())) return false;
      // "Trust every hop" believes the leftmost X-Forwarded-For entry, which the client writes
      // itself: every per-address limit could be dodged by rotating it (docs/decisions/0026).
      if (TRUE.includes(value.toLowerCase()) && value !== '1') {
        return problem(
          ctx,
          `cannot be "${value}": trusting every hop believes the leftmost X-Forwarded-For entry, which the client writes itself, so anyone could pick an address and dodge the per-address limits. Give the number of proxies in front (TRUST_PROXY=1) or their addresses/CIDR ranges (TRUST_PROXY=10.0.0.0/8,127.0.0.1)`,
        );
      }
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        return hops >= 1 && hops <= 10 ? hops : problem(ctx, `must be a number of proxy hops from 1 to 10, not "${value}"`);
      }
      const entries = value
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const bad = entries.find((entry) => !isAddressOrRange(entry));
      return bad === undefined ? entries : problem(ctx, `must be a hop count or comma-separated addresses/CIDR ranges, not "${bad}"`);
    }),
    LOG_LEVEL: trimmed.transform((value, ctx) => {
      if (value === undefined) return undefined;
      return (LOG_LEVELS as readonly string[]).includes(value) ? value : problem(ctx, `must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
    }),
    // For the benchmark and the browser tests only.
    RATE_LIMITS: trimmed.transform((value, ctx) =>
      value === undefined || value === 'off' ? value : problem(ctx, `can only be "off" (or unset), not "${value}"`),
    ),
    WEB_DIST: trimmed,
    TWA_PACKAGE_NAME: trimmed.transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      return ANDROID_PACKAGE.test(value) ? value : problem(ctx, `must be an Android package name such as in.sakalaundry.twa, not "${value}"`);
    }),
    TWA_SHA256_FINGERPRINTS: trimmed.transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const entries = value.split(',').map((e) => e.trim());
      const bad = entries.find((entry) => !SHA256_FINGERPRINT.test(entry));
      return bad === undefined
        ? entries
        : problem(ctx, `must be comma-separated SHA-256 fingerprints written as 32 upper-case hex pairs with colons (AB:CD:…), not "${bad}"`);
    }),
    BACKUP_DIR: trimmed.transform((value) => (value === undefined ? DEFAULT_BACKUP_DIR : path.resolve(value))),
    BACKUP_EVERY: trimmed.transform((value, ctx): BackupEvery => parseBackupEvery(value, ctx)),
    BACKUP_KEEP: trimmed.transform((value, ctx) => {
      if (value === undefined) return DEFAULT_BACKUP_KEEP;
      const n = Number(value);
      return /^\d+$/.test(value) && n >= 1 && n <= 1000 ? n : problem(ctx, `must be a whole number of backups from 1 to 1000, not "${value}"`);
    }),
  })
  .superRefine((s, ctx) => {
    if (s.SMS_PROVIDER === 'msg91') {
      for (const key of ['MSG91_AUTH_KEY', 'MSG91_OTP_TEMPLATE_ID'] as const) {
        if (s[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=msg91' });
      }
    }
    // Half a WhatsApp account would quietly send every message another way; an unsigned webhook would let anyone opt customers out.
    if (s.WHATSAPP_TOKEN !== undefined || s.WHATSAPP_PHONE_NUMBER_ID !== undefined) {
      if (s.WHATSAPP_TOKEN === undefined) {
        ctx.addIssue({ code: 'custom', path: ['WHATSAPP_TOKEN'], message: 'is required when WHATSAPP_PHONE_NUMBER_ID is set' });
      }
      if (s.WHATSAPP_PHONE_NUMBER_ID === undefined) {
        ctx.addIssue({ code: 'custom', path: ['WHATSAPP_PHONE_NUMBER_ID'], message: 'is required when WHATSAPP_TOKEN is set' });
      }
      if (s.WHATSAPP_APP_SECRET === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['WHATSAPP_APP_SECRET'],
          message: 'is required when WhatsApp is configured (the webhook checks its signature)',
        });
      }
    }
    // A gateway without its webhook secret could never confirm a payment; an unsigned webhook would let anyone mark orders paid.
    if (s.RAZORPAY_KEY_ID !== undefined || s.RAZORPAY_KEY_SECRET !== undefined) {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
        if (s[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when Razorpay is configured' });
      }
    }
    // Half a VAPID identity would sign nothing: all three or none.
    const vapid = [s.VAPID_PUBLIC_KEY, s.VAPID_PRIVATE_KEY, s.VAPID_SUBJECT];
    if (vapid.some((v) => v !== undefined)) {
      for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
        if (s[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when Web Push is configured (VAPID_* set)' });
      }
    }
    // Half a Play Store setting would serve a file that verifies nothing.
    if ((s.TWA_PACKAGE_NAME === undefined) !== (s.TWA_SHA256_FINGERPRINTS === undefined)) {
      const missing = s.TWA_PACKAGE_NAME === undefined ? 'TWA_PACKAGE_NAME' : 'TWA_SHA256_FINGERPRINTS';
      const other = missing === 'TWA_PACKAGE_NAME' ? 'TWA_SHA256_FINGERPRINTS' : 'TWA_PACKAGE_NAME';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${other} is set` });
    }
    if (s.NODE_ENV !== 'production') return;
    // The log sender sends nothing, and an echo hands the code to whoever asks: either would
    // let anyone take over any account (docs/decisions/0025).
    if (s.SMS_PROVIDER !== 'msg91') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: `must be msg91 when NODE_ENV=production (${s.SMS_PROVIDER === undefined ? 'unset' : `"${s.SMS_PROVIDER}"`} sends no reset code to any phone)`,
      });
    }
    if (s.OTP_ECHO === true) {
      ctx.addIssue({ code: 'custom', path: ['OTP_ECHO'], message: 'cannot be on when NODE_ENV=production (it puts reset codes in API answers)' });
    }
    if (s.JWT_SECRET === undefined) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    if (s.RATE_LIMITS === 'off') ctx.addIssue({ code: 'custom', path: ['RATE_LIMITS'], message: 'cannot be off when NODE_ENV=production' });
  })
  .transform((s): LoadedConfig => ({
    env: s.NODE_ENV,
    apiPort: s.API_PORT,
    webPort: s.WEB_PORT,
    // Outside production the demo accounts have known passwords: only this machine may reach them.
    host: s.HOST ?? (s.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: s.DATABASE_URL,
    redisUrl: s.REDIS_URL ?? null,
    jwtSecret: s.JWT_SECRET ?? null,
    webOrigins: s.WEB_ORIGIN ?? [`http://localhost:${s.WEB_PORT}`, `http://127.0.0.1:${s.WEB_PORT}`],
    publicApiUrl: s.PUBLIC_API_URL ?? `http://localhost:${s.API_PORT}`,
    otpEcho: s.OTP_ECHO ?? s.NODE_ENV !== 'production',
    sms:
      s.SMS_PROVIDER === 'msg91'
        ? {
            provider: 'msg91',
            authKey: s.MSG91_AUTH_KEY ?? '',
            templateId: s.MSG91_OTP_TEMPLATE_ID ?? '',
            senderId: s.MSG91_SENDER_ID ?? null,
            baseUrl: s.MSG91_BASE_URL,
          }
        : { provider: 'log' },
    whatsapp:
      s.WHATSAPP_TOKEN !== undefined && s.WHATSAPP_PHONE_NUMBER_ID !== undefined
        ? {
            token: s.WHATSAPP_TOKEN,
            phoneNumberId: s.WHATSAPP_PHONE_NUMBER_ID,
            apiBase: s.WHATSAPP_API_BASE,
            appSecret: s.WHATSAPP_APP_SECRET ?? '',
            verifyToken: s.WHATSAPP_VERIFY_TOKEN ?? null,
          }
        : null,
    razorpay:
      s.RAZORPAY_KEY_ID !== undefined && s.RAZORPAY_KEY_SECRET !== undefined
        ? { keyId: s.RAZORPAY_KEY_ID, keySecret: s.RAZORPAY_KEY_SECRET, webhookSecret: s.RAZORPAY_WEBHOOK_SECRET ?? '', apiBase: s.RAZORPAY_API_BASE }
        : null,
    msg91EventTemplates: s.MSG91_EVENT_TEMPLATES,
    push:
      s.VAPID_PUBLIC_KEY !== undefined && s.VAPID_PRIVATE_KEY !== undefined && s.VAPID_SUBJECT !== undefined
        ? { publicKey: s.VAPID_PUBLIC_KEY, privateKey: s.VAPID_PRIVATE_KEY, subject: s.VAPID_SUBJECT }
        : null,
    trustProxy: s.TRUST_PROXY,
    rateLimits: s.RATE_LIMITS === 'off' ? null : DEFAULT_RATE_LIMITS,
    logLevel: s.LOG_LEVEL ?? (s.NODE_ENV === 'test' ? 'silent' : 'info'),
    logRequests: s.NODE_ENV === 'production' || s.LOG_LEVEL === 'debug' || s.LOG_LEVEL === 'trace',
    webDist: s.WEB_DIST ?? null,
    twa:
      s.TWA_PACKAGE_NAME !== undefined && s.TWA_SHA256_FINGERPRINTS !== undefined
        ? { packageName: s.TWA_PACKAGE_NAME, fingerprints: s.TWA_SHA256_FINGERPRINTS }
        : null,
    backup: { dir: s.BACKUP_DIR, every: s.BACKUP_EVERY, keep: s.BACKUP_KEEP },
  }));

function parseBackupEvery(value: string | undefined, ctx: z.RefinementCtx): BackupEvery {
  if (value === undefined) return { daily: '02:00' };
  if (value.toLowerCase() === 'off') return null;
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (time) return { daily: value };
  const span = /^(\d+)(m|h)$/.exec(value);
  const minutes = span ? Number(span[1]) * (span[2] === 'h' ? 60 : 1) : 0;
  if (span && minutes >= 5 && minutes <= 24 * 60) return { everyMinutes: minutes };
  return problem(ctx, `must be a time of day in India (02:00), a span from 5m to 24h (30m, 6h) or off, not "${value}"`);
}

/** Every problem on one line, each naming its variable. */
function describeIssues(error: z.ZodError, name?: string): string {
  return error.issues.map((issue) => `${String(issue.path[0] ?? name ?? 'configuration')} ${issue.message}`).join('; ');
}

/** Reads and checks every setting; no side effects (nothing is written, nothing else is read). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error));
  return parsed.data;
}

/** DATABASE_URL, or the SQLite file under data/; all the create-admin CLI needs (no JWT secret, any NODE_ENV). */
export function databaseUrl(source: NodeJS.ProcessEnv = process.env): string {
  const parsed = configSchema.in.shape.DATABASE_URL.safeParse(source.DATABASE_URL);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, 'DATABASE_URL'));
  return parsed.data;
}

/** This process's environment plus `extra`: what a tool started by the server (pg_dump) runs with. */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/** The backup settings alone, for the backup command (which runs with any NODE_ENV and no JWT secret). */
export function backupSettings(source: NodeJS.ProcessEnv = process.env): BackupSettings {
  const shape = configSchema.in.shape;
  const dir = shape.BACKUP_DIR.safeParse(source.BACKUP_DIR);
  const every = shape.BACKUP_EVERY.safeParse(source.BACKUP_EVERY);
  const keep = shape.BACKUP_KEEP.safeParse(source.BACKUP_KEEP);
  if (!dir.success) throw new ConfigError(describeIssues(dir.error, 'BACKUP_DIR'));
  if (!every.success) throw new ConfigError(describeIssues(every.error, 'BACKUP_EVERY'));
  if (!keep.success) throw new ConfigError(describeIssues(keep.error, 'BACKUP_KEEP'));
  return { dir: dir.data, every: every.data, keep: keep.data };
}

/**
 * Outside production a missing JWT_SECRET is generated once and kept in `dataDir/jwt-secret`
 * (readable by the server's user only), so tokens survive restarts. Called by start-up, never
 * by loadConfig: reading the settings must not write files.
 */
export function ensureDevJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length < JWT_SECRET_MIN)
      throw new ConfigError(`${file} must hold at least ${JWT_SECRET_MIN} characters; delete it to have a new one made`);
    return kept;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  rateLimits: RateLimits | null;
  logLevel: string;
}

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

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`${name} must be a port number`);
  return n;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/**
 * Outside production a missing JWT_SECRET is generated once and kept under data/, so tokens
 * survive restarts; production refuses to start without one.
 */
export function jwtSecret(env: Config['env'], value: string | undefined, dataDir: string): string {
  if (value) {
    if (value.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return value;
  }
  if (env === 'production') throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** DATABASE_URL, or the SQLite file under data/; all the create-admin CLI needs. */
export function databaseUrl(source: NodeJS.ProcessEnv = process.env): string {
  return source.DATABASE_URL || `file:${path.join(DATA_DIR, 'laundry.sqlite')}`;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = source.NODE_ENV === 'production' ? 'production' : source.NODE_ENV === 'test' ? 'test' : 'development';
  const apiPort = port(source.API_PORT, 4000, 'API_PORT');
  const webPort = port(source.WEB_PORT, 3000, 'WEB_PORT');
  const webOrigins = (source.WEB_ORIGIN ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`)
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const rateLimitsOff = source.RATE_LIMITS === 'off';
  if (rateLimitsOff && env === 'production') throw new ConfigError('RATE_LIMITS=off is not allowed in production');
  return {
    env,
    apiPort,
    webPort,
    host: source.HOST ?? '0.0.0.0',
    databaseUrl: databaseUrl(source),
    redisUrl: source.REDIS_URL || null,
    jwtSecret: jwtSecret(env, source.JWT_SECRET, DATA_DIR),
    webOrigins,
    publicApiUrl: (source.PUBLIC_API_URL ?? `http://localhost:${apiPort}`).replace(/\/$/, ''),
    otpEcho: flag(source.OTP_ECHO, env !== 'production'),
    rateLimits: rateLimitsOff ? null : DEFAULT_RATE_LIMITS,
    logLevel: source.LOG_LEVEL ?? (env === 'test' ? 'silent' : 'info'),
  };
}

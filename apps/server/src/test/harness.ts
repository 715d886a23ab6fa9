import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { apiErrorSchema, type ErrorCode } from '@laundry/shared/contracts/errors';
import { buildApp, type App } from '../app';
import { DEFAULT_RATE_LIMITS, type Config, type RateLimits } from '../config';
import { createDatabase, isPostgresUrl, migrateToLatest, type DatabaseHandle } from '../db/database';
import type { SmsSender } from '../features/auth/sms-sender';
import type { MessageWorkerOptions } from '../features/messages/message-worker';
import type { OutboxDispatcherOptions } from '../features/outbox/outbox-dispatcher';
import { createUser, seedPrices } from '../features/seed/seed';

/** Limits high enough that ordinary tests never meet them; rate-limit tests pass their own. */
export const RELAXED_LIMITS: RateLimits = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, max: 10_000 }]),
) as unknown as RateLimits;

export class RecordingSms implements SmsSender {
  readonly sent: { phone: string; code: string }[] = [];
  async sendResetCode(phone: string, code: string): Promise<void> {
    this.sent.push({ phone, code });
  }
  lastCodeFor(phone: string): string | undefined {
    return [...this.sent].reverse().find((m) => m.phone === phone)?.code;
  }
}

export interface TestServer extends App {
  baseUrl: string;
  database: DatabaseHandle;
  config: Config;
  sms: RecordingSms;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: a temporary SQLite file, or, when TEST_DATABASE_URL is a
 * PostgreSQL URL, a schema of its own in that database, dropped when the suite ends.
 */
export async function createTestDatabase(): Promise<{ database: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url && isPostgresUrl(url)) {
    // Named for this run, so the run's teardown drops it (drop-test-schemas.ts).
    const schema = `${process.env.TEST_SCHEMA_PREFIX ?? 't_'}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const database = createDatabase(url, { schema, poolSize: 5 });
    const withSchema = new URL(url);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    return {
      database,
      /** For other processes (CLI, a second API): the same database and schema. */
      url: withSchema.toString(),
      // Dropped with the run's other schemas when the suite ends: dropping it now could break
      // another file's migrator while it lists the database's tables.
      drop: async () => {},
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'laundry-test-'));
  const file = `file:${path.join(dir, 'test.sqlite')}`;
  // As the server opens it, checkpoint worker included.
  const database = createDatabase(file, { backgroundCheckpoints: true });
  return { database, url: file, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startTestServer(
  overrides: Partial<Config> = {},
  options: {
    socketRecheckMs?: number;
    messageWorker?: MessageWorkerOptions | false;
    clock?: () => number;
    outbox?: OutboxDispatcherOptions | false;
  } = {},
): Promise<TestServer> {
  const { database, drop, url } = await createTestDatabase();
  await migrateToLatest(database.db);
  await seedPrices(database.db);
  const config: Config = {
    env: 'test',
    apiPort: 0,
    webPort: 0,
    host: '127.0.0.1',
    databaseUrl: url,
    redisUrl: null,
    jwtSecret: randomBytes(32).toString('hex'),
    webOrigins: ['http://localhost:3000'],
    publicApiUrl: 'http://localhost:4000',
    otpEcho: true,
    sms: { provider: 'log' },
    whatsapp: null,
    razorpay: null,
    msg91EventTemplates: {},
    push: null,
    trustProxy: false,
    rateLimits: RELAXED_LIMITS,
    logLevel: 'silent',
    logRequests: false,
    webDist: null,
    twa: null,
    // No schedule: a test that wants backups passes its own folder and schedule.
    backup: { dir: path.join(tmpdir(), 'laundry-test-backups-unused'), every: null, keep: 14 },
    ...overrides,
  };
  const sms = new RecordingSms();
  // Every answer of every API test is checked against its route's response schema.
  // With a real gateway configured (MSG91 tests), the app makes its own sender from the config.
  const built = await buildApp({ config, database, sms: config.sms.provider === 'log' ? sms : undefined, checkAnswers: true, ...options });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as AddressInfo;
  return {
    ...built,
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    config,
    sms,
    close: async () => {
      await built.app.close();
      await database.close();
      await drop();
    },
  };
}

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON call over real HTTP. */
export async function call<T = unknown>(
  server: Pick<TestServer, 'baseUrl'>,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${server.baseUrl}${url}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the test sees the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body comes back as sent: fetch would unpack a compressed body and hide what was sent. */
export function rawGet(server: Pick<TestServer, 'baseUrl'>, url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpGet(`${server.baseUrl}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

let phoneCounter = 0;
/** A distinct valid Indian mobile number per call within a test file. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `9${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

/** A signed-in account: what /signup or /login answered, plus the password it was made with. */
export interface Session extends AuthResponse {
  password: string;
}

export async function signupCustomer(server: TestServer, name = 'Test Customer'): Promise<Session> {
  const password = 'Customer#123';
  const res = await call<AuthResponse>(server, 'POST', '/signup', { body: { name, phone: uniquePhone(), password } });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body, password };
}

export async function createAdminSession(server: TestServer, name = 'Test Admin'): Promise<Session> {
  const password = 'Admin#12345';
  const phone = uniquePhone();
  await createUser(server.database.db, { name, phone, password, role: 'admin' });
  const res = await call<AuthResponse>(server, 'POST', '/login', { body: { phone, password } });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return { ...res.body, password };
}

/** A rider account (docs/decisions/0048), signed in. */
export async function createRiderSession(server: TestServer, name = 'Test Rider'): Promise<Session> {
  const password = 'Rider#12345';
  const phone = uniquePhone();
  await createUser(server.database.db, { name, phone, password, role: 'rider' });
  const res = await call<AuthResponse>(server, 'POST', '/login', { body: { phone, password } });
  if (res.status !== 200) throw new Error(`rider login failed: ${res.status}`);
  return { ...res.body, password };
}

export function todayIst(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    service: 'Wash and Iron',
    delivery: 'regular',
    pickupDate: todayIst(),
    pickupTime: '09:00 AM - 11:00 AM',
    pickupAddress: '1-2-3 Main Road, Kakinada',
    phone: '9876500000',
    ...overrides,
  };
}

export { randomUUID };

/**
 * Asserts the error shape every failure shares, `{"error": "<readable message>", "code": "<code>", "message": <error again>}`
 * (with `field` when a field was refused) and nothing else; the code too when one is given.
 */
export function expectError(res: ApiResult<unknown>, status: number, message?: RegExp | string, code?: ErrorCode): void {
  if (res.status !== status) {
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  }
  const parsed = apiErrorSchema.strict().safeParse(res.body);
  if (!parsed.success || parsed.data.error.length === 0) {
    throw new Error(`expected {"error": "...", "code": "..."}, got ${JSON.stringify(res.body)}`);
  }
  const body = parsed.data;
  // The shop's earlier client shows `message`: it must say what `error` says.
  if (body.message !== body.error) throw new Error(`"message" is not "error": ${JSON.stringify(body)}`);
  if (code !== undefined && body.code !== code) throw new Error(`error code "${body.code}" is not "${code}": ${JSON.stringify(body)}`);
  if (message instanceof RegExp && !message.test(body.error)) {
    throw new Error(`error "${body.error}" does not match ${String(message)}`);
  }
  if (typeof message === 'string' && body.error !== message) {
    throw new Error(`error "${body.error}" is not "${message}"`);
  }
}

/** A refused input: 400 validation_failed, naming the field (dotted path) in the given words. */
export function expectInvalid(res: ApiResult<unknown>, field: string, message: RegExp | string): void {
  expectError(res, 400, message, 'validation_failed');
  const body: unknown = res.body;
  const named = apiErrorSchema.parse(body).field;
  if (named !== field) throw new Error(`error names field "${String(named)}", not "${field}": ${JSON.stringify(body)}`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A shop date `days` from today (IST), as YYYY-MM-DD. */
export function istDayFromToday(days: number): string {
  const d = new Date(`${todayIst()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

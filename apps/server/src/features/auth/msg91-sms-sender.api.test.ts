import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { Msg91Settings } from '../../config';
import { FakeMsg91, recipient } from '../../test/fake-msg91';
import { call, signupCustomer, sleep, startTestServer, uniquePhone, type TestServer } from '../../test/harness';
import { Msg91SmsSender } from './msg91-sms-sender';
import { LogSmsSender, type SmsSender } from './sms-sender';

/** Every line a sender logs, as one text to search. */
class SpyLog {
  readonly lines: { level: string; args: unknown[] }[] = [];
  info = (...args: unknown[]) => void this.lines.push({ level: 'info', args });
  warn = (...args: unknown[]) => void this.lines.push({ level: 'warn', args });
  error = (...args: unknown[]) => void this.lines.push({ level: 'error', args });
  get text(): string {
    return JSON.stringify(this.lines);
  }
  levels(): string[] {
    return this.lines.map((l) => l.level);
  }
}

const fake = new FakeMsg91();
let settings: Msg91Settings;
// An attempt waits 1 s: far longer than the local fake takes to answer on a busy machine (at 200 ms
// a slow answer was retried and counted twice), far shorter than the 'no answer' replies below.
const FAST = { retryDelaysMs: [10, 20], attemptTimeoutMs: 1_000 };
const NO_ANSWER_MS = 5_000;

beforeAll(async () => {
  await fake.start();
  settings = { provider: 'msg91', authKey: 'auth-key-7788', templateId: 'tmpl-reset-01', senderId: 'SLLNDY', baseUrl: fake.baseUrl };
});
afterEach(() => {
  fake.requests.length = 0;
});
afterAll(async () => {
  await fake.stop();
});

describe('the MSG91 sender', () => {
  it('sends the Flow API request MSG91 documents: path, authkey, template, the 91-prefixed number and the code', async () => {
    const log = new SpyLog();
    await new Msg91SmsSender(settings, log, FAST).sendResetCode('9876501234', '0427');
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/api/v5/flow' });
    expect(sent!.headers.authkey).toBe('auth-key-7788');
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(sent!.body).toEqual({
      template_id: 'tmpl-reset-01',
      sender: 'SLLNDY',
      short_url: '0',
      recipients: [{ mobiles: '919876501234', otp: '0427' }],
    });
    expect(log.text).not.toContain('0427');
    expect(log.text).not.toContain('auth-key-7788');
  });

  it('tries again after a 5xx, a 429 or no answer, a bounded number of times, and logs no code', async () => {
    const log = new SpyLog();
    fake.answerNext({ status: 500 }, { status: 200, body: {}, delayMs: NO_ANSWER_MS });
    await new Msg91SmsSender(settings, log, FAST).sendResetCode('9876501235', '8312');
    expect(fake.requests).toHaveLength(3);
    expect(log.levels()).toEqual(['warn', 'warn', 'info']);

    fake.requests.length = 0;
    const failing = new SpyLog();
    fake.answerNext({ status: 503 }, { status: 429 }, { status: 502 });
    await new Msg91SmsSender(settings, failing, FAST).sendResetCode('9876501236', '5521');
    expect(fake.requests).toHaveLength(3);
    expect(failing.levels()).toEqual(['warn', 'warn', 'error']);
    expect(failing.text).toContain('******1236');
    expect(failing.text).not.toContain('5521');
    expect(failing.text).not.toContain('9876501236');
  });

  it("does not retry what retrying cannot fix: a 4xx, or MSG91's own error answer", async () => {
    for (const reply of [
      { status: 401, body: { type: 'error', message: 'Authentication failure' } },
      { status: 200, body: { type: 'error', message: 'Template 7731 not approved (otp 6654)' } },
    ]) {
      const log = new SpyLog();
      fake.answerNext(reply);
      await new Msg91SmsSender(settings, log, FAST).sendResetCode('9876501237', '6654');
      expect(fake.requests, JSON.stringify(reply)).toHaveLength(1);
      expect(log.levels()).toEqual(['error']);
      expect(log.text).toMatch(/Authentication failure|not approved/);
      expect(log.text).not.toContain('6654');
      fake.requests.length = 0;
    }
  });
});

describe('the log sender', () => {
  it('writes the masked phone and that a code was made, never the code', async () => {
    const log = new SpyLog();
    const sender: SmsSender = new LogSmsSender(log);
    await sender.sendResetCode('9876501238', '4455');
    expect(log.lines).toHaveLength(1);
    expect(log.text).toContain('******1238');
    expect(log.text).not.toContain('9876501238');
    expect(log.text).not.toContain('4455');
  });
});

describe('password reset through MSG91, with the echo off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ otpEcho: false, sms: settings });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reaches the phone through the gateway, and the code read back there resets the password', async () => {
    const user = await signupCustomer(server, 'Gateway Customer');
    const asked = await call(server, 'POST', '/auth/forgot-password/request-otp', { body: { phone: user.user.phone } });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: 'If an account exists for this phone, a verification code has been sent.' });
    const code = await fake.codeFor(user.user.phone);
    expect(code).toMatch(/^\d{4}$/);
    expect(recipient(fake.requests.at(-1)!)?.mobiles).toBe(`91${user.user.phone}`);

    const reset = await call(server, 'POST', '/auth/forgot-password/reset', {
      body: { phone: user.user.phone, otp: code, newPassword: 'Gateway#Pass1' },
    });
    expect(reset.status).toBe(200);
    const login = await call<AuthResponse>(server, 'POST', '/login', { body: { phone: user.user.phone, password: 'Gateway#Pass1' } });
    expect(login.status).toBe(200);
  });

  it('answers an unknown phone the same, and sends it nothing', async () => {
    const before = fake.requests.length;
    const asked = await call(server, 'POST', '/auth/forgot-password/request-otp', { body: { phone: uniquePhone() } });
    expect(asked.body).toEqual({ message: 'If an account exists for this phone, a verification code has been sent.' });
    await sleep(150);
    expect(fake.requests.length).toBe(before);
  });

  it('still answers the neutral message at once when the gateway is down', async () => {
    const user = await signupCustomer(server, 'Gateway Down');
    // The gateway holds the first try for a second, then fails twice more.
    fake.answerNext({ status: 500, delayMs: 1000 }, { status: 500 }, { status: 500 });
    const repliedBefore = fake.replied;
    const asked = await call(server, 'POST', '/auth/forgot-password/request-otp', { body: { phone: user.user.phone } });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: 'If an account exists for this phone, a verification code has been sent.' });
    // The answer came before the gateway's: it does not wait for the send (its timing would tell who has an account).
    expect(fake.replied).toBe(repliedBefore);
    for (let i = 0; i < 100 && fake.requests.filter((r) => recipient(r)?.mobiles === `91${user.user.phone}`).length < 3; i++) await sleep(30);
    expect(fake.requests.filter((r) => recipient(r)?.mobiles === `91${user.user.phone}`)).toHaveLength(3);
  });
});

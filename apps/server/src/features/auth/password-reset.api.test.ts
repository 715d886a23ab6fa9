import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, OtpResponse } from '@laundry/shared/contracts/auth';
import { call, expectError, RELAXED_LIMITS, signupCustomer, startTestServer, uniquePhone, type Session, type TestServer } from '../../test/harness';
import { connectSocket, waitForDisconnect } from '../../test/sockets';

const REQUEST = '/auth/forgot-password/request-otp';
const RESET = '/auth/forgot-password/reset';
const NEW_PASSWORD = 'Brand#New123';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function requestCode(phone: string, on: TestServer = server): Promise<string> {
  const res = await call<OtpResponse>(on, 'POST', REQUEST, { body: { phone } });
  if (res.status !== 200) throw new Error(`request-otp: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.otp as string;
}

/** A 4-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

const reset = (phone: string, otp: string, newPassword = NEW_PASSWORD, on: TestServer = server) =>
  call(on, 'POST', RESET, { body: { phone, otp, newPassword } });

describe('POST /auth/forgot-password/request-otp', () => {
  it('sends a 4-digit code by SMS, echoes it in test mode and stores only its hash', async () => {
    const user = await signupCustomer(server);
    const before = Date.now();
    const res = await call<OtpResponse>(server, 'POST', REQUEST, { body: { phone: `+91 ${user.user.phone}` } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String), otp: expect.stringMatching(/^\d{4}$/) });
    const code = res.body.otp as string;
    expect(server.sms.lastCodeFor(user.user.phone)).toBe(code);

    const rows = await server.database.db.selectFrom('passwordResetCodes').selectAll().where('phone', '=', user.user.phone).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash.length).toBeGreaterThanOrEqual(32);
    const ttl = Date.parse(rows[0]!.expiresAt) - before;
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('gives the same answer for a phone without an account, and texts nobody', async () => {
    const user = await signupCustomer(server);
    const known = await call<OtpResponse>(server, 'POST', REQUEST, { body: { phone: user.user.phone } });
    const sent = server.sms.sent.length;
    const stranger = uniquePhone();
    const unknown = await call<OtpResponse>(server, 'POST', REQUEST, { body: { phone: stranger } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.message).toBe(known.body.message);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    expect(server.sms.sent.length).toBe(sent);
    // and a reset for it fails exactly like a wrong code
    expectError(await reset(stranger, unknown.body.otp as string), 400);
  });

  it('answers 400 naming the field to bad input', async () => {
    expectError(await call(server, 'POST', REQUEST, { body: {} }), 400, /^phone is required/);
    expectError(await call(server, 'POST', REQUEST, { body: { phone: '12345' } }), 400, /^phone must be a valid/);
    expectError(await call(server, 'POST', RESET, { body: { phone: uniquePhone(), otp: '12a4', newPassword: NEW_PASSWORD } }), 400, /^otp/);
    expectError(await call(server, 'POST', RESET, { body: { phone: uniquePhone(), otp: '12345', newPassword: NEW_PASSWORD } }), 400, /^otp/);
    expectError(await call(server, 'POST', RESET, { body: { phone: uniquePhone(), newPassword: NEW_PASSWORD } }), 400, /^otp/);
    expectError(
      await call(server, 'POST', RESET, { body: { phone: uniquePhone(), otp: '1234', newPassword: 'short' } }),
      400,
      /^newPassword must be at least 8/,
    );
    expectError(await call(server, 'POST', RESET, { body: { otp: '1234', newPassword: NEW_PASSWORD } }), 400, /^phone/);
  });

  it('allows 3 code requests per phone per hour, the 4th is 429', async () => {
    const phone = (await signupCustomer(server)).user.phone;
    for (let i = 0; i < 3; i++) await requestCode(phone);
    expectError(await call(server, 'POST', REQUEST, { body: { phone } }), 429);
    // the limit is per phone: another phone is unaffected
    expect((await call(server, 'POST', REQUEST, { body: { phone: uniquePhone() } })).status).toBe(200);
  });
});

describe('POST /auth/forgot-password/reset', () => {
  it('resets the password once, ends every earlier token and keeps new logins working', async () => {
    const user = await signupCustomer(server);
    const second = await call<AuthResponse>(server, 'POST', '/login', { body: { phone: user.user.phone, password: user.password } });
    const code = await requestCode(user.user.phone);

    const res = await reset(`0${user.user.phone}`, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });

    expectError(await call(server, 'GET', '/profile', { token: user.token }), 401, undefined, 'session_expired');
    expectError(await call(server, 'GET', '/profile', { token: second.body.token }), 401);
    expect((await call(server, 'POST', '/login', { body: { phone: user.user.phone, password: user.password } })).status).toBe(401);
    const login = await call<AuthResponse>(server, 'POST', '/login', { body: { phone: user.user.phone, password: NEW_PASSWORD } });
    expect(login.status).toBe(200);
    expect((await call(server, 'GET', '/profile', { token: login.body.token })).status).toBe(200);

    // single use
    expectError(await reset(user.user.phone, code, 'Another#Pass1'), 400, undefined, 'invalid_reset_code');
    expect((await call(server, 'POST', '/login', { body: { phone: user.user.phone, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('lets one of several simultaneous resets with the right code win', async () => {
    const user = await signupCustomer(server);
    const code = await requestCode(user.user.phone);
    const results = await Promise.all(['Race#One123', 'Race#Two123', 'Race#Three123'].map((p) => reset(user.user.phone, code, p)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const winner = ['Race#One123', 'Race#Two123', 'Race#Three123'][results.findIndex((r) => r.status === 200)]!;
    expect((await call(server, 'POST', '/login', { body: { phone: user.user.phone, password: winner } })).status).toBe(200);
  });

  it("disconnects the user's open sockets", async () => {
    const user = await signupCustomer(server);
    const other = await signupCustomer(server);
    const socket = await connectSocket(server.baseUrl, '/customer', user.token);
    const bystander = await connectSocket(server.baseUrl, '/customer', other.token);
    try {
      const disconnected = waitForDisconnect(socket);
      expect((await reset(user.user.phone, await requestCode(user.user.phone))).status).toBe(200);
      expect(await disconnected).toBe('io server disconnect');
      expect(bystander.connected).toBe(true);
    } finally {
      socket.close();
      bystander.close();
    }
  });

  it('refuses a code after 10 minutes', async () => {
    const user = await signupCustomer(server);
    const code = await requestCode(user.user.phone);
    await server.database.db
      .updateTable('passwordResetCodes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('phone', '=', user.user.phone)
      .execute();
    expectError(await reset(user.user.phone, code), 400);
    expect((await call(server, 'POST', '/login', { body: { phone: user.user.phone, password: user.password } })).status).toBe(200);
  });

  it('kills a code after 5 wrong tries', async () => {
    const user = await signupCustomer(server);
    const code = await requestCode(user.user.phone);
    for (let i = 0; i < 5; i++) expectError(await reset(user.user.phone, wrongCode(code)), 400);
    expectError(await reset(user.user.phone, code), 400);
    expect((await call(server, 'POST', '/login', { body: { phone: user.user.phone, password: user.password } })).status).toBe(200);
  });

  it('voids the old code when a new one is requested', async () => {
    const user = await signupCustomer(server);
    const first = await requestCode(user.user.phone);
    const second = await requestCode(user.user.phone);
    if (first !== second) expectError(await reset(user.user.phone, first), 400);
    expect((await reset(user.user.phone, second)).status).toBe(200);
  });

  it('locks a phone for 24 hours after 10 wrong guesses, even with the right code', async () => {
    const user = await signupCustomer(server);
    const phone = user.user.phone;
    const first = await requestCode(phone);
    for (let i = 0; i < 5; i++) expectError(await reset(phone, wrongCode(first)), 400);
    const second = await requestCode(phone);
    for (let i = 0; i < 4; i++) expectError(await reset(phone, wrongCode(second)), 400);
    const third = await requestCode(phone); // 9 wrong so far: still allowed
    expectError(await reset(phone, wrongCode(third)), 400); // the 10th
    expectError(await reset(phone, third), 429, undefined, 'reset_locked');
    expectError(await call(server, 'POST', REQUEST, { body: { phone } }), 429);
    expect((await call(server, 'POST', '/login', { body: { phone, password: user.password } })).status).toBe(200);

    // The window is 24 hours: once the failures are older than that, the phone works again.
    await server.database.db
      .updateTable('passwordResetFailures')
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where('phone', '=', phone)
      .execute();
    await server.database.db
      .updateTable('passwordResetCodes')
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000).toISOString() })
      .where('phone', '=', phone)
      .execute();
    expect((await reset(phone, await requestCode(phone))).status).toBe(200);
  });
});

describe('with OTP_ECHO off and tight per-address limits', () => {
  let quiet: TestServer;
  let user: Session;
  beforeAll(async () => {
    quiet = await startTestServer({
      otpEcho: false,
      rateLimits: {
        ...RELAXED_LIMITS,
        otpRequestPerAddress: { max: 3, windowMs: 60_000 },
        otpResetPerAddress: { max: 2, windowMs: 60_000 },
      },
    });
    user = await signupCustomer(quiet);
  });
  afterAll(async () => {
    await quiet?.close();
  });

  it('keeps the code out of the answer and sends it only by SMS', async () => {
    const res = await call(quiet, 'POST', REQUEST, { body: { phone: user.user.phone } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    const code = quiet.sms.lastCodeFor(user.user.phone);
    expect(code).toMatch(/^\d{4}$/);
    expect((await reset(user.user.phone, code!, NEW_PASSWORD, quiet)).status).toBe(200);
  });

  it('limits requests and resets per address, whatever the phone', async () => {
    // one request and one reset were spent above
    expect((await call(quiet, 'POST', REQUEST, { body: { phone: uniquePhone() } })).status).toBe(200);
    expect((await call(quiet, 'POST', REQUEST, { body: { phone: uniquePhone() } })).status).toBe(200);
    expectError(await call(quiet, 'POST', REQUEST, { body: { phone: uniquePhone() } }), 429);

    expectError(await reset(uniquePhone(), '1234', NEW_PASSWORD, quiet), 400);
    expectError(await reset(uniquePhone(), '1234', NEW_PASSWORD, quiet), 429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtpResponse } from '@laundry/shared/contracts/auth';
import { call, createAdminSession, expectError, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';
import { RESET_LOCKED_MESSAGE, RESET_RULES } from './password-reset.service';

/**
 * The reset limits hold under concurrent requests, on SQLite and on PostgreSQL
 * (docs/decisions/0028): each step runs inside the phone's lock.
 */
const REQUEST = '/auth/forgot-password/request-otp';
const RESET = '/auth/forgot-password/reset';
let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdminSession(server);
});
afterAll(async () => {
  await server?.close();
});

const codes = (phone: string) => server.database.db.selectFrom('passwordResetCodes').selectAll().where('phone', '=', phone).execute();
const failures = async (phone: string) =>
  (await server.database.db.selectFrom('passwordResetFailures').selectAll().where('phone', '=', phone).execute()).length;
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('20 code requests for one phone at once', () => {
  it('accept exactly 3, leave exactly one live code, and refuse the rest 429', async () => {
    const { user } = await signupCustomer(server);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call<OtpResponse>(server, 'POST', REQUEST, { body: { phone: user.phone } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(RESET_RULES.requestsPerPhonePerHour);
    for (const refused of answers.filter((a) => a.status !== 200)) expectError(refused, 429, /Too many code requests/, 'rate_limited');
    const rows = await codes(user.phone);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.usedAt === null)).toHaveLength(1);
  });
});

describe('100 wrong guesses for one phone at once', () => {
  it('check at most 10, answer the rest locked, and then refuse the right code too', async () => {
    const { user } = await signupCustomer(server);
    const first = await call<OtpResponse>(server, 'POST', REQUEST, { body: { phone: user.phone } });
    const code = first.body.otp!;
    const guesses = await Promise.all(
      Array.from({ length: 100 }, () =>
        call(server, 'POST', RESET, { body: { phone: user.phone, otp: wrongCode(code), newPassword: 'Guess#12345' } }),
      ),
    );
    const checked = guesses.filter((g) => g.status === 400);
    expect(checked.length).toBeLessThanOrEqual(RESET_RULES.wrongGuessesPerPhonePerDay);
    for (const refused of guesses.filter((g) => g.status !== 400)) expectError(refused, 429, RESET_LOCKED_MESSAGE, 'reset_locked');
    expect(await failures(user.phone)).toBeLessThanOrEqual(RESET_RULES.wrongGuessesPerPhonePerDay);
    // No code takes more tries than its five.
    for (const row of await codes(user.phone)) expect(row.attempts).toBeLessThanOrEqual(RESET_RULES.triesPerCode);
    expectError(await call(server, 'POST', RESET, { body: { phone: user.phone, otp: code, newPassword: 'Guess#12345' } }), 429, RESET_LOCKED_MESSAGE);
  });
});

describe('the locked answer', () => {
  it('tells the customer to call or WhatsApp the shop, on the code request too', async () => {
    expect(RESET_LOCKED_MESSAGE).toMatch(/Call or WhatsApp the shop on \+91 \d{5} \d{5}/);
    const { user } = await signupCustomer(server);
    let code = (await call<OtpResponse>(server, 'POST', REQUEST, { body: { phone: user.phone } })).body.otp!;
    for (let i = 0; i < 10; i++) {
      if (i === 5) code = (await call<OtpResponse>(server, 'POST', REQUEST, { body: { phone: user.phone } })).body.otp!;
      await call(server, 'POST', RESET, { body: { phone: user.phone, otp: wrongCode(code), newPassword: 'Guess#12345' } });
    }
    expectError(await call(server, 'POST', REQUEST, { body: { phone: user.phone } }), 429, RESET_LOCKED_MESSAGE, 'reset_locked');
  });
});

describe('a code sent by the shop', () => {
  async function lockOut(phone: string): Promise<void> {
    for (let round = 0; round < 2; round++) {
      const code = (await call<OtpResponse>(server, 'POST', REQUEST, { body: { phone } })).body.otp!;
      for (let i = 0; i < 5; i++) await call(server, 'POST', RESET, { body: { phone, otp: wrongCode(code), newPassword: 'Guess#12345' } });
    }
    expectError(await call(server, 'POST', REQUEST, { body: { phone } }), 429, undefined, 'reset_locked');
  }

  it('reaches a locked-out customer by SMS only, works despite the lock, once, and voids older codes', async () => {
    const customer = await signupCustomer(server, 'Locked Out');
    await lockOut(customer.user.phone);
    const found = await call<{ _id: string; name: string }>(server, 'GET', `/admin/customers?phone=${customer.user.phone}`, { token: admin.token });
    expect(found.body).toMatchObject({ _id: customer.user._id, name: 'Locked Out' });

    const sentBefore = server.sms.sent.length;
    const sent = await call<{ message: string }>(server, 'POST', `/admin/customers/${found.body._id}/reset-code`, { token: admin.token });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatch(/sent by SMS to \*{6}\d{4}/);
    // The admin's answer never carries the code; the customer's phone gets it.
    expect(Object.keys(sent.body)).toEqual(['message']);
    expect(server.sms.sent.length).toBe(sentBefore + 1);
    const code = server.sms.lastCodeFor(customer.user.phone)!;
    expect(sent.body.message).not.toContain(code);
    const live = (await codes(customer.user.phone)).filter((r) => r.usedAt === null);
    expect(live).toHaveLength(1);
    expect(live[0]!.issuedBy).toBe(admin.user._id);

    const done = await call(server, 'POST', RESET, { body: { phone: customer.user.phone, otp: code, newPassword: 'Back#In12345' } });
    expect(done.status).toBe(200);
    expect((await call(server, 'POST', '/login', { body: { phone: customer.user.phone, password: 'Back#In12345' } })).status).toBe(200);
    // Single use.
    expectError(
      await call(server, 'POST', RESET, { body: { phone: customer.user.phone, otp: code, newPassword: 'Again#12345' } }),
      429,
      undefined,
      'reset_locked',
    );
  });

  it('keeps its own five tries, and is bounded per customer per hour', async () => {
    const customer = await signupCustomer(server, 'Guessed Again');
    await lockOut(customer.user.phone);
    await call(server, 'POST', `/admin/customers/${customer.user._id}/reset-code`, { token: admin.token });
    const code = server.sms.lastCodeFor(customer.user.phone)!;
    for (let i = 0; i < 5; i++) {
      expectError(await call(server, 'POST', RESET, { body: { phone: customer.user.phone, otp: wrongCode(code), newPassword: 'Guess#12345' } }), 400);
    }
    // Its tries are spent: the right code no longer works, and the phone is locked again.
    expectError(
      await call(server, 'POST', RESET, { body: { phone: customer.user.phone, otp: code, newPassword: 'Guess#12345' } }),
      429,
      undefined,
      'reset_locked',
    );
    const more = [];
    for (let i = 0; i < RESET_RULES.adminCodesPerPhonePerHour; i++) {
      more.push((await call(server, 'POST', `/admin/customers/${customer.user._id}/reset-code`, { token: admin.token })).status);
    }
    expect(more).toEqual([200, 200, 200, 200, 429]);
  });

  it('answers 404 for a phone or an id without an account, and 400 for a bad phone', async () => {
    expectError(
      await call(server, 'GET', '/admin/customers?phone=9111122222', { token: admin.token }),
      404,
      'No account has this phone number.',
      'not_found',
    );
    expectError(await call(server, 'POST', '/admin/customers/no-such-id/reset-code', { token: admin.token }), 404, undefined, 'not_found');
    expectError(await call(server, 'GET', '/admin/customers?phone=12', { token: admin.token }), 400, undefined, 'validation_failed');
  });
});

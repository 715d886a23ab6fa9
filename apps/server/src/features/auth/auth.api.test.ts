import { randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { ApiErrorBody } from '@laundry/shared/contracts/errors';
import { call, expectError, signupCustomer, startTestServer, uniquePhone, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

describe('POST /signup and POST /login', () => {
  it('signs up, then logs in with any spelling of the same phone', async () => {
    const phone = uniquePhone();
    const signup = await call<AuthResponse>(server, 'POST', '/signup', {
      body: { name: ' Asha ', phone: spaced(phone), password: 'Secret#123', email: 'Asha@Example.com' },
    });
    expect(signup.status).toBe(201);
    expect(Object.keys(signup.body).sort()).toEqual(['token', 'user']);
    expect(signup.body.user).toEqual({
      _id: expect.any(String),
      name: 'Asha',
      email: 'asha@example.com',
      phone,
      role: 'customer',
      language: 'en',
      referralCode: expect.stringMatching(/^[2-9A-HJKMNP-Z]{6}$/),
      gstin: '',
      // Order messages by WhatsApp until the customer chooses otherwise (docs/decisions/0055).
      messageChannel: 'whatsapp',
    });
    expect(JSON.stringify(signup.body)).not.toContain('Secret#123');
    expect(JSON.stringify(signup.body)).not.toMatch(/hash/i);

    for (const spelling of [`0${phone.slice(0, 5)} ${phone.slice(5)}`, phone, spaced(phone), `91${phone}`]) {
      const login = await call<AuthResponse>(server, 'POST', '/login', { body: { phone: spelling, password: 'Secret#123' } });
      expect(login.status, spelling).toBe(200);
      expect(Object.keys(login.body).sort()).toEqual(['token', 'user']);
      expect(login.body.user).toEqual(signup.body.user);
    }
    const byEmail = await call<AuthResponse>(server, 'POST', '/login', { body: { email: ' ASHA@example.COM ', password: 'Secret#123' } });
    expect(byEmail.status).toBe(200);

    const profile = await call(server, 'GET', '/profile', { token: byEmail.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual(signup.body.user);
  });

  it('answers 409 to a duplicate phone in any spelling or a duplicate e-mail in any case', async () => {
    const phone = uniquePhone();
    const first = await call(server, 'POST', '/signup', { body: { name: 'A', phone, password: 'Secret#123', email: 'dup@example.com' } });
    expect(first.status).toBe(201);
    for (const spelling of [`91${phone}`, `0${phone}`, spaced(phone)]) {
      expectError(
        await call(server, 'POST', '/signup', { body: { name: 'B', phone: spelling, password: 'Secret#123' } }),
        409,
        /phone/,
        'phone_taken',
      );
    }
    expectError(
      await call(server, 'POST', '/signup', { body: { name: 'C', phone: uniquePhone(), password: 'Secret#123', email: 'DUP@example.com' } }),
      409,
      /e-mail/,
      'email_taken',
    );
  });

  it('lets exactly one of several simultaneous signups for one phone through; the rest are 409', async () => {
    const phone = uniquePhone();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        call(server, 'POST', '/signup', {
          body: { name: `Racer ${i}`, phone, password: 'Secret#123', email: i % 2 ? `race${phone}@example.com` : undefined },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expectError(r, 409);
  });

  it('lets many accounts sign up without an e-mail', async () => {
    const a = await call<AuthResponse>(server, 'POST', '/signup', { body: { name: 'No Mail A', phone: uniquePhone(), password: 'Secret#123' } });
    const b = await call<AuthResponse>(server, 'POST', '/signup', {
      body: { name: 'No Mail B', phone: uniquePhone(), password: 'Secret#123', email: '' },
    });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.user.email).toBeNull();
    expect(b.body.user.email).toBeNull();
  });

  it('never makes an admin from signup input: unknown fields are ignored', async () => {
    const res = await call<AuthResponse>(server, 'POST', '/signup', {
      body: { name: 'Sneaky', phone: uniquePhone(), password: 'Secret#123', role: 'admin', _id: 'mine', tokenVersion: 9 },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('customer');
    expect(res.body.user._id).not.toBe('mine');
  });

  it('answers 400 naming the field to bad signup input', async () => {
    const base = { name: 'Field Test', phone: uniquePhone(), password: 'Secret#123' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, name: undefined }, /^name is required/],
      [{ ...base, name: '   ' }, /^name is required/],
      [{ ...base, name: 'x'.repeat(101) }, /^name must be at most 100/],
      [{ ...base, name: 42 }, /^name/],
      [{ ...base, phone: undefined }, /^phone/],
      [{ ...base, phone: '12345' }, /^phone must be a valid 10-digit mobile number/],
      [{ ...base, phone: 9876543210 }, /^phone/],
      [{ ...base, password: undefined }, /^password is required/],
      [{ ...base, password: 'Short#1' }, /^password must be at least 8 characters/],
      [{ ...base, password: 'x'.repeat(129) }, /^password must be at most/],
      [{ ...base, email: 'not-an-email' }, /^email must be a valid e-mail address/],
    ];
    for (const [body, message] of cases) {
      expectError(await call(server, 'POST', '/signup', { body }), 400, message);
    }
  });

  it('answers 400 naming the field to bad login input', async () => {
    expectError(await call(server, 'POST', '/login', { body: { phone: '9876543210' } }), 400, /^password is required/);
    expectError(await call(server, 'POST', '/login', { body: { password: 'Secret#123' } }), 400, /email or phone is required/);
    expectError(await call(server, 'POST', '/login', { body: { phone: '123', password: 'Secret#123' } }), 400, /^phone/, 'validation_failed');
    expectError(await call(server, 'POST', '/login', {}), 400);
    // The login screen's own rules (a@b.c, 10 digits) hold on the server too: refused, not looked up.
    const badMail = await call<ApiErrorBody>(server, 'POST', '/login', { body: { email: 'ravi@example', password: 'Secret#123' } });
    expectError(badMail, 400, /^email must be a valid e-mail address/, 'validation_failed');
    expect(badMail.body.field).toBe('email');
    const shortPhone = await call<ApiErrorBody>(server, 'POST', '/login', { body: { phone: '98765 4321', password: 'Secret#123' } });
    expectError(shortPhone, 400, /^phone must be a valid 10-digit mobile number/, 'validation_failed');
    expect(shortPhone.body.field).toBe('phone');
    // The mode not in use may come blank: it is not given.
    expectError(
      await call(server, 'POST', '/login', { body: { email: '', phone: uniquePhone(), password: 'Secret#123' } }),
      401,
      undefined,
      'invalid_credentials',
    );
  });

  it('answers the same 401 to a wrong password and to an unknown account', async () => {
    const user = await signupCustomer(server);
    const wrong = await call(server, 'POST', '/login', { body: { phone: user.user.phone, password: 'Wrong#Password1' } });
    const unknown = await call(server, 'POST', '/login', { body: { phone: uniquePhone(), password: 'Wrong#Password1' } });
    const unknownMail = await call(server, 'POST', '/login', { body: { email: 'nobody@example.com', password: 'Wrong#Password1' } });
    expectError(wrong, 401, undefined, 'invalid_credentials');
    expect(unknown.body).toEqual(wrong.body);
    expect(unknownMail.body).toEqual(wrong.body);
    expect([unknown.status, unknownMail.status]).toEqual([401, 401]);
  });
});

describe('passwords', () => {
  it('takes 8 characters, 64 characters, and compares them exactly as typed', async () => {
    const eight = 'Ab#45678';
    const long = `${'Long#Pass-'.repeat(6)}1234`;
    expect(long).toHaveLength(64);
    for (const password of [eight, long]) {
      const phone = uniquePhone();
      expect((await call(server, 'POST', '/signup', { body: { name: 'Len', phone, password } })).status).toBe(201);
      expect((await call(server, 'POST', '/login', { body: { phone, password } })).status).toBe(200);
      expect((await call(server, 'POST', '/login', { body: { phone, password: password.slice(0, -1) } })).status).toBe(401);
    }

    const phone = uniquePhone();
    const withSpaces = '  Spaced#Pass1  ';
    expect((await call(server, 'POST', '/signup', { body: { name: 'Spaces', phone, password: withSpaces } })).status).toBe(201);
    expect((await call(server, 'POST', '/login', { body: { phone, password: 'Spaced#Pass1' } })).status).toBe(401);
    expect((await call(server, 'POST', '/login', { body: { phone, password: withSpaces.trimEnd() } })).status).toBe(401);
    expect((await call(server, 'POST', '/login', { body: { phone, password: ' Spaced#Pass1 ' } })).status).toBe(401);
    expect((await call(server, 'POST', '/login', { body: { phone, password: withSpaces } })).status).toBe(200);
  });

  it('stores an argon2id hash with at least 19 MiB and 2 passes, never the password', async () => {
    const user = await signupCustomer(server, 'Hash Check');
    const row = await server.database.db.selectFrom('users').selectAll().where('id', '=', user.user._id).executeTakeFirstOrThrow();
    expect(row.passwordHash).not.toContain(user.password);
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row.passwordHash);
    expect(match, row.passwordHash).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
  });
});

describe('tokens and GET /profile', () => {
  it('issues an HS256 JWT that lasts 7 days', async () => {
    const before = Math.floor(Date.now() / 1000);
    const user = await signupCustomer(server);
    const header = decodeProtectedHeader(user.token);
    expect(header.alg).toBe('HS256');
    const claims = decodeJwt(user.token);
    expect(claims.sub).toBe(user.user._id);
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 60 * 60);
    expect(claims.iat!).toBeGreaterThanOrEqual(before - 1);
    expect(JSON.stringify(claims)).not.toContain(user.password);
  });

  it('answers GET /profile for a customer and an admin, without any secret', async () => {
    const user = await signupCustomer(server, 'Profile Person');
    const res = await call(server, 'GET', '/profile', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: user.user._id,
      name: 'Profile Person',
      email: null,
      phone: user.user.phone,
      role: 'customer',
      language: 'en',
      referralCode: user.user.referralCode,
      gstin: '',
      messageChannel: 'whatsapp',
    });
  });

  it('answers 401 with no token, a malformed header, a forged or an expired token', async () => {
    const user = await signupCustomer(server);
    const claims = decodeJwt(user.token);
    const [head, body] = user.token.split('.');
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);

    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${body}.`;
    const otherSecret = await new SignJWT({ role: 'customer', tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user._id)
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(randomBytes(32));
    const secret = new TextEncoder().encode(server.config.jwtSecret);
    const expired = await new SignJWT({ role: 'customer', tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user._id)
      .setIssuedAt(now - 8 * 24 * 3600)
      .setExpirationTime(now - 60)
      .sign(secret);
    const hs512 = await new SignJWT({ role: 'customer', tv: claims.tv })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.user._id)
      .setExpirationTime('1h')
      .sign(new Uint8Array(Buffer.from(server.config.jwtSecret)));
    const promoted = `${head}.${b64({ ...claims, role: 'admin' })}.${user.token.split('.')[2]}`;
    const unknownUser = await new SignJWT({ role: 'customer', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('no-such-user')
      .setExpirationTime('1h')
      .sign(secret);

    expectError(await call(server, 'GET', '/profile'), 401, undefined, 'auth_required');
    for (const authorization of [
      `Basic ${user.token}`,
      'Bearer',
      'Bearer not.a.jwt',
      `Bearer ${algNone}`,
      `Bearer ${otherSecret}`,
      `Bearer ${expired}`,
      `Bearer ${hs512}`,
      `Bearer ${promoted}`,
      `Bearer ${unknownUser}`,
    ]) {
      expectError(
        await call(server, 'GET', '/profile', { headers: { authorization } }),
        401,
        undefined,
        /^Bearer \S+$/i.test(authorization) ? 'session_expired' : 'auth_required',
      );
    }
    // The genuine token still works, so the 401s above are about the forgeries.
    expect((await call(server, 'GET', '/profile', { token: user.token })).status).toBe(200);
  });
});

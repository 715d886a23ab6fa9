import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CHANGE_LATER, type AuthResponse, type PublicUser } from '@laundry/shared/contracts/auth';
import { call, expectError, expectInvalid, signupCustomer, startTestServer, uniquePhone, type TestServer } from '../../test/harness';

/** PATCH /profile: a signed-in user edits their own name and e-mail (docs/decisions/0033). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('PATCH /profile', () => {
  it('changes the name and e-mail, answers the user, and the new e-mail signs in', async () => {
    const user = await signupCustomer(server, 'Old Name');
    const email = `new.${user.user.phone}@Example.com`;
    const res = await call<PublicUser>(server, 'PATCH', '/profile', { token: user.token, body: { name: '  New Name ', email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...user.user, name: 'New Name', email: email.toLowerCase() });

    expect((await call(server, 'GET', '/profile', { token: user.token })).body).toEqual(res.body);
    const login = await call<AuthResponse>(server, 'POST', '/login', { body: { email, password: user.password } });
    expect(login.status).toBe(200);
    expect(login.body.user).toEqual(res.body);
  });

  it('changes only what is sent; a blank e-mail removes it', async () => {
    const user = await signupCustomer(server, 'Keeps Name');
    const withMail = await call<PublicUser>(server, 'PATCH', '/profile', { token: user.token, body: { email: `k.${user.user.phone}@example.com` } });
    expect(withMail.body.name).toBe('Keeps Name');
    const cleared = await call<PublicUser>(server, 'PATCH', '/profile', { token: user.token, body: { email: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ ...user.user, email: null });
    // Keeping one's own e-mail is not "taken".
    await call(server, 'PATCH', '/profile', { token: user.token, body: { email: `k.${user.user.phone}@example.com` } });
    const same = await call<PublicUser>(server, 'PATCH', '/profile', {
      token: user.token,
      body: { name: 'Renamed', email: `K.${user.user.phone}@example.com` },
    });
    expect(same.status).toBe(200);
    expect(same.body.email).toBe(`k.${user.user.phone}@example.com`);
  });

  it("refuses another account's e-mail, a blank name, a bad e-mail, an empty change and any phone", async () => {
    const a = await signupCustomer(server, 'Owner A');
    const b = await signupCustomer(server, 'Owner B');
    await call(server, 'PATCH', '/profile', { token: a.token, body: { email: `taken.${a.user.phone}@example.com` } });
    expectError(
      await call(server, 'PATCH', '/profile', { token: b.token, body: { email: `TAKEN.${a.user.phone}@example.com` } }),
      409,
      /e-mail/,
      'email_taken',
    );
    expectInvalid(await call(server, 'PATCH', '/profile', { token: b.token, body: { name: '   ' } }), 'name', 'name is required');
    expectInvalid(
      await call(server, 'PATCH', '/profile', { token: b.token, body: { email: 'b@' } }),
      'email',
      'email must be a valid e-mail address',
    );
    expectInvalid(await call(server, 'PATCH', '/profile', { token: b.token, body: {} }), 'name', 'name, email or language is required');
    expectInvalid(
      await call(server, 'PATCH', '/profile', { token: b.token, body: { name: 'B', phone: uniquePhone() } }),
      'phone',
      PHONE_CHANGE_LATER,
    );
    expect((await call<PublicUser>(server, 'GET', '/profile', { token: b.token })).body).toEqual(b.user);
  });

  it('lets exactly one of two accounts racing for one e-mail have it', async () => {
    const [a, b] = await Promise.all([signupCustomer(server, 'Race A'), signupCustomer(server, 'Race B')]);
    const email = `race.${a.user.phone}@example.com`;
    const results = await Promise.all([a, b].map((u) => call(server, 'PATCH', '/profile', { token: u.token, body: { email } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    for (const r of results.filter((x) => x.status === 409)) expectError(r, 409, /e-mail/, 'email_taken');
  });

  it('keeps the language of a signup, changes it alone, answers it on the next sign-in anywhere, and refuses others', async () => {
    const phone = uniquePhone();
    const signup = await call<AuthResponse>(server, 'POST', '/signup', {
      body: { name: 'Telugu Reader', phone, password: 'Customer#123', language: 'te' },
    });
    expect(signup.status).toBe(201);
    expect(signup.body.user.language).toBe('te');
    const changed = await call<PublicUser>(server, 'PATCH', '/profile', { token: signup.body.token, body: { language: 'hi' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...signup.body.user, language: 'hi' });
    const login = await call<AuthResponse>(server, 'POST', '/login', { body: { phone, password: 'Customer#123' } });
    expect(login.body.user.language).toBe('hi');
    expect((await call<PublicUser>(server, 'GET', '/profile', { token: login.body.token })).body.language).toBe('hi');
    expectInvalid(
      await call(server, 'PATCH', '/profile', { token: signup.body.token, body: { language: 'ta' } }),
      'language',
      'language must be one of: en, te, hi',
    );
    expectInvalid(
      await call(server, 'POST', '/signup', { body: { name: 'X', phone: uniquePhone(), password: 'Customer#123', language: 'fr' } }),
      'language',
      'language must be one of: en, te, hi',
    );
    // The shop's earlier client sends no language: English.
    expect((await signupCustomer(server, 'Old Client')).user.language).toBe('en');
  });

  it('needs a session', async () => {
    expectError(await call(server, 'PATCH', '/profile', { body: { name: 'Nobody' } }), 401, undefined, 'auth_required');
  });
});

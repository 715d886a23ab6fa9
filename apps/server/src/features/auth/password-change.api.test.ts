import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { call, createRiderSession, expectError, expectInvalid, signupCustomer, startTestServer, type TestServer } from '../../test/harness';
import { SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from './password-change.service';

/** POST /auth/change-password: a signed-in person's own password (docs/decisions/0089). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const NEW_PASSWORD = 'Brand-new#2026';

describe('POST /auth/change-password', () => {
  it('changes the password: the new one signs in, the old one no longer does, other sessions end and this device stays in', async () => {
    const me = await signupCustomer(server, 'Changes Password');
    const otherDevice = await call<AuthResponse>(server, 'POST', '/login', { body: { phone: me.user.phone, password: me.password } });
    expect(otherDevice.status).toBe(200);

    const res = await call<AuthResponse>(server, 'POST', '/auth/change-password', {
      token: me.token,
      body: { currentPassword: me.password, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual(me.user);
    expect(res.body.token).not.toBe(me.token);

    expect((await call(server, 'GET', '/profile', { token: res.body.token })).status).toBe(200);
    expectError(await call(server, 'GET', '/profile', { token: me.token }), 401, undefined, 'session_expired');
    expectError(await call(server, 'GET', '/profile', { token: otherDevice.body.token }), 401, undefined, 'session_expired');
    expectError(
      await call(server, 'POST', '/login', { body: { phone: me.user.phone, password: me.password } }),
      401,
      undefined,
      'invalid_credentials',
    );
    expect((await call(server, 'POST', '/login', { body: { phone: me.user.phone, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const me = await signupCustomer(server, 'Wrong Current');
    const res = await call(server, 'POST', '/auth/change-password', {
      token: me.token,
      body: { currentPassword: `${me.password}x`, newPassword: NEW_PASSWORD },
    });
    expectError(res, 403, WRONG_CURRENT_PASSWORD, 'wrong_password');
    expect((res.body as { field?: string }).field).toBe('currentPassword');
    expect((await call(server, 'GET', '/profile', { token: me.token })).status).toBe(200);
    expect((await call(server, 'POST', '/login', { body: { phone: me.user.phone, password: me.password } })).status).toBe(200);
  });

  it('refuses the same password, a short new one and a missing current one, with the field named', async () => {
    const me = await signupCustomer(server, 'Same Password');
    expectError(
      await call(server, 'POST', '/auth/change-password', { token: me.token, body: { currentPassword: me.password, newPassword: me.password } }),
      400,
      SAME_PASSWORD,
      'same_password',
    );
    expectInvalid(
      await call(server, 'POST', '/auth/change-password', { token: me.token, body: { currentPassword: me.password, newPassword: 'short' } }),
      'newPassword',
      /newPassword must be at least/,
    );
    expectInvalid(
      await call(server, 'POST', '/auth/change-password', { token: me.token, body: { newPassword: NEW_PASSWORD } }),
      'currentPassword',
      'currentPassword is required',
    );
    expect((await call(server, 'GET', '/profile', { token: me.token })).status).toBe(200);
  });

  it('lets staff change their own password too', async () => {
    const rider = await createRiderSession(server, 'Rider Changes');
    const res = await call<AuthResponse>(server, 'POST', '/auth/change-password', {
      token: rider.token,
      body: { currentPassword: rider.password, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('rider');
    expect((await call(server, 'GET', '/rider/stops', { token: res.body.token })).status).toBe(200);
  });
});

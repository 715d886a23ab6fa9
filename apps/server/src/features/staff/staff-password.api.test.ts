import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { StaffMember, StaffMemberWithSignIn, StaffPasswordReset } from '@laundry/shared/contracts/staff';
import {
  call,
  createAdminSession,
  expectError,
  expectInvalid,
  randomUUID,
  signupCustomer,
  startTestServer,
  uniquePhone,
  type Session,
  type TestServer,
} from '../../test/harness';

/** Settings → Staff: a member's password reset by the admin, and last sign-in (docs/decisions/0070). */
let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdminSession(server, 'Owner');
});
afterAll(async () => {
  await server?.close();
});

const login = (phone: string, password: string) => call<AuthResponse>(server, 'POST', '/login', { body: { phone, password } });
const resetFor = (id: string, body: Record<string, unknown>, token = admin.token) =>
  call<StaffPasswordReset>(server, 'POST', `/admin/staff/${id}/password`, { token, body });

async function addRider(name: string): Promise<{ member: StaffMember; password: string }> {
  const password = 'Rider#12345';
  const added = await call<StaffMember>(server, 'POST', '/admin/staff', {
    token: admin.token,
    body: { role: 'rider', name, phone: uniquePhone(), password },
  });
  expect(added.status).toBe(201);
  return { member: added.body, password };
}

describe('POST /admin/staff/:id/password', () => {
  it('mode password: a new password shown once; the old one and every session end', async () => {
    const { member, password } = await addRider('Forgetful Rider');
    const session = await login(member.phone, password);
    const reset = await resetFor(member._id, { mode: 'password' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ mode: 'password', password: expect.stringMatching(/^[A-Za-z2-9]{12}$/), message: expect.any(String) });
    if (reset.body.mode !== 'password') throw new Error('expected a password');

    expectError(await call(server, 'GET', '/profile', { token: session.body.token }), 401, undefined, 'session_expired');
    expectError(await login(member.phone, password), 401, undefined, 'invalid_credentials');
    const fresh = await login(member.phone, reset.body.password);
    expect(fresh.status).toBe(200);
    expect(fresh.body.user).toMatchObject({ _id: member._id, role: 'rider' });
  });

  it('mode code: a one-time code the member uses on "Forgot password?"; nothing changes until then', async () => {
    const { member, password } = await addRider('Code Rider');
    const reset = await resetFor(member._id, { mode: 'code' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ mode: 'code', code: expect.stringMatching(/^\d{4}$/), expiresAt: expect.any(String), message: expect.any(String) });
    if (reset.body.mode !== 'code') throw new Error('expected a code');
    // Shown to the admin, not sent by SMS.
    expect(server.sms.sent.map((s) => s.phone)).not.toContain(member.phone);
    expect((await login(member.phone, password)).status).toBe(200);

    const used = await call(server, 'POST', '/auth/forgot-password/reset', {
      body: { phone: member.phone, otp: reset.body.code, newPassword: 'Fresh#12345' },
    });
    expect(used.status).toBe(200);
    expectError(await login(member.phone, password), 401, undefined, 'invalid_credentials');
    expect((await login(member.phone, 'Fresh#12345')).status).toBe(200);
    // Once only.
    expectError(
      await call(server, 'POST', '/auth/forgot-password/reset', { body: { phone: member.phone, otp: reset.body.code, newPassword: 'Again#12345' } }),
      400,
      undefined,
      'invalid_reset_code',
    );
  });

  it("answers 404 for a customer's id or an unknown one, and 400 for a bad mode, changing nothing", async () => {
    const customer = await signupCustomer(server, 'Not Staff');
    expectError(await resetFor(customer.user._id, { mode: 'password' }), 404, 'Staff member not found.', 'not_found');
    expectError(await resetFor(randomUUID(), { mode: 'code' }), 404, 'Staff member not found.', 'not_found');
    const { member, password } = await addRider('Untouched');
    expectInvalid(await resetFor(member._id, { mode: 'sms' }), 'mode', 'mode must be code or password');
    expectInvalid(await resetFor(member._id, {}), 'mode', 'mode must be code or password');
    expect((await login(customer.user.phone, customer.password)).status).toBe(200);
    expect((await login(member.phone, password)).status).toBe(200);
  });
});

describe('last sign-in', () => {
  it('is recorded at login and listed with ?include=lastSignIn; the plain list is as before', async () => {
    const { member: never } = await addRider('Never Signed In');
    const { member, password } = await addRider('Signs In');
    const before = new Date().toISOString();
    expect((await login(member.phone, password)).status).toBe(200);

    const listed = await call<StaffMemberWithSignIn[]>(server, 'GET', '/admin/staff?include=lastSignIn', { token: admin.token });
    expect(listed.status).toBe(200);
    const byId = new Map(listed.body.map((m) => [m._id, m]));
    expect(byId.get(never._id)).toEqual({ ...never, lastSignInAt: null });
    expect(byId.get(member._id)!.lastSignInAt! >= before).toBe(true);
    expect(byId.get(admin.user._id)!.lastSignInAt).toEqual(expect.any(String));

    const plain = await call<StaffMember[]>(server, 'GET', '/admin/staff', { token: admin.token });
    expect(plain.body.find((m) => m._id === member._id)).toEqual(member);
    expectInvalid(await call(server, 'GET', '/admin/staff?include=everything', { token: admin.token }), 'include', 'include must be lastSignIn');
  });
});

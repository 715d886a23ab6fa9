import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import { apiErrorSchema } from '@laundry/shared/contracts/errors';
import type { StaffMember } from '@laundry/shared/contracts/staff';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  expectInvalid,
  orderBody,
  randomUUID,
  signupCustomer,
  startTestServer,
  uniquePhone,
  type Session,
  type TestServer,
} from '../../test/harness';
import { connectErrorCode, connectError, connectSocket, waitForDisconnect } from '../../test/sockets';

/**
 * Settings → Staff (docs/decisions/0048, 0050). The server re-checks open sockets only every
 * 15 s here (the default), so a socket closing within a second or two was closed by the
 * switch-off itself.
 */
let server: TestServer;
let admin: Session;
const open: Socket[] = [];
const INACTIVE = 'This account has been switched off. Please ask the shop.';

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdminSession(server, 'Owner');
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await server?.close();
});

async function connect(namespace: string, token: string): Promise<Socket> {
  const socket = await connectSocket(server.baseUrl, namespace, token);
  open.push(socket);
  return socket;
}

const addStaff = (body: Record<string, unknown>, token = admin.token) => call<StaffMember>(server, 'POST', '/admin/staff', { token, body });
const patchStaff = (id: string, body: Record<string, unknown>, token = admin.token) =>
  call<StaffMember>(server, 'PATCH', `/admin/staff/${id}`, { token, body });
const login = (phone: string, password: string) => call<AuthResponse>(server, 'POST', '/login', { body: { phone, password } });

/** A rider added through the API, signed in. */
async function addRider(name = 'Ravi Rider'): Promise<{ member: StaffMember; session: AuthResponse; password: string }> {
  const password = 'Rider#12345';
  const added = await addStaff({ role: 'rider', name, phone: `+91 ${uniquePhone()}`, password });
  expect(added.status).toBe(201);
  const signedIn = await login(added.body.phone, password);
  expect(signedIn.status).toBe(200);
  return { member: added.body, session: signedIn.body, password };
}

describe('GET /admin/staff and POST /admin/staff', () => {
  it('adds a rider who can then log in as a rider, and lists admins and riders (never customers)', async () => {
    const phone = uniquePhone();
    const added = await addStaff({ role: 'rider', name: '  Suresh ', phone: `0${phone}`, password: 'Rider#12345' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ _id: expect.any(String), name: 'Suresh', phone, role: 'rider', active: true, createdAt: expect.any(String) });
    expect(JSON.stringify(added.body)).not.toMatch(/hash|Rider#12345/i);

    const signedIn = await login(phone, 'Rider#12345');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ _id: added.body._id, role: 'rider', name: 'Suresh' });
    // A rider is staff: booking as a customer is refused as for an admin, and nothing is written.
    expectError(await call(server, 'POST', '/orders', { token: signedIn.body.token, body: orderBody() }), 403, undefined, 'customer_only');

    const customer = await signupCustomer(server, 'Not Staff');
    const second = await addStaff({ role: 'admin', name: 'Second Admin', phone: uniquePhone(), password: 'Admin#12345' });
    expect(second.status).toBe(201);
    const list = await call<StaffMember[]>(server, 'GET', '/admin/staff', { token: admin.token });
    expect(list.status).toBe(200);
    const ids = list.body.map((m) => m._id);
    expect(ids).toEqual(expect.arrayContaining([admin.user._id, added.body._id, second.body._id]));
    expect(ids).not.toContain(customer.user._id);
    // Admins first, then riders.
    const roles = list.body.map((m) => m.role);
    expect(roles).toEqual([...roles].sort());
    expect(list.body.find((m) => m._id === added.body._id)).toEqual(added.body);
  });

  it('refuses a phone that any account already has, in any spelling, with 409 phone_taken', async () => {
    const customer = await signupCustomer(server, 'Has The Phone');
    for (const phone of [customer.user.phone, `+91 ${customer.user.phone}`, `0${customer.user.phone}`]) {
      expectError(await addStaff({ role: 'rider', name: 'Copy', phone, password: 'Rider#12345' }), 409, /already exists/, 'phone_taken');
    }
    const { member } = await addRider('First');
    expectError(await addStaff({ role: 'admin', name: 'Copy', phone: member.phone, password: 'Admin#12345' }), 409, undefined, 'phone_taken');
  });

  it('lets exactly one of concurrent adds with one phone through', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addStaff({ role: 'rider', name: `Racer ${i}`, phone, password: 'Rider#12345' })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) expectError(a, 409, undefined, 'phone_taken');
  });

  it('refuses a bad role, a missing name, a bad phone and a short password, naming the field', async () => {
    const good = { role: 'rider', name: 'Valid', phone: uniquePhone(), password: 'Rider#12345' };
    expectInvalid(await addStaff({ ...good, role: 'customer' }), 'role', 'role must be admin or rider');
    expectInvalid(await addStaff({ ...good, name: '  ' }), 'name', 'Please enter a name.');
    expectInvalid(await addStaff({ ...good, phone: '12345' }), 'phone', /phone/);
    expectInvalid(await addStaff({ ...good, password: 'short' }), 'password', /at least 8 characters/);
    expect((await login(good.phone, good.password)).status).toBe(401);
  });
});

describe('PATCH /admin/staff/:id', () => {
  it('switches a rider off: their token and socket end at once, and login says why only to the right password', async () => {
    const { member, session, password } = await addRider('Leaving Rider');
    const socket = await connect('/customer', session.token);
    const gone = waitForDisconnect(socket, 3000);

    const off = await patchStaff(member._id, { active: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ...member, active: false });
    expect(await gone).toBe('io server disconnect');

    expectError(await call(server, 'GET', '/profile', { token: session.token }), 401, INACTIVE, 'account_inactive');
    expect(connectErrorCode(await connectError(server.baseUrl, '/customer', session.token))).toBe('account_inactive');
    expectError(await login(member.phone, password), 401, INACTIVE, 'account_inactive');
    // A wrong password learns nothing about the account.
    expectError(await login(member.phone, 'Wrong#12345'), 401, 'Incorrect phone/e-mail or password.', 'invalid_credentials');
    // Switching off twice changes nothing.
    expect((await patchStaff(member._id, { active: false })).body.active).toBe(false);

    const on = await patchStaff(member._id, { active: true });
    expect(on.status).toBe(200);
    expect(on.body.active).toBe(true);
    // Back on, the person logs in again; the token from before stays ended.
    expectError(await call(server, 'GET', '/profile', { token: session.token }), 401, undefined, 'session_expired');
    const again = await login(member.phone, password);
    expect(again.status).toBe(200);
    expect((await call(server, 'GET', '/profile', { token: again.body.token })).status).toBe(200);
  });

  it("switches an admin off: the admin's routes refuse their token and their /admin socket ends at once", async () => {
    const other = await createAdminSession(server, 'Leaving Admin');
    const socket = await connect('/admin', other.token);
    const gone = waitForDisconnect(socket, 3000);
    const off = await patchStaff(other.user._id, { active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ role: 'admin', active: false });
    expect(await gone).toBe('io server disconnect');
    expectError(await call(server, 'GET', '/admin/staff', { token: other.token }), 401, INACTIVE, 'account_inactive');
    expectError(await patchStaff(admin.user._id, { active: false }, other.token), 401, undefined, 'account_inactive');
  });

  it('renames, alone or together with switching, and refuses an empty name', async () => {
    const { member, session } = await addRider('Old Name');
    const renamed = await patchStaff(member._id, { name: ' New Name ' });
    expect(renamed.body).toEqual({ ...member, name: 'New Name' });
    // A rename alone leaves the rider signed in.
    expect((await call(server, 'GET', '/profile', { token: session.token })).body).toMatchObject({ name: 'New Name', role: 'rider' });
    const both = await patchStaff(member._id, { name: 'Both', active: false });
    expect(both.body).toMatchObject({ name: 'Both', active: false });
    expectInvalid(await patchStaff(member._id, { name: '' }), 'name', 'Please enter a name.');
    expectInvalid(await patchStaff(member._id, { active: 'no' }), 'active', 'active must be true or false');
  });

  it("answers 404 for a customer's id and an unknown one, changing nothing", async () => {
    const customer = await signupCustomer(server, 'Just A Customer');
    expectError(await patchStaff(customer.user._id, { active: false, name: 'Hijacked' }), 404, 'Staff member not found.', 'not_found');
    expectError(await patchStaff(randomUUID(), { active: false }), 404, undefined, 'not_found');
    expect((await call(server, 'GET', '/profile', { token: customer.token })).body).toMatchObject({ name: 'Just A Customer' });
  });

  it('never lets an admin switch themself off (409 last_admin)', async () => {
    expectError(await patchStaff(admin.user._id, { active: false }), 409, /your own account/, 'last_admin');
    expect((await call(server, 'GET', '/admin/staff', { token: admin.token })).status).toBe(200);
    // Renaming oneself is fine.
    expect((await patchStaff(admin.user._id, { name: 'Owner' })).status).toBe(200);
  });

  it('leaves one active admin when the last two switch each other off at once', async () => {
    for (let round = 0; round < 6; round++) {
      const [a, b] = await Promise.all([createAdminSession(server, `Pair A${round}`), createAdminSession(server, `Pair B${round}`)]);
      // Only these two are active admins now.
      await server.database.db
        .updateTable('users')
        .set({ active: 0 })
        .where('role', '=', 'admin')
        .where('id', 'not in', [a.user._id, b.user._id])
        .execute();
      const [ab, ba] = await Promise.all([patchStaff(b.user._id, { active: false }, a.token), patchStaff(a.user._id, { active: false }, b.token)]);
      const statuses = [ab.status, ba.status].sort();
      expect(statuses[0], `round ${round}`).toBe(200);
      // The other was refused: either it found no other admin left, or its own account was already off.
      const loser = ab.status === 200 ? ba : ab;
      expect(['last_admin', 'account_inactive']).toContain(apiErrorSchema.parse(loser.body).code);
      const active = await server.database.db.selectFrom('users').select('id').where('role', '=', 'admin').where('active', '=', 1).execute();
      expect(active, `round ${round}`).toHaveLength(1);
    }
    // The owner of the other tests comes back.
    await server.database.db.updateTable('users').set({ active: 1 }).where('id', '=', admin.user._id).execute();
  });
});

describe('riders', () => {
  it('log in with role rider through the harness too, and are refused on admin routes', async () => {
    const rider = await createRiderSession(server);
    expect(rider.user.role).toBe('rider');
    expectError(await call(server, 'GET', '/admin/staff', { token: rider.token }), 403, 'Admin access required.', 'admin_only');
  });
});

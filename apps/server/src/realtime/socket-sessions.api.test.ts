import { SignJWT } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import {
  call,
  createAdminSession,
  createRiderSession,
  orderBody,
  signupCustomer,
  sleep,
  startTestServer,
  type Session,
  type TestServer,
} from '../test/harness';
import { connectError, connectErrorCode, connectSocket, recordEvents, waitForDisconnect } from '../test/sockets';

/** Open sockets end with the session they were opened with (docs/decisions/0029). */
const RECHECK_MS = 150;
let server: TestServer;
let customer: Session;
const open: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({}, { socketRecheckMs: RECHECK_MS });
  customer = await signupCustomer(server);
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

/** A token signed with the server's own key, with the given claims. */
function ourToken(user: Session, claims: { iat?: number; exp?: number }): Promise<string> {
  let jwt = new SignJWT({ role: user.user.role, tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.user._id);
  if (claims.iat !== undefined) jwt = jwt.setIssuedAt(claims.iat);
  if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(server.config.jwtSecret));
}

const DAY = 24 * 3600;
const placeOrder = () => call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody() });

describe('tokens', () => {
  it('refuses a token of ours without an expiry, without a start, or living longer than 7 days and a minute', async () => {
    const now = Math.floor(Date.now() / 1000);
    const refused = {
      'no exp': await ourToken(customer, { iat: now }),
      'no iat': await ourToken(customer, { exp: now + 3600 }),
      'exp 30 days out': await ourToken(customer, { iat: now, exp: now + 30 * DAY }),
      'iat back-dated, 8 days long': await ourToken(customer, { iat: now - DAY, exp: now + 7 * DAY }),
      'exp 7 days and 2 minutes out': await ourToken(customer, { iat: now, exp: now + 7 * DAY + 120 }),
    };
    for (const [what, token] of Object.entries(refused)) {
      expect((await call(server, 'GET', '/profile', { token })).status, what).toBe(401);
      expect(connectErrorCode(await connectError(server.baseUrl, '/customer', token)), what).toBe('session_expired');
    }
    // Within the bound (a session, plus under a minute of another process's clock) it is accepted.
    const fine = await ourToken(customer, { iat: now, exp: now + 7 * DAY + 30 });
    expect((await call(server, 'GET', '/profile', { token: fine })).status).toBe(200);
  });
});

describe('open sockets', () => {
  it('are closed when their token expires, and hear nothing after', async () => {
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await ourToken(customer, { iat: now, exp: now + 2 });
    const socket = await connect('/customer', shortLived);
    const seen = recordEvents(socket);
    expect(await waitForDisconnect(socket, 4000)).toBe('io server disconnect');
    expect((await placeOrder()).status).toBe(201);
    await sleep(200);
    expect(seen.size).toBe(0);
  });

  it('on /admin are closed when the admin is made a customer', async () => {
    const admin = await createAdminSession(server, 'Demoted Admin');
    const socket = await connect('/admin', admin.token);
    const seen = recordEvents(socket);
    await server.database.db.updateTable('users').set({ role: 'customer' }).where('id', '=', admin.user._id).execute();
    expect(await waitForDisconnect(socket, RECHECK_MS * 20)).toBe('io server disconnect');
    expect((await placeOrder()).status).toBe(201);
    await sleep(200);
    expect(seen.has('admin:newOrder')).toBe(false);
    expect(connectErrorCode(await connectError(server.baseUrl, '/admin', admin.token))).toBe('admin_only');
  });

  it('are closed when the account is deleted', async () => {
    const admin = await createAdminSession(server, 'Deleted Admin');
    const socket = await connect('/admin', admin.token);
    await server.database.db.deleteFrom('users').where('id', '=', admin.user._id).execute();
    expect(await waitForDisconnect(socket, RECHECK_MS * 20)).toBe('io server disconnect');
  });

  it("are closed when the account's tokens are revoked outside the API", async () => {
    const other = await signupCustomer(server, 'Revoked Elsewhere');
    const socket = await connect('/customer', other.token);
    await server.database.db
      .updateTable('users')
      .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
      .where('id', '=', other.user._id)
      .execute();
    expect(await waitForDisconnect(socket, RECHECK_MS * 20)).toBe('io server disconnect');
  });

  it('are closed when the account is switched off outside the API, and refused after', async () => {
    const rider = await createRiderSession(server, 'Switched Off Elsewhere');
    const socket = await connect('/customer', rider.token);
    // Only the flag: the token version is left as it was, so the flag alone must end it.
    await server.database.db.updateTable('users').set({ active: 0 }).where('id', '=', rider.user._id).execute();
    expect(await waitForDisconnect(socket, RECHECK_MS * 20)).toBe('io server disconnect');
    expect(connectErrorCode(await connectError(server.baseUrl, '/customer', rider.token))).toBe('account_inactive');
  });

  it('stay open while the account is unchanged', async () => {
    const admin = await createAdminSession(server, 'Steady Admin');
    const socket = await connect('/admin', admin.token);
    await sleep(RECHECK_MS * 4);
    expect(socket.connected).toBe(true);
    const seen = recordEvents(socket);
    expect((await placeOrder()).status).toBe(201);
    for (let i = 0; i < 50 && !seen.has('admin:newOrder'); i++) await sleep(20);
    expect(seen.has('admin:newOrder')).toBe(true);
  });
});

describe('the default namespace', () => {
  it('refuses every connection, a valid admin token included', async () => {
    const admin = await createAdminSession(server, 'Namespace Admin');
    for (const token of [undefined, admin.token, customer.token]) {
      const error = await connectError(server.baseUrl, '/', token);
      expect(error, String(token)).toBeInstanceOf(Error);
      expect(connectErrorCode(error)).toBe('route_not_found');
    }
  });
});

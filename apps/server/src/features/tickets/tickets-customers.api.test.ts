import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deleted } from '@laundry/shared/contracts/common';
import type { Ticket, TicketList } from '@laundry/shared/contracts/tickets';
import { call, createAdminSession, expectError, signupCustomer, sleep, startTestServer, type Session, type TestServer } from '../../test/harness';
import { connectSocket, recordEvents, waitForEvent } from '../../test/sockets';

/** Short ticket numbers, the contact form's tickets, a customer's own tickets and replies. */
let server: TestServer;
let admin: Session;
let alice: Session;
let bob: Session;
const open: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  [admin, alice, bob] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Alice A'), signupCustomer(server, 'Bob B')]);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await server?.close();
});

const chatBody = (issue = 'My shirt has a stain') => ({ userName: 'Kiran', mobile: '98765 43210', orderId: 'None', issue });
const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meena',
  email: 'meena@example.com',
  message: 'Do you clean wedding sarees?',
  ...overrides,
});

async function raise(token?: string, issue?: string): Promise<Ticket> {
  const res = await call<Ticket>(server, 'POST', '/api/tickets', { token, body: chatBody(issue) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const mine = (token: string) => call<TicketList>(server, 'GET', '/api/tickets/mine', { token });
const adminList = async () => (await call<TicketList>(server, 'GET', '/api/tickets', { token: admin.token })).body.tickets;
const numberOf = (t: Ticket) => Number(t.ticketNumber.slice(2));

async function connect(token: string): Promise<Socket> {
  const socket = await connectSocket(server.baseUrl, '/customer', token);
  open.push(socket);
  return socket;
}

describe('ticket numbers', () => {
  it('are short ("T-" and a counted number), one more for each ticket, never repeated even when raised at once', async () => {
    const first = await raise();
    expect(first.ticketNumber).toMatch(/^T-\d{4}$/);
    expect(numberOf(first)).toBeGreaterThanOrEqual(1001);
    const together = await Promise.all(Array.from({ length: 12 }, (_, i) => raise(undefined, `together ${i}`)));
    const numbers = together.map(numberOf);
    expect(new Set(numbers).size).toBe(12);
    expect(Math.min(...numbers)).toBeGreaterThan(numberOf(first));
    const contact = await call<Ticket>(server, 'POST', '/api/tickets/contact', { body: contactBody() });
    expect(numberOf(contact.body)).toBeGreaterThan(Math.max(...numbers));
    // The admin list carries the same numbers.
    const listed = await adminList();
    expect(listed.find((t) => t._id === first._id)!.ticketNumber).toBe(first.ticketNumber);
  });
});

describe('POST /api/tickets/contact (public)', () => {
  it("turns a visitor's message into an open ticket marked as from the contact form, with the e-mail to answer", async () => {
    const res = await call<Ticket>(server, 'POST', '/api/tickets/contact', {
      body: contactBody({ name: '  Meena  ', message: ' Do you clean wedding sarees? ', extra: 'ignored' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      ticketNumber: expect.stringMatching(/^T-\d{4,}$/),
      userName: 'Meena',
      mobile: '',
      email: 'meena@example.com',
      orderId: '',
      issue: 'Do you clean wedding sarees?',
      status: 'open',
      source: 'contact',
      replies: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await adminList()).find((t) => t._id === res.body._id)).toEqual(res.body);
    // a visitor's message belongs to no account
    const row = await server.database.db.selectFrom('tickets').select('userId').where('id', '=', res.body._id).executeTakeFirstOrThrow();
    expect(row.userId).toBeNull();
  });

  it("links a signed-in customer's message to their account and fills in their mobile", async () => {
    const res = await call<Ticket>(server, 'POST', '/api/tickets/contact', { token: alice.token, body: contactBody({ name: 'Alice A' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ source: 'contact', mobile: alice.user.phone, email: 'meena@example.com' });
    expect((await mine(alice.token)).body.tickets.map((t) => t._id)).toContain(res.body._id);
  });

  it('answers 400 naming the field to bad input', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '' }, /^name is required/],
      [{ name: 'x'.repeat(101) }, /^name must be at most 100/],
      [{ email: '' }, /^email is required/],
      [{ email: 'not-an-email' }, /^email must be a valid e-mail address/],
      [{ message: '   ' }, /^message is required/],
      [{ message: 'x'.repeat(2001) }, /^message must be at most 2000/],
    ];
    for (const [overrides, message] of cases) {
      expectError(await call(server, 'POST', '/api/tickets/contact', { body: contactBody(overrides) }), 400, message);
    }
  });
});

describe("GET /api/tickets/mine (a customer's own tickets)", () => {
  it('lists only the tickets raised while signed in to this account, newest first, with the shop replies', async () => {
    const visitors = await raise();
    const older = await raise(alice.token, 'older one');
    await sleep(2);
    const newer = await raise(alice.token, 'newer one');
    const bobs = await raise(bob.token, 'bob only');
    const reply = await call<Ticket>(server, 'POST', `/api/tickets/${older._id}/reply`, {
      token: admin.token,
      body: { message: 'We will call you at 5' },
    });
    expect(reply.status).toBe(200);

    const aliceList = (await mine(alice.token)).body.tickets;
    const ids = aliceList.map((t) => t._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(ids).not.toContain(visitors._id);
    expect(ids).not.toContain(bobs._id);
    expect(aliceList.find((t) => t._id === older._id)).toEqual(reply.body);

    // B never sees A's tickets
    const bobIds = (await mine(bob.token)).body.tickets.map((t) => t._id);
    expect(bobIds).toContain(bobs._id);
    for (const id of [older._id, newer._id, visitors._id]) expect(bobIds).not.toContain(id);
  });

  it("answers 401 to a visitor; a ticket raised with a token that no longer works is kept, as a visitor's", async () => {
    expectError(await call(server, 'GET', '/api/tickets/mine'), 401);
    const res = await call<Ticket>(server, 'POST', '/api/tickets', { token: 'not-a-token', body: chatBody('stale session') });
    expect(res.status).toBe(201);
    const row = await server.database.db.selectFrom('tickets').select('userId').where('id', '=', res.body._id).executeTakeFirstOrThrow();
    expect(row.userId).toBeNull();
  });

  it("the admin list still holds every ticket, the customers' ones included", async () => {
    const own = await raise(alice.token, 'seen by the shop');
    expect((await adminList()).map((t) => t._id)).toContain(own._id);
  });
});

describe('live on /customer', () => {
  it("tells the customer of their own ticket's new, replied and deleted states, and nobody else", async () => {
    const aliceSocket = await connect(alice.token);
    const bobSocket = await connect(bob.token);
    const bobHeard = recordEvents(bobSocket);

    const created = waitForEvent<Ticket>(aliceSocket, 'ticket:new');
    const ticket = await raise(alice.token, 'live one');
    expect(await created).toEqual(ticket);

    const updated = waitForEvent<Ticket>(aliceSocket, 'ticket:updated', (t) => t._id === ticket._id);
    const reply = await call<Ticket>(server, 'POST', `/api/tickets/${ticket._id}/reply`, { token: admin.token, body: { message: 'On our way' } });
    expect(await updated).toEqual(reply.body);
    expect((await updated).replies.at(-1)).toMatchObject({ sender: 'admin', message: 'On our way', createdAt: expect.any(String) });

    const deleted = waitForEvent<Deleted>(aliceSocket, 'ticket:deleted', (d) => d._id === ticket._id);
    expect((await call(server, 'DELETE', `/api/tickets/${ticket._id}`, { token: admin.token })).status).toBe(200);
    expect(await deleted).toEqual({ _id: ticket._id });

    // A visitor's ticket reaches no customer socket.
    const aliceHeard = recordEvents(aliceSocket);
    const visitors = await raise();
    await call(server, 'POST', `/api/tickets/${visitors._id}/reply`, { token: admin.token, body: { message: 'hello' } });
    await sleep(200);
    expect([...aliceHeard.keys()].filter((e) => e.startsWith('ticket:'))).toEqual([]);
    expect([...bobHeard.keys()].filter((e) => e.startsWith('ticket:'))).toEqual([]);
  });
});

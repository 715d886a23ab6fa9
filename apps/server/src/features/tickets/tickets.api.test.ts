import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket, TicketList } from '@laundry/shared/contracts/tickets';
import { call, createAdminSession, expectError, signupCustomer, sleep, startTestServer, type Session, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server)]);
});
afterAll(async () => {
  await server?.close();
});

const ticketBody = (overrides: Record<string, unknown> = {}) => ({
  userName: 'Kiran',
  mobile: '98765 43210',
  orderId: 'SL-202601011030555',
  issue: 'My shirt has a stain',
  ...overrides,
});

async function raise(overrides: Record<string, unknown> = {}): Promise<Ticket> {
  const res = await call<Ticket>(server, 'POST', '/api/tickets', { body: ticketBody(overrides) });
  if (res.status !== 201) throw new Error(`POST /api/tickets: ${res.status} ${JSON.stringify(res.body)}`);
  await sleep(2);
  return res.body;
}

describe('POST /api/tickets (public)', () => {
  it('creates an open ticket for a visitor, trimmed and with the phone normalised', async () => {
    const res = await call(server, 'POST', '/api/tickets', {
      body: ticketBody({ userName: '  Kiran  ', issue: ' Late delivery ', extra: 'ignored' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      userName: 'Kiran',
      mobile: '9876543210',
      orderId: 'SL-202601011030555',
      issue: 'Late delivery',
      status: 'open',
      replies: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      ticketNumber: expect.stringMatching(/^T-\d{4,}$/),
      source: 'chat',
      email: '',
    });
  });

  it('stores an empty order id when the customer typed "None"', async () => {
    for (const orderId of ['None', 'none', ' NONE ', '', undefined]) {
      expect((await raise({ orderId })).orderId).toBe('');
    }
  });

  it('takes tickets from signed-in customers too', async () => {
    const res = await call(server, 'POST', '/api/tickets', { token: customer.token, body: ticketBody() });
    expect(res.status).toBe(201);
  });

  it('answers 400 naming the field to bad input', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ userName: '' }, /^userName is required/],
      [{ userName: 'x'.repeat(101) }, /^userName must be at most 100/],
      [{ mobile: '12345' }, /^mobile must be a valid/],
      [{ mobile: undefined }, /^mobile is required/],
      [{ issue: '   ' }, /^issue is required/],
      [{ issue: 'x'.repeat(2001) }, /^issue must be at most 2000/],
      [{ orderId: 'x'.repeat(41) }, /^orderId must be at most 40/],
      [{ orderId: 42 }, /^orderId/],
    ];
    for (const [overrides, message] of cases) {
      expectError(await call(server, 'POST', '/api/tickets', { body: ticketBody(overrides) }), 400, message);
    }
  });
});

describe('admin ticket calls', () => {
  it('lists every ticket, newest first, as {tickets}', async () => {
    const older = await raise({ issue: 'older' });
    const newer = await raise({ issue: 'newer' });
    const res = await call<TicketList>(server, 'GET', '/api/tickets', { token: admin.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['tickets']);
    const list: Ticket[] = res.body.tickets;
    expect(list[0]).toEqual(newer);
    expect(list[1]).toEqual(older);
    const times = list.map((t) => t.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('adds replies with sender, message and time; the first one moves open to in-progress', async () => {
    const ticket = await raise();
    const first = await call<Ticket>(server, 'POST', `/api/tickets/${ticket._id}/reply`, {
      token: admin.token,
      body: { message: '  Contacted by admin  ' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ _id: ticket._id, status: 'in-progress' });
    expect(first.body.replies).toEqual([{ sender: 'admin', message: 'Contacted by admin', createdAt: expect.any(String) }]);
    await sleep(2);
    const second = await call<Ticket>(server, 'POST', `/api/tickets/${ticket._id}/reply`, {
      token: admin.token,
      body: { message: 'Picked up again' },
    });
    expect(second.body.replies.map((r) => r.message)).toEqual(['Contacted by admin', 'Picked up again']);

    // a reply to a closed ticket keeps it closed
    await call(server, 'POST', `/api/tickets/${ticket._id}/close`, { token: admin.token });
    const late = await call<Ticket>(server, 'POST', `/api/tickets/${ticket._id}/reply`, { token: admin.token, body: { message: 'One more thing' } });
    expect(late.body.status).toBe('closed');
    expect(late.body.replies).toHaveLength(3);

    const listed = (await call<TicketList>(server, 'GET', '/api/tickets', { token: admin.token })).body.tickets.find((t) => t._id === ticket._id);
    expect(listed).toEqual(late.body);
  });

  it('closes a ticket and sets any status with PUT', async () => {
    const ticket = await raise();
    const closed = await call(server, 'POST', `/api/tickets/${ticket._id}/close`, { token: admin.token });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ _id: ticket._id, status: 'closed' });
    for (const status of ['open', 'in-progress', 'closed', 'open']) {
      const res = await call(server, 'PUT', `/api/tickets/${ticket._id}`, { token: admin.token, body: { status } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: ticket._id, status });
    }
  });

  it('deletes a ticket with its replies; a second delete is 404', async () => {
    const ticket = await raise();
    await call(server, 'POST', `/api/tickets/${ticket._id}/reply`, { token: admin.token, body: { message: 'hello' } });
    const res = await call(server, 'DELETE', `/api/tickets/${ticket._id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: ticket._id });
    const list: Ticket[] = (await call<TicketList>(server, 'GET', '/api/tickets', { token: admin.token })).body.tickets;
    expect(list.map((t) => t._id)).not.toContain(ticket._id);
    expect(await server.database.db.selectFrom('ticketReplies').selectAll().where('ticketId', '=', ticket._id).execute()).toEqual([]);
    expectError(await call(server, 'DELETE', `/api/tickets/${ticket._id}`, { token: admin.token }), 404);
  });

  it('answers 400 naming the field to bad input and 404 to an unknown ticket', async () => {
    const ticket = await raise();
    expectError(
      await call(server, 'POST', `/api/tickets/${ticket._id}/reply`, { token: admin.token, body: { message: '   ' } }),
      400,
      /^message is required/,
    );
    expectError(await call(server, 'POST', `/api/tickets/${ticket._id}/reply`, { token: admin.token, body: {} }), 400, /^message is required/);
    expectError(
      await call(server, 'POST', `/api/tickets/${ticket._id}/reply`, { token: admin.token, body: { message: 'x'.repeat(2001) } }),
      400,
      /^message must be at most 2000/,
    );
    expectError(
      await call(server, 'PUT', `/api/tickets/${ticket._id}`, { token: admin.token, body: { status: 'Resolved' } }),
      400,
      /^status must be one of/,
    );
    expectError(await call(server, 'PUT', `/api/tickets/${ticket._id}`, { token: admin.token, body: {} }), 400, /^status/);
    expect(
      (await call<TicketList>(server, 'GET', '/api/tickets', { token: admin.token })).body.tickets.find((t) => t._id === ticket._id)!.status,
    ).toBe('open');

    expectError(await call(server, 'POST', '/api/tickets/nope/reply', { token: admin.token, body: { message: 'hi' } }), 404);
    expectError(await call(server, 'POST', '/api/tickets/nope/close', { token: admin.token }), 404);
    expectError(await call(server, 'PUT', '/api/tickets/nope', { token: admin.token, body: { status: 'open' } }), 404);
    expectError(await call(server, 'DELETE', '/api/tickets/nope', { token: admin.token }), 404);
  });

  it('answers 401 to a visitor and 403 to a customer, and changes nothing', async () => {
    const ticket = await raise();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/tickets'],
      ['POST', `/api/tickets/${ticket._id}/reply`, { message: 'hi' }],
      ['POST', `/api/tickets/${ticket._id}/close`],
      ['PUT', `/api/tickets/${ticket._id}`, { status: 'closed' }],
      ['DELETE', `/api/tickets/${ticket._id}`],
    ];
    for (const [method, url, body] of routes) {
      expectError(await call(server, method, url, { body }), 401);
      expectError(await call(server, method, url, { body, token: customer.token }), 403);
    }
    const list: Ticket[] = (await call<TicketList>(server, 'GET', '/api/tickets', { token: admin.token })).body.tickets;
    expect(list.find((t) => t._id === ticket._id)).toEqual(ticket);
  });
});

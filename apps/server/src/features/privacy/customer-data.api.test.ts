import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDataExport } from '@laundry/shared/contracts/customer-data';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Takings } from '@laundry/shared/contracts/takings';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import {
  call,
  createAdminSession,
  expectError,
  signupCustomer,
  startTestServer,
  todayIst,
  uniquePhone,
  type Session,
  type TestServer,
} from '../../test/harness';
import { connectSocket, waitForDisconnect } from '../../test/sockets';

/*
 * "Download my data" and "Delete my account" (docs/decisions/0083). The one being deleted has a
 * name, a phone and an address found nowhere else, so a search of every text column finds them
 * or not.
 */
const NAME = 'Zebulon Quartzfield';
const ADDRESS = '77 Xylophone Lane, Kakinada';
const NOTE = 'Ring the Quartzfield bell';

let server: TestServer;
let admin: Session;
let other: Session;
let phone: string;
let session: Session;
let order: Order;
beforeAll(async () => {
  server = await startTestServer();
  [admin, other] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Other Person')]);
  phone = uniquePhone();
  const signup = await call<AuthResponse>(server, 'POST', '/signup', {
    body: { name: NAME, phone, email: 'zebulon@example.com', password: 'Zebulon#123' },
  });
  expect(signup.status).toBe(201);
  session = { ...signup.body, password: 'Zebulon#123' };
  expect(
    (await call(server, 'POST', '/addresses', { token: session.token, body: { label: 'Home', address: ADDRESS, pincode: '533001' } })).status,
  ).toBe(201);
  const placed = await call<Order>(server, 'POST', '/orders', {
    token: session.token,
    body: {
      service: 'Wash and Iron',
      delivery: 'regular',
      pickupDate: todayIst(),
      pickupTime: '09:00 AM - 11:00 AM',
      pickupAddress: ADDRESS,
      phone,
      notes: NOTE,
    },
  });
  expect(placed.status).toBe(201);
  const priced = await call<Order>(server, 'POST', `/admin/orders/${placed.body._id}/pickup`, {
    token: admin.token,
    body: { items: [{ service: 'Wash and Iron', item: 'Shirt', qty: 2, rate: 150 }] },
  });
  expect(priced.status).toBe(200);
  expect(
    (await call(server, 'POST', `/admin/orders/${placed.body._id}/payments`, { token: admin.token, body: { method: 'cash', amount: 120 } })).status,
  ).toBe(200);
  order = priced.body;
  const ticket = await call(server, 'POST', '/api/tickets', {
    token: session.token,
    body: { userName: NAME, mobile: phone, orderId: order.orderNumber, issue: `Please call ${NAME} at ${ADDRESS}` },
  });
  expect(ticket.status).toBe(201);
  // A prepaid pack sold to the customer at the counter.
  const offer = await call<{ _id: string }>(server, 'POST', '/admin/packs', { token: admin.token, body: { price: 500, credit: 550, validDays: 90 } });
  expect(offer.status, JSON.stringify(offer.body)).toBe(201);
  const sale = await call(server, 'POST', '/admin/packs/sales', { token: admin.token, body: { offerId: offer.body._id, phone, method: 'cash' } });
  expect(sale.status, JSON.stringify(sale.body)).toBe(201);
  // A pickup photo of the clothes.
  await server.database.db
    .insertInto('orderPhotos')
    .values({
      id: 'photo-1',
      orderId: order._id,
      position: 0,
      mime: 'image/jpeg',
      bytes: Buffer.from('jpeg'),
      size: 4,
      uploadedBy: admin.user._id,
      createdAt: new Date().toISOString(),
    })
    .execute();
  await server.outbox.idle();
});
afterAll(async () => {
  await server?.close();
});

/** Every text column of every table that holds `needle`, as "table.column". */
async function whereFound(needle: string): Promise<string[]> {
  const db = server.database.db;
  const found: string[] = [];
  // On PostgreSQL, this test database's own schema only.
  const schema = server.database.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  for (const table of await db.introspection.getTables()) {
    if (table.name.startsWith('kysely_') || (schema !== undefined && table.schema !== schema)) continue;
    for (const column of table.columns) {
      if (!/text|char/i.test(column.dataType)) continue;
      const hit = await db
        .selectFrom(table.name as 'users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column.name as 'name', 'like', `%${needle}%`)
        .executeTakeFirst();
      if (Number(hit?.n ?? 0) > 0) found.push(`${table.name}.${column.name}`);
    }
  }
  return found;
}

const takings = async () => (await call<Takings>(server, 'GET', `/admin/takings?date=${todayIst()}`, { token: admin.token })).body;

describe('GET /profile/export', () => {
  it("answers the signed-in customer's own data, and a readable summary", async () => {
    const res = await call<CustomerDataExport>(server, 'GET', '/profile/export', { token: session.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    const data = res.body;
    expect(data.account).toMatchObject({
      name: NAME,
      phone,
      email: 'zebulon@example.com',
      termsVersion: expect.any(String),
      termsAcceptedAt: expect.any(String),
    });
    expect(data.addresses).toEqual([expect.objectContaining({ label: 'Home', address: ADDRESS })]);
    expect(data.orders).toEqual([expect.objectContaining({ orderNumber: order.orderNumber, pickupAddress: ADDRESS, total: 30000, paid: 12000 })]);
    expect(data.orders[0]!.items).toEqual([expect.objectContaining({ item: 'Shirt', qty: 2 })]);
    expect(data.payments).toEqual([expect.objectContaining({ method: 'cash', amount: 12000 })]);
    expect(data.tickets).toEqual([expect.objectContaining({ issue: expect.stringContaining(NAME) })]);
    expect(data.packs).toEqual([expect.objectContaining({ price: 50000, credit: 55000, validDays: 90, status: 'paid', method: 'cash' })]);
    expect(data.summary).toContain('Prepaid packs bought: 1.');
    expect(data.summary.join('\n')).toContain(order.orderNumber);
    expect(data.summary[0]).toContain(NAME);
    // Not a word of anyone else's.
    const theirs = await call<CustomerDataExport>(server, 'GET', '/profile/export', { token: other.token });
    expect(JSON.stringify(theirs.body)).not.toContain(NAME);
    expect(theirs.body.orders).toEqual([]);
    expect(theirs.body.packs).toEqual([]);
    expectError(await call(server, 'GET', '/profile/export'), 401, undefined, 'auth_required');
  });
});

describe('DELETE /profile', () => {
  it('changes nothing with a wrong or missing password', async () => {
    const before = await whereFound(NAME);
    expectError(
      await call(server, 'DELETE', '/profile', { token: session.token, body: { password: 'Wrong#12345' } }),
      403,
      /not been deleted/,
      'wrong_password',
    );
    expectError(await call(server, 'DELETE', '/profile', { token: session.token, body: {} }), 400, undefined, 'validation_failed');
    expect(await whereFound(NAME)).toEqual(before);
    expect(before).toContain('users.name');
    expect((await call(server, 'GET', '/profile', { token: session.token })).status).toBe(200);
    expectError(
      await call(server, 'DELETE', '/profile', { token: admin.token, body: { password: admin.password } }),
      403,
      undefined,
      'customer_only',
    );
  });

  it('erases the name, phone, address and photos, keeps the orders and the day’s takings, and ends the sessions', async () => {
    const takingsBefore = await takings();
    const ordersBefore = await server.database.db
      .selectFrom('orders')
      .select(['id', 'total', 'paid', 'invoiceNumber', 'status'])
      .where('id', '=', order._id)
      .execute();
    const socket = await connectSocket(server.baseUrl, '/customer', session.token);
    // Generous: a loaded machine; a socket left open fails it all the same.
    const gone = waitForDisconnect(socket, 10_000);

    const res = await call(server, 'DELETE', '/profile', { token: session.token, body: { password: session.password } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(await gone).toBe('io server disconnect');

    for (const needle of [NAME, 'Quartzfield', phone, ADDRESS, 'Xylophone', 'zebulon@example.com'])
      expect(await whereFound(needle), needle).toEqual([]);
    const db = server.database.db;
    expect(await db.selectFrom('orderPhotos').select('id').where('orderId', '=', order._id).execute()).toEqual([]);
    expect(await db.selectFrom('addresses').select('id').where('userId', '=', session.user._id).execute()).toEqual([]);

    // The shop's books: the order, its money and the day's takings as they were.
    expect(await db.selectFrom('orders').select(['id', 'total', 'paid', 'invoiceNumber', 'status']).where('id', '=', order._id).execute()).toEqual(
      ordersBefore,
    );
    const takingsAfter = await takings();
    expect(takingsAfter).toEqual(takingsBefore);
    const kept = await call<Order>(server, 'GET', `/admin/orders?limit=100`, { token: admin.token });
    expect(JSON.stringify(kept.body)).toContain(order.orderNumber);
    expect(JSON.stringify(kept.body)).toContain('Deleted customer');

    // The old token and password are gone; the phone signs up afresh.
    expectError(await call(server, 'GET', '/profile', { token: session.token }), 401);
    expect((await call(server, 'POST', '/login', { body: { phone, password: session.password } })).status).toBe(401);
    const again = await call<AuthResponse>(server, 'POST', '/signup', { body: { name: 'New Me', phone, password: 'Zebulon#456' } });
    expect(again.status).toBe(201);
    expect(again.body.user._id).not.toBe(session.user._id);
    expect((await call<Order[]>(server, 'GET', '/orders', { token: again.body.token })).body).toEqual([]);
  });
});

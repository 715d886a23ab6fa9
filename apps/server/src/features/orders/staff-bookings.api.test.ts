import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@laundry/shared/contracts/auth';
import type { MessagePage } from '@laundry/shared/contracts/messages';
import type { Order } from '@laundry/shared/contracts/orders';
import { DEFAULT_PICKUP_RULES } from '@laundry/shared/rules/slots';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  expectInvalid,
  istDayFromToday,
  orderBody,
  signupCustomer,
  startTestServer,
  uniquePhone,
  type Session,
  type TestServer,
} from '../../test/harness';

/** Bookings staff take for a customer: by phone, WhatsApp, at the counter, at the door (docs/decisions/0072). */
let server: TestServer;
let admin: Session;
let rider: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer({}, { messageWorker: false });
  [admin, rider, customer] = await Promise.all([
    createAdminSession(server),
    createRiderSession(server, 'Door Rider'),
    signupCustomer(server, 'Own Booker'),
  ]);
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await setRules({ windowCapacity: 6, cutoffMinutes: 60, pickupWindows: DEFAULT_PICKUP_RULES.weekdays });
});

async function setRules(body: Record<string, unknown>): Promise<void> {
  const res = await call(server, 'PATCH', '/admin/shop', { token: admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A phone booking for a new caller, with a typed address in the area and tomorrow's morning window. */
function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    phone: uniquePhone(),
    name: 'Caller Name',
    pickupAddress: '12-3, Gandhi Nagar, Kakinada',
    pincode: '533001',
    service: 'Wash and Iron',
    delivery: 'regular',
    pickupDate: istDayFromToday(1),
    pickupTime: '9:00 AM – 11:00 AM',
    notes: 'Ring twice',
    source: 'phone',
    ...overrides,
  };
}

const staffBook = (body: Record<string, unknown>, who: Session = admin) => call<Order>(server, 'POST', '/admin/bookings', { token: who.token, body });
const doorBook = (body: Record<string, unknown>, who: Session = rider) => call<Order>(server, 'POST', '/rider/bookings', { token: who.token, body });

async function counts(): Promise<{ orders: number; users: number; slots: number }> {
  const n = async (table: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(server.database.db)).rows[0]!.n);
  const { rows } = await sql<{ n: number | null }>`select sum(booked) as n from slot_counts`.execute(server.database.db);
  return { orders: await n('orders'), users: await n('users'), slots: Number(rows[0]?.n ?? 0) };
}

describe('POST /admin/bookings', () => {
  it('makes an account for a new phone and a Pending, unpriced order with its source, announced as a customer’s is', async () => {
    const body = bookingBody({ source: 'whatsapp' });
    const res = await staffBook(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'Pending',
      source: 'whatsapp',
      userId: { name: 'Caller Name', phone: body.phone },
      pickupAddress: body.pickupAddress,
      pincode: '533001',
      areaStatus: 'inside',
      total: 0,
      invoiceNumber: null,
      items: [],
      notes: 'Ring twice',
    });
    const found = await call<{ data: { _id: string; claimed: boolean; orderCount: number }[] }>(server, 'GET', `/admin/customers?q=${body.phone}`, {
      token: admin.token,
    });
    expect(found.body.data).toEqual([expect.objectContaining({ _id: res.body.userId._id, claimed: false, orderCount: 1 })]);
    // The outbox writes the customer's "booked" message, as for their own booking.
    await server.outbox.idle();
    const messages = await call<MessagePage>(server, 'GET', `/admin/messages?orderId=${res.body._id}`, { token: admin.token });
    expect(messages.body.messages.map((m) => m.event)).toEqual(['booked']);
  });

  it('lets the phone’s owner claim the account by a reset code and find the order in My Orders', async () => {
    const body = bookingBody();
    const booked = await staffBook(body);
    expect(booked.status).toBe(201);
    expectError(
      await call(server, 'POST', '/signup', { body: { name: 'Caller', phone: body.phone, password: 'Mine#12345' } }),
      409,
      undefined,
      'account_unclaimed',
    );
    const otp = await call<{ otp: string }>(server, 'POST', '/auth/forgot-password/request-otp', { body: { phone: body.phone } });
    const reset = await call(server, 'POST', '/auth/forgot-password/reset', {
      body: { phone: body.phone, otp: otp.body.otp, newPassword: 'Mine#12345' },
    });
    expect(reset.status).toBe(200);
    const signedIn = await call<AuthResponse>(server, 'POST', '/login', { body: { phone: body.phone, password: 'Mine#12345' } });
    expect(signedIn.status).toBe(200);
    const mine = await call<Order[]>(server, 'GET', '/orders', { token: signedIn.body.token });
    expect(mine.body.map((o) => [o._id, o.source, o.status])).toEqual([[booked.body._id, 'phone', 'Pending']]);
  });

  it('books for a known customer by phone with one of their saved addresses, keeping their name', async () => {
    const saved = await call<{ _id: string }>(server, 'POST', '/addresses', {
      token: customer.token,
      body: { label: 'Hostel', address: 'Room 4, JNTU Hostel, Kakinada', pincode: '533003' },
    });
    const before = await counts();
    const res = await staffBook(
      bookingBody({
        phone: customer.user.phone,
        name: 'Someone Else',
        pickupAddress: undefined,
        pincode: undefined,
        addressId: saved.body._id,
        source: 'walk-in',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      userId: { _id: customer.user._id, name: 'Own Booker', phone: customer.user.phone },
      pickupAddress: 'Room 4, JNTU Hostel, Kakinada',
      pincode: '533003',
      source: 'walk-in',
      rider: null,
    });
    expect(await counts()).toMatchObject({ orders: before.orders + 1, users: before.users });
    const mine = await call<Order[]>(server, 'GET', '/orders', { token: customer.token });
    expect(mine.body.map((o) => o._id)).toContain(res.body._id);
  });

  it('refuses an address outside the area and a closed or full window with the same 409s as a customer’s booking', async () => {
    const outside = { pincode: '533100', pickupAddress: '4-5 Beach Road, Uppada' };
    const asCustomer = await call(server, 'POST', '/orders', {
      token: customer.token,
      body: orderBody({ ...outside, pickupDate: istDayFromToday(1), pickupTime: '9:00 AM – 11:00 AM' }),
    });
    const asStaff = await staffBook(bookingBody(outside));
    expectError(asStaff, 409, (asCustomer.body as { error: string }).error, 'outside-area');

    const date = istDayFromToday(4);
    await setRules({ windowCapacity: 1 });
    expect((await staffBook(bookingBody({ pickupDate: date, pickupTime: '3:00 PM – 5:00 PM' }))).status).toBe(201);
    const before = await counts();
    const fullAsCustomer = await call(server, 'POST', '/orders', {
      token: customer.token,
      body: orderBody({ pickupDate: date, pickupTime: '3:00 PM – 5:00 PM' }),
    });
    expectError(fullAsCustomer, 409, undefined, 'slot-full');
    expectError(
      await staffBook(bookingBody({ pickupDate: date, pickupTime: '3:00 PM – 5:00 PM' })),
      409,
      (fullAsCustomer.body as { error: string }).error,
      'slot-full',
    );
    expectError(await doorBook(bookingBody({ pickupDate: date, pickupTime: '3:00 PM – 5:00 PM', source: undefined })), 409, undefined, 'slot-full');
    // A full window makes no account for the new phone either.
    expect(await counts()).toEqual(before);

    // Every window of today starts within a day's cut-off.
    await setRules({ cutoffMinutes: 24 * 60 });
    expectError(await staffBook(bookingBody({ pickupDate: istDayFromToday(0), pickupTime: '7:00 PM – 9:00 PM' })), 409, undefined, 'slot-closed');
  });

  it('books exactly 3 of 10 bookings made at once into a window with 3 places', async () => {
    const date = istDayFromToday(6);
    const label = '5:00 PM – 7:00 PM';
    await setRules({ windowCapacity: 3 });
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 10 }, () => staffBook(bookingBody({ pickupDate: date, pickupTime: label }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 201)) expectError(refused, 409, undefined, 'slot-full');
    const after = await counts();
    expect(after.orders).toBe(before.orders + 3);
    expect(after.slots).toBe(before.slots + 3);
  });

  it('refuses bad input with 400 {error, code} and writes nothing', async () => {
    const other = await call<{ _id: string }>(server, 'POST', '/addresses', {
      token: customer.token,
      body: { label: 'Office', address: 'Plot 9, Industrial Estate, Kakinada', pincode: '533005' },
    });
    const known = await signupCustomer(server, 'Known Caller');
    const before = await counts();
    const noTyped = { pickupAddress: undefined, pincode: undefined };
    expectInvalid(await staffBook(bookingBody({ ...noTyped, addressId: 'no-such-address' })), 'addressId', /no saved address/);
    // Another customer's address is as unknown as a missing one, for a known phone and a new one.
    expectInvalid(await staffBook(bookingBody({ ...noTyped, phone: known.user.phone, addressId: other.body._id })), 'addressId', /no saved address/);
    expectInvalid(await staffBook(bookingBody({ ...noTyped, addressId: other.body._id })), 'addressId', /no saved address/);
    expectInvalid(await staffBook(bookingBody({ phone: '987654321' })), 'phone', /10-digit/);
    expectInvalid(await staffBook(bookingBody({ name: 'N'.repeat(500) })), 'name', /at most 100/);
    expectInvalid(await staffBook(bookingBody({ name: '' })), 'name', /name/);
    expectInvalid(await staffBook(bookingBody({ addressId: other.body._id })), 'addressId', /not both/);
    expectInvalid(await staffBook(bookingBody({ pincode: '' })), 'pincode', /pincode/);
    expectInvalid(await staffBook(bookingBody(noTyped)), 'pickupAddress', /saved address or type/);
    expectInvalid(await staffBook(bookingBody({ source: 'web' })), 'source', /phone, whatsapp, walk-in/);
    expectInvalid(await doorBook(bookingBody({ source: undefined, phone: '98765' })), 'phone', /10-digit/);
    expectError(await staffBook(bookingBody({ phone: rider.user.phone })), 409, /staff account/, 'phone_taken');
    expect(await counts()).toEqual(before);
  });
});

describe('who may book for a customer', () => {
  it('refuses POST /admin/bookings to a customer and a rider, and POST /rider/bookings to a customer and the admin, writing nothing', async () => {
    const before = await counts();
    expectError(await staffBook(bookingBody(), customer), 403, undefined, 'admin_only');
    expectError(await staffBook(bookingBody(), rider), 403, undefined, 'admin_only');
    expectError(await doorBook(bookingBody({ source: undefined }), customer), 403, undefined, 'rider_only');
    expectError(await doorBook(bookingBody({ source: undefined }), admin), 403, undefined, 'rider_only');
    expect(await counts()).toEqual(before);
  });

  it('lets the rider book a doorstep request: the rider’s own stop, source doorstep', async () => {
    const { source: _omitted, ...body } = bookingBody({ name: 'Door Customer' });
    const res = await doorBook(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      source: 'doorstep',
      status: 'Pending',
      rider: { _id: rider.user._id, name: 'Door Rider' },
      userId: { name: 'Door Customer', phone: body.phone },
      total: 0,
    });
    const stops = await call<{ _id: string }[]>(server, 'GET', '/rider/stops?day=tomorrow', { token: rider.token });
    expect(JSON.stringify(stops.body)).toContain(res.body._id);
  });
});

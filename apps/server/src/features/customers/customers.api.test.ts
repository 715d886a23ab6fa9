import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, PublicUser } from '@laundry/shared/contracts/auth';
import type { CustomerDetail, CustomerPage, CustomerSummary } from '@laundry/shared/contracts/customers';
import type { Order } from '@laundry/shared/contracts/orders';
import type { PasswordResetService } from '../auth/password-reset.service';
import { UsersRepository } from '../auth/users.repository';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  expectInvalid,
  randomUUID,
  signupCustomer,
  startTestServer,
  uniquePhone,
  type Session,
  type TestServer,
} from '../../test/harness';
import { insertOrderFor } from '../../test/seed-orders';
import { AddressesRepository } from './addresses.repository';
import { CustomersRepository } from './customers.repository';
import { CustomersService } from './customers.service';

/** The shop's Customers tab on the server (docs/decisions/0070). */
let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdminSession(server, 'Owner');
});
afterAll(async () => {
  await server?.close();
});

const page = (query: string) => call<CustomerPage>(server, 'GET', `/admin/customers?${query}`, { token: admin.token });
const detail = (id: string) => call<CustomerDetail>(server, 'GET', `/admin/customers/${id}`, { token: admin.token });
const create = (body: Record<string, unknown>) => call<CustomerSummary>(server, 'POST', '/admin/customers', { token: admin.token, body });
/** A word no other test's customer has, so a search finds only this test's. */
const marker = () => `Zq${randomUUID().slice(0, 8)}`;

describe('GET /admin/customers', () => {
  it('finds customers by name, phone or saved address, paged, never staff', async () => {
    const word = marker();
    const anil = await signupCustomer(server, `Anil ${word}`);
    const bala = await signupCustomer(server, `Bala ${word}`);
    const chitra = await signupCustomer(server, 'Chitra Elsewhere');
    await call(server, 'POST', '/addresses', {
      token: chitra.token,
      body: { label: 'Hostel', address: `Room 9, ${word} Hostel, Kakinada`, pincode: '533005' },
    });
    const rider = await createRiderSession(server, `Rider ${word}`);

    const byName = await page(`q=${word.toLowerCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((c) => c._id)).toEqual([anil.user._id, bala.user._id, chitra.user._id]);
    expect(byName.body).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(byName.body.data.map((c) => c._id)).not.toContain(rider.user._id);

    const second = await page(`q=${word}&limit=1&page=2`);
    expect(second.body).toMatchObject({ page: 2, limit: 1, total: 3 });
    expect(second.body.data.map((c) => c._id)).toEqual([bala.user._id]);

    const byPhone = await page(`q=${encodeURIComponent(`+91 ${bala.user.phone}`)}`);
    expect(byPhone.body.data.map((c) => c._id)).toEqual([bala.user._id]);
    const byPart = await page(`q=${bala.user.phone.slice(2)}`);
    expect(byPart.body.data.map((c) => c._id)).toContain(bala.user._id);

    const byAddress = await page(`q=${encodeURIComponent(`${word} hostel`)}`);
    expect(byAddress.body.data.map((c) => c._id)).toEqual([chitra.user._id]);
    expect(byAddress.body.data[0]!.addresses).toMatchObject([{ label: 'Hostel', pincode: '533005' }]);

    // LIKE's own characters are taken literally.
    expect((await page('q=%25%25%25')).body.data.filter((c) => c.name.includes(word))).toEqual([]);
  });

  it('shows each customer’s orders, due, store credit, language, channel and notes', async () => {
    const word = marker();
    const customer = await signupCustomer(server, `Dues ${word}`);
    await call(server, 'PATCH', '/profile', { token: customer.token, body: { language: 'te', messageChannel: 'sms' } });
    const db = server.database.db;
    const who = { id: customer.user._id, name: customer.user.name, phone: customer.user.phone };
    const now = Date.now();
    await insertOrderFor(db, who, { createdAt: new Date(now - 3 * 86_400_000).toISOString() });
    // ₹500 billed, ₹200 paid: ₹300 due.
    await insertOrderFor(db, who, {
      total: 50_000,
      paid: 20_000,
      pricedAt: new Date().toISOString(),
      createdAt: new Date(now - 86_400_000).toISOString(),
    });
    // ₹100 billed, ₹150 paid: ₹50 store credit.
    const last = new Date(now - 1000).toISOString();
    await insertOrderFor(db, who, { total: 10_000, paid: 15_000, pricedAt: last, status: 'Completed', createdAt: last });
    await call(server, 'PATCH', `/admin/customers/${customer.user._id}`, { token: admin.token, body: { notes: 'Gate code 4321' } });

    const [row] = (await page(`q=${word}`)).body.data;
    expect(row).toEqual({
      _id: customer.user._id,
      name: `Dues ${word}`,
      phone: customer.user.phone,
      email: null,
      language: 'te',
      messageChannel: 'sms',
      notes: 'Gate code 4321',
      claimed: true,
      createdAt: expect.any(String),
      lastSignInAt: null,
      orderCount: 3,
      lastOrderAt: last,
      due: 300,
      credit: 50,
      addresses: [],
    });
  });

  it('still answers ?phone= with the one account of that phone', async () => {
    const customer = await signupCustomer(server, 'Caller');
    const found = await call<PublicUser>(server, 'GET', `/admin/customers?phone=${customer.user.phone}`, { token: admin.token });
    expect(found.body).toMatchObject({ _id: customer.user._id, name: 'Caller', phone: customer.user.phone });
  });

  it('refuses a bad page, limit or search with 400 naming it', async () => {
    expectInvalid(await page('limit=0'), 'limit', /between 1 and 100/);
    expectInvalid(await page('limit=101'), 'limit', /between 1 and 100/);
    expectInvalid(await page('page=0'), 'page', /1 or more/);
    expectInvalid(await page(`q=${'a'.repeat(101)}`), 'q', /at most 100 characters/);
  });
});

describe('one customer', () => {
  it('lists their orders newest first and the payments on them', async () => {
    const customer = await signupCustomer(server, 'Detail Customer');
    const db = server.database.db;
    const who = { id: customer.user._id, name: customer.user.name, phone: customer.user.phone };
    const older = await insertOrderFor(db, who, { createdAt: new Date(Date.now() - 86_400_000).toISOString() });
    const newer = await insertOrderFor(db, who, { total: 30_000, paid: 10_000, pricedAt: new Date().toISOString() });
    await db
      .insertInto('payments')
      .values({
        id: randomUUID(),
        orderId: newer.id,
        method: 'upi',
        amount: 10_000,
        reference: 'UTR123',
        note: '',
        source: 'counter',
        correctsId: null,
        statementLineId: null,
        recordedBy: admin.user._id,
        recordedByName: 'Owner',
        createdAt: new Date().toISOString(),
        createdDay: '2026-12-01',
      })
      .execute();
    // Someone else's order is not theirs.
    const other = await signupCustomer(server, 'Someone Else');
    await insertOrderFor(db, { id: other.user._id, name: other.user.name, phone: other.user.phone });

    const res = await detail(customer.user._id);
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({ _id: customer.user._id, orderCount: 2, due: 200 });
    expect(res.body.orders.map((o) => o.orderNumber)).toEqual([newer.orderNumber, older.orderNumber]);
    expect(res.body.orders[0]).toMatchObject({ _id: newer.id, total: 300, paid: 100, due: 200, priced: true, status: 'Pending' });
    expect(res.body.payments).toEqual([
      {
        _id: expect.any(String),
        orderId: newer.id,
        orderNumber: newer.orderNumber,
        method: 'upi',
        amount: 100,
        reference: 'UTR123',
        note: '',
        source: 'counter',
        correctsId: null,
        refundsId: null,
        recordedByName: 'Owner',
        createdAt: expect.any(String),
        // Written straight into the ledger here, as an entry from before receipts (docs/decisions/0073).
        receiptNumber: null,
        balanceAfter: null,
      },
    ]);
  });

  it('answers 404 for an unknown id and for a staff member', async () => {
    const rider = await createRiderSession(server);
    expectError(await detail(randomUUID()), 404, 'Customer not found.', 'not_found');
    expectError(await detail(rider.user._id), 404, 'Customer not found.', 'not_found');
    expectError(await detail(admin.user._id), 404, 'Customer not found.', 'not_found');
  });

  it('keeps the shop’s notes, trimmed; too long is 400 and changes nothing', async () => {
    const customer = await signupCustomer(server, 'Noted');
    const patch = (body: Record<string, unknown>, id = customer.user._id) =>
      call<CustomerSummary>(server, 'PATCH', `/admin/customers/${id}`, { token: admin.token, body });
    const noted = await patch({ notes: '  Prefers starch ' });
    expect(noted.status).toBe(200);
    expect(noted.body.notes).toBe('Prefers starch');
    expectInvalid(await patch({ notes: 'n'.repeat(501) }), 'notes', /at most 500 characters/);
    expectInvalid(await patch({}), 'notes', 'notes is required');
    expectError(await patch({ notes: 'x' }, randomUUID()), 404, 'Customer not found.', 'not_found');
    expect((await detail(customer.user._id)).body.customer.notes).toBe('Prefers starch');
    // The customer never reads the shop's notes in their profile.
    expect(JSON.stringify((await call(server, 'GET', '/profile', { token: customer.token })).body)).not.toContain('starch');
  });
});

describe('a customer the shop makes', () => {
  it('is made without a password; bad input is 400 and writes nothing', async () => {
    const word = marker();
    const phone = uniquePhone();
    expectInvalid(await create({ name: `Nine ${word}`, phone: '987654321' }), 'phone', /10-digit/);
    expectInvalid(await create({ name: 'n'.repeat(500), phone }), 'name', /at most 100 characters/);
    expectInvalid(await create({ name: '  ', phone }), 'name', 'name is required');
    expect((await page(`q=${word}`)).body.total).toBe(0);
    expect((await page(`q=${phone}`)).body.total).toBe(0);

    const made = await create({ name: ` Walk In ${word} `, phone: `+91 ${phone}` });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: `Walk In ${word}`, phone, claimed: false, orderCount: 0, lastSignInAt: null });
    expectError(await create({ name: 'Again', phone }), 409, /already exists/, 'phone_taken');
    const rider = await createRiderSession(server);
    expectError(await create({ name: 'Rider Phone', phone: rider.user.phone }), 409, /staff account/, 'phone_taken');
  });

  it('is claimed by a reset by SMS code, not by sign-up, and then shows the shop’s orders in My Orders', async () => {
    const phone = uniquePhone();
    const made = await create({ name: 'Ramesh', phone });
    const order = await insertOrderFor(server.database.db, { id: made.body._id, name: 'Ramesh', phone });

    // Sign-up cannot take the account: nothing here proves the phone.
    expectError(
      await call(server, 'POST', '/signup', { body: { name: 'Impostor', phone, password: 'Taken#12345' } }),
      409,
      /Forgot password/,
      'account_unclaimed',
    );
    expectError(await call(server, 'POST', '/login', { body: { phone, password: 'Taken#12345' } }), 401, undefined, 'invalid_credentials');

    const otp = await call<{ otp: string }>(server, 'POST', '/auth/forgot-password/request-otp', { body: { phone } });
    expect(server.sms.sent.map((s) => s.phone)).toContain(phone);
    const reset = await call(server, 'POST', '/auth/forgot-password/reset', { body: { phone, otp: otp.body.otp, newPassword: 'Mine#12345' } });
    expect(reset.status).toBe(200);

    const signedIn = await call<AuthResponse>(server, 'POST', '/login', { body: { phone, password: 'Mine#12345' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ _id: made.body._id, name: 'Ramesh', role: 'customer' });
    const mine = await call<Order[]>(server, 'GET', '/orders', { token: signedIn.body.token });
    expect(mine.body.map((o) => o._id)).toEqual([order.id]);

    // Claimed now: a sign-up is told the phone is taken, as for any account.
    expectError(await call(server, 'POST', '/signup', { body: { name: 'Late', phone, password: 'Late#12345' } }), 409, undefined, 'phone_taken');
    expect((await detail(made.body._id)).body.customer).toMatchObject({ claimed: true, lastSignInAt: expect.any(String) });
  });

  it('findOrCreateCustomer answers the phone’s customer, or makes one once', async () => {
    const db = server.database.db;
    const service = new CustomersService(
      new UsersRepository(db),
      {} as PasswordResetService,
      new CustomersRepository(db),
      new AddressesRepository(db, server.database.dialect),
    );
    const existing = await signupCustomer(server, 'Known');
    const found = await service.findOrCreateCustomer({ phone: existing.user.phone, name: 'Other Name' });
    expect(found).toMatchObject({ created: false, customer: { id: existing.user._id, name: 'Known' } });

    const phone = uniquePhone();
    const answers = await Promise.all([1, 2, 3].map(() => service.findOrCreateCustomer({ phone, name: 'New Person' })));
    expect(new Set(answers.map((a) => a.customer.id)).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect(answers[0]!.customer).toMatchObject({ claimed: 0, role: 'customer', phone });

    const rider = await createRiderSession(server);
    await expect(service.findOrCreateCustomer({ phone: rider.user.phone, name: 'X' })).rejects.toMatchObject({ code: 'phone_taken' });
  });
});

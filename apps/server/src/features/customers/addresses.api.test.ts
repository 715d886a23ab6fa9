import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAddress } from '@laundry/shared/contracts/addresses';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  expectInvalid,
  randomUUID,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';

/** Saved addresses (docs/decisions/0070): five a customer, each their own. */
let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdminSession(server, 'Owner');
});
afterAll(async () => {
  await server?.close();
});

const home = { label: 'Home', address: '12-3, Gandhi Nagar, Kakinada', pincode: '533001' };
const save = (token: string, body: Record<string, unknown>) => call<SavedAddress>(server, 'POST', '/addresses', { token, body });
const list = async (token: string) => (await call<SavedAddress[]>(server, 'GET', '/addresses', { token })).body;
const staffPath = (customerId: string, addressId?: string) => `/admin/customers/${customerId}/addresses${addressId ? `/${addressId}` : ''}`;

describe('a customer’s own addresses', () => {
  it('saves, lists oldest first, edits and removes an address', async () => {
    const customer = await signupCustomer(server, 'Saver');
    expect(await list(customer.token)).toEqual([]);
    const saved = await save(customer.token, { ...home, label: '  Home ', lat: 16.9891, lng: 82.2475 });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      _id: expect.any(String),
      ...home,
      lat: 16.9891,
      lng: 82.2475,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const hostel = await save(customer.token, { label: 'Hostel', address: 'Room 4, JNTU Hostel, Kakinada', pincode: '533003' });
    expect(hostel.body).toMatchObject({ lat: null, lng: null });
    expect((await list(customer.token)).map((a) => a.label)).toEqual(['Home', 'Hostel']);

    const edited = await call<SavedAddress>(server, 'PATCH', `/addresses/${saved.body._id}`, {
      token: customer.token,
      body: { label: 'Office', lat: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ _id: saved.body._id, label: 'Office', address: home.address, lat: null, lng: 82.2475 });

    const removed = await call(server, 'DELETE', `/addresses/${saved.body._id}`, { token: customer.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ _id: saved.body._id });
    expect((await list(customer.token)).map((a) => a._id)).toEqual([hostel.body._id]);
    expectError(await call(server, 'DELETE', `/addresses/${saved.body._id}`, { token: customer.token }), 404, 'Address not found.', 'not_found');
  });

  it('refuses a sixth address with 409 address_limit, also when several arrive at once', async () => {
    const customer = await signupCustomer(server, 'Five Places');
    for (let i = 0; i < 5; i++) expect((await save(customer.token, { ...home, label: `Place ${i}` })).status).toBe(201);
    expectError(await save(customer.token, { ...home, label: 'Sixth' }), 409, /at most 5 addresses/, 'address_limit');
    expect(await list(customer.token)).toHaveLength(5);

    const racer = await signupCustomer(server, 'Racer');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => save(racer.token, { ...home, label: `Race ${i}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    for (const a of answers.filter((x) => x.status !== 201)) expectError(a, 409, undefined, 'address_limit');
    expect(await list(racer.token)).toHaveLength(5);
  });

  it("answers another customer's address exactly as a missing one, and never lists it", async () => {
    const a = await signupCustomer(server, 'Owner A');
    const b = await signupCustomer(server, 'Other B');
    const mine = await save(a.token, home);
    expect(await list(b.token)).toEqual([]);
    for (const [method, body] of [
      ['PATCH', { label: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const asB = await call(server, method, `/addresses/${mine.body._id}`, { token: b.token, body });
      const missing = await call(server, method, `/addresses/${randomUUID()}`, { token: b.token, body });
      expectError(asB, 404, 'Address not found.', 'not_found');
      expect(asB.body).toEqual(missing.body);
    }
    expect(await list(a.token)).toEqual([mine.body]);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const customer = await signupCustomer(server, 'Careless');
    const cases: [Record<string, unknown>, string, RegExp | string][] = [
      [{ ...home, label: '' }, 'label', /name the address/],
      [{ ...home, label: 'x'.repeat(500) }, 'label', /at most 30 characters/],
      [{ ...home, address: 'short' }, 'address', /full address/],
      [{ ...home, address: 'y'.repeat(501) }, 'address', /at most 500 characters/],
      [{ ...home, pincode: '12345' }, 'pincode', /6-digit pincode/],
      [{ ...home, pincode: undefined }, 'pincode', /6-digit pincode/],
      [{ ...home, lat: 91 }, 'lat', 'lat is out of range'],
      [{ ...home, lng: 'east' }, 'lng', 'lng must be a number'],
    ];
    for (const [body, field, message] of cases) expectInvalid(await save(customer.token, body), field, message);
    expect(await list(customer.token)).toEqual([]);

    const saved = await save(customer.token, home);
    expectInvalid(await call(server, 'PATCH', `/addresses/${saved.body._id}`, { token: customer.token, body: {} }), 'label', /at least one/);
    expectInvalid(
      await call(server, 'PATCH', `/addresses/${saved.body._id}`, { token: customer.token, body: { pincode: '99' } }),
      'pincode',
      /6-digit/,
    );
    expect(await list(customer.token)).toEqual([saved.body]);
  });
});

describe('the shop uses a customer’s addresses', () => {
  it('lists, adds, edits and removes them under the same limit of five', async () => {
    const customer = await signupCustomer(server, 'Called In');
    const own = await save(customer.token, home);
    const listed = await call<SavedAddress[]>(server, 'GET', staffPath(customer.user._id), { token: admin.token });
    expect(listed.body).toEqual([own.body]);

    const added = await call<SavedAddress>(server, 'POST', staffPath(customer.user._id), {
      token: admin.token,
      body: { label: 'Office', address: '2nd floor, Main Road, Kakinada', pincode: '533001' },
    });
    expect(added.status).toBe(201);
    // The customer sees what the shop saved for them.
    expect((await list(customer.token)).map((a) => a.label)).toEqual(['Home', 'Office']);

    const edited = await call<SavedAddress>(server, 'PATCH', staffPath(customer.user._id, added.body._id), {
      token: admin.token,
      body: { address: '3rd floor, Main Road, Kakinada' },
    });
    expect(edited.body.address).toBe('3rd floor, Main Road, Kakinada');
    for (let i = 0; i < 3; i++) {
      expect((await call(server, 'POST', staffPath(customer.user._id), { token: admin.token, body: { ...home, label: `Extra ${i}` } })).status).toBe(
        201,
      );
    }
    expectError(await call(server, 'POST', staffPath(customer.user._id), { token: admin.token, body: home }), 409, undefined, 'address_limit');
    expectError(await save(customer.token, home), 409, undefined, 'address_limit');

    expect((await call(server, 'DELETE', staffPath(customer.user._id, added.body._id), { token: admin.token })).status).toBe(200);
    expect(await list(customer.token)).toHaveLength(4);
  });

  it("answers 404 for an unknown customer, a staff member's id, or an address of another customer", async () => {
    const a = await signupCustomer(server, 'Customer A');
    const b = await signupCustomer(server, 'Customer B');
    const rider = await createRiderSession(server);
    const ofA = await save(a.token, home);
    expectError(await call(server, 'GET', staffPath(randomUUID()), { token: admin.token }), 404, 'Customer not found.', 'not_found');
    expectError(await call(server, 'GET', staffPath(rider.user._id), { token: admin.token }), 404, 'Customer not found.', 'not_found');
    expectError(await call(server, 'POST', staffPath(rider.user._id), { token: admin.token, body: home }), 404, undefined, 'not_found');
    expectError(
      await call(server, 'PATCH', staffPath(b.user._id, ofA.body._id), { token: admin.token, body: { label: 'Moved' } }),
      404,
      'Address not found.',
      'not_found',
    );
    expectError(await call(server, 'DELETE', staffPath(b.user._id, ofA.body._id), { token: admin.token }), 404, 'Address not found.', 'not_found');
    expect(await list(a.token)).toEqual([ofA.body]);
  });
});

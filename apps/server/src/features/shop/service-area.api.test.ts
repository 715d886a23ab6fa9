import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosedDates, ServiceArea } from '@laundry/shared/contracts/slots';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  expectInvalid,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';

let server: TestServer;
let admin: Session;
let customer: Session;
let rider: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer, rider] = await Promise.all([createAdminSession(server), signupCustomer(server), createRiderSession(server)]);
});
afterAll(async () => {
  await server?.close();
});

const area = async () => (await call<ServiceArea>(server, 'GET', '/api/service-area')).body;
const putArea = (pincodes: unknown, token = admin.token) => call<ServiceArea>(server, 'PUT', '/admin/service-area', { token, body: { pincodes } });
const closed = async () => (await call<ClosedDates>(server, 'GET', '/admin/closed-dates', { token: admin.token })).body;
const putClosed = (dates: unknown, token = admin.token) => call<ClosedDates>(server, 'PUT', '/admin/closed-dates', { token, body: { dates } });

describe('the service area (docs/decisions/0048)', () => {
  it('starts with Kakinada’s pincodes, the town centre’s four with express, for anyone to read', async () => {
    const res = await call<ServiceArea>(server, 'GET', '/api/service-area');
    expect(res.status).toBe(200);
    expect(res.body.pincodes.map((p) => p.pincode)).toEqual([
      '533001',
      '533002',
      '533003',
      '533004',
      '533005',
      '533006',
      '533007',
      '533008',
      '533016',
    ]);
    expect(res.body.pincodes.filter((p) => p.express).map((p) => p.pincode)).toEqual(['533001', '533002', '533003', '533004']);
    expect(res.body.pincodes.every((p) => p.locality === '')).toBe(true);
  });

  it('is replaced whole by the admin, localities trimmed, sorted by pincode', async () => {
    const res = await putArea([
      { pincode: '533005', locality: '  Ramanayyapeta ', express: false },
      { pincode: '533001', locality: 'Main Road', express: true },
      { pincode: '533016' },
    ]);
    expect(res.status).toBe(200);
    const expected = [
      { pincode: '533001', locality: 'Main Road', express: true },
      { pincode: '533005', locality: 'Ramanayyapeta', express: false },
      { pincode: '533016', locality: '', express: false },
    ];
    expect(res.body.pincodes).toEqual(expected);
    expect((await area()).pincodes).toEqual(expected);
  });

  it('refuses a repeated pincode, a pincode not of 6 digits and a long locality with 400 naming the entry, changing nothing', async () => {
    const before = await area();
    expectInvalid(
      await putArea([{ pincode: '533001' }, { pincode: '533002' }, { pincode: '533001', express: true }]),
      'pincodes.2.pincode',
      'Pincode 533001 is in the list twice.',
    );
    expectInvalid(await putArea([{ pincode: '53300' }]), 'pincodes.0.pincode', /6 digits/);
    expectInvalid(await putArea([{ pincode: '033001' }]), 'pincodes.0.pincode', /6 digits/);
    expectInvalid(await putArea([{ pincode: '533001', locality: 'x'.repeat(61) }]), 'pincodes.0.locality', /60 characters/);
    expectInvalid(await putArea('533001'), 'pincodes', /.+/);
    expect(await area()).toEqual(before);
  });

  it('may be emptied (no area check) and refilled', async () => {
    expect((await putArea([])).body.pincodes).toEqual([]);
    expect((await area()).pincodes).toEqual([]);
    expect((await putArea([{ pincode: '533001', express: true }])).body.pincodes).toEqual([{ pincode: '533001', locality: '', express: true }]);
  });

  it('takes the last of several concurrent replacements whole, never a mixture', async () => {
    const lists = Array.from({ length: 8 }, (_, i) => [{ pincode: `53300${i + 1}` }, { pincode: `53310${i + 1}`, locality: `Area ${i}` }]);
    const answers = await Promise.all(lists.map((list) => putArea(list)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const final = (await area()).pincodes.map((p) => p.pincode);
    expect(lists.map((list) => list.map((p) => p.pincode))).toContainEqual(final);
  });

  it('is the admin’s alone to change', async () => {
    const before = await area();
    expectError(await call(server, 'PUT', '/admin/service-area', { body: { pincodes: [] } }), 401, undefined, 'auth_required');
    expectError(await putArea([], customer.token), 403, undefined, 'admin_only');
    expectError(await putArea([], rider.token), 403, undefined, 'admin_only');
    expect(await area()).toEqual(before);
  });
});

describe('the closed dates (docs/decisions/0048)', () => {
  it('start empty, and are replaced whole with their names, sorted by date', async () => {
    expect(await closed()).toEqual({ dates: [] });
    const res = await putClosed([{ date: '2027-01-15', label: ' Sankranti ' }, { date: '2027-01-14', label: 'Bhogi' }, { date: '2026-12-25' }]);
    expect(res.status).toBe(200);
    const expected = [
      { date: '2026-12-25', label: '' },
      { date: '2027-01-14', label: 'Bhogi' },
      { date: '2027-01-15', label: 'Sankranti' },
    ];
    expect(res.body.dates).toEqual(expected);
    expect((await closed()).dates).toEqual(expected);
    // Removing one is sending the list without it.
    expect((await putClosed(expected.slice(1))).body.dates).toEqual(expected.slice(1));
  });

  it('refuses a repeated date, a date that does not exist and a long name with 400 naming the entry, changing nothing', async () => {
    const before = await closed();
    expectInvalid(
      await putClosed([{ date: '2027-01-14' }, { date: '2027-01-14', label: 'Bhogi again' }]),
      'dates.1.date',
      '2027-01-14 is in the list twice.',
    );
    expectInvalid(await putClosed([{ date: '2027-02-30' }]), 'dates.0.date', /YYYY-MM-DD/);
    expectInvalid(await putClosed([{ date: '14/01/2027' }]), 'dates.0.date', /YYYY-MM-DD/);
    expectInvalid(await putClosed([{ date: '2027-01-14', label: 'x'.repeat(61) }]), 'dates.0.label', /60 characters/);
    expect(await closed()).toEqual(before);
  });

  it('take the last of several concurrent replacements whole, never a mixture', async () => {
    const lists = Array.from({ length: 8 }, (_, i) => [{ date: `2027-03-0${i + 1}`, label: `Day ${i}` }, { date: `2027-04-1${i}` }]);
    const answers = await Promise.all(lists.map((list) => putClosed(list)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const final = (await closed()).dates.map((d) => d.date);
    expect(lists.map((list) => list.map((d) => d.date))).toContainEqual(final);
  });

  it('are the admin’s alone to read and change', async () => {
    expectError(await call(server, 'GET', '/admin/closed-dates'), 401, undefined, 'auth_required');
    for (const token of [customer.token, rider.token]) {
      expectError(await call(server, 'GET', '/admin/closed-dates', { token }), 403, undefined, 'admin_only');
      expectError(await putClosed([], token), 403, undefined, 'admin_only');
    }
  });
});

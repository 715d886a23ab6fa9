import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatchedPriceItem, PerKgMap, PriceCatalogue, PriceHistory } from '@laundry/shared/contracts/prices';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  expectInvalid,
  rawGet,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';

/** The shop's own price list (docs/decisions/0066): every change shows at once and is kept with who and when. */
let server: TestServer;
let admin: Session;
let customer: Session;
let rider: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer, rider] = await Promise.all([createAdminSession(server, 'Asha Owner'), signupCustomer(server), createRiderSession(server)]);
});
afterAll(async () => {
  await server?.close();
});

const catalogue = async () => (await call<PriceCatalogue>(server, 'GET', '/api/prices')).body;
const itemIn = (c: PriceCatalogue, category: string, name: string) =>
  c.categories.find((g) => g.key === category)?.items.find((it) => it.name === name);
const history = async (query = '') => (await call<PriceHistory>(server, 'GET', `/api/prices/history${query}`, { token: admin.token })).body;

describe('the price list editor', () => {
  it('adds an item at the end of its category, shown at once with a new ETag, and kept in the history', async () => {
    const before = await rawGet(server, '/api/prices');
    const res = await call<PatchedPriceItem>(server, 'POST', '/api/prices', {
      token: admin.token,
      body: { category: 'home', name: 'Mosquito Net', names: { te: 'దోమతెర', hi: 'मच्छरदानी' }, prices: { 'Wash Iron': '80+' } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      category: 'HOME',
      name: 'Mosquito Net',
      names: { te: 'దోమతెర', hi: 'मच्छरदानी' },
      prices: { 'Steam Iron': '-', 'Wash Iron': '80+', 'Dry Clean': '-' },
    });
    const list = await catalogue();
    expect(list.categories.find((g) => g.key === 'HOME')!.items.at(-1)!.name).toBe('Mosquito Net');
    const after = await rawGet(server, '/api/prices');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const [entry] = (await history()).entries;
    expect(entry).toMatchObject({
      action: 'add',
      category: 'HOME',
      name: 'Mosquito Net',
      actor: { _id: admin.user._id, name: 'Asha Owner' },
      before: null,
    });
    expect(entry!.after).toMatchObject({ prices: { 'Wash Iron': '80+' } });
    expectError(
      await call(server, 'POST', '/api/prices', { token: admin.token, body: { category: 'HOME', name: 'Mosquito Net', prices: {} } }),
      409,
      undefined,
      'price_name_taken',
    );
  });

  it('re-rates, renames in three languages and moves an item; each change is recorded with the row before and after', async () => {
    const res = await call<PatchedPriceItem>(server, 'PATCH', `/api/prices/${encodeURIComponent('Mosquito Net')}`, {
      token: admin.token,
      body: { newName: 'Mosquito Net (Double)', names: { te: 'దోమతెర (డబుల్)' }, prices: { 'Wash Iron': '95+', 'Dry Clean': '150' }, moveTo: 'BAGS' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ category: 'BAGS', name: 'Mosquito Net (Double)', names: { te: 'దోమతెర (డబుల్)', hi: 'मच्छरदानी' } });
    const list = await catalogue();
    expect(itemIn(list, 'HOME', 'Mosquito Net')).toBeUndefined();
    expect(itemIn(list, 'BAGS', 'Mosquito Net (Double)')?.prices).toEqual({ 'Steam Iron': '-', 'Wash Iron': '95+', 'Dry Clean': '150' });
    const [entry] = (await history()).entries;
    expect(entry).toMatchObject({ action: 'update', category: 'BAGS', name: 'Mosquito Net (Double)' });
    expect(entry!.before).toMatchObject({ category: 'HOME', name: 'Mosquito Net', prices: { 'Wash Iron': '80+' } });
    expect(entry!.after).toMatchObject({ category: 'BAGS', prices: { 'Wash Iron': '95+' } });
  });

  it('removes an item, recorded with what it was', async () => {
    const res = await call(server, 'DELETE', `/api/prices/${encodeURIComponent('Mosquito Net (Double)')}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ category: 'BAGS', name: 'Mosquito Net (Double)' });
    expect(itemIn(await catalogue(), 'BAGS', 'Mosquito Net (Double)')).toBeUndefined();
    expect((await history()).entries[0]).toMatchObject({ action: 'remove', after: null, before: { name: 'Mosquito Net (Double)' } });
    expectError(await call(server, 'DELETE', `/api/prices/${encodeURIComponent('Mosquito Net (Double)')}`, { token: admin.token }), 404);
  });

  it('sets and removes a rate per kg, carried by GET /api/prices; bad rates are refused and change nothing', async () => {
    const put = (body: unknown) =>
      call<PerKgMap>(server, 'PUT', `/api/prices/per-kg/${encodeURIComponent('Wash and Fold')}`, { token: admin.token, body });
    expectInvalid(await put({ rate: 0, minKg: 3 }), 'rate', /at least ₹1/);
    expectInvalid(await put({ rate: 70.005, minKg: 3 }), 'rate', /2 decimals/);
    expectInvalid(await put({ rate: 70, minKg: 3.005 }), 'minKg', /0.1 to 100/);
    expectInvalid(await put({ rate: 70, minKg: -1 }), 'minKg', /0.1 to 100/);
    expect((await catalogue()).perKg).toEqual({});
    const set = await put({ rate: 70, minKg: 3 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ 'Wash and Fold': { rate: 70, minKg: 3 } });
    expect((await catalogue()).perKg).toEqual({ 'Wash and Fold': { rate: 70, minKg: 3 } });
    expect((await history()).entries[0]).toMatchObject({ action: 'per-kg', name: 'Wash and Fold', before: null, after: { rate: 70, minKg: 3 } });
    expectInvalid(
      await call(server, 'PUT', '/api/prices/per-kg/Laundry', { token: admin.token, body: { rate: 70, minKg: 3 } }),
      'service',
      /service must be one of/,
    );
    expect((await call(server, 'DELETE', `/api/prices/per-kg/${encodeURIComponent('Wash and Fold')}`, { token: admin.token })).body).toEqual({});
    expectError(await call(server, 'DELETE', `/api/prices/per-kg/${encodeURIComponent('Wash and Fold')}`, { token: admin.token }), 404);
  });

  it('records an import once per row it changes, and none for a row it leaves as it was', async () => {
    const list = await catalogue();
    const tie = itemIn(list, 'MEN', 'Tie')!;
    const count = (await history('?limit=200')).entries.length;
    const res = await call(server, 'POST', '/api/prices/bulk-upsert', {
      token: admin.token,
      body: {
        items: [
          { category: 'MEN', name: 'Tie', prices: tie.prices },
          { category: 'MEN', name: 'Cufflinks', prices: { 'Dry Clean': '40' } },
        ],
      },
    });
    expect(res.status).toBe(200);
    const entries = (await history('?limit=200')).entries;
    expect(entries.length - count).toBe(1);
    expect(entries[0]).toMatchObject({ action: 'import', name: 'Cufflinks', before: null });
    // The unchanged row keeps its Telugu and Hindi names.
    expect(itemIn(await catalogue(), 'MEN', 'Tie')!.names).toEqual(tie.names);
  });

  it('pages the history newest first', async () => {
    const first = await history('?limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.next).toEqual(expect.any(String));
    const second = await history(`?limit=2&before=${first.next}`);
    expect(second.entries[0]!.at <= first.entries[1]!.at).toBe(true);
    expect(second.entries.map((e) => e._id)).not.toContain(first.entries[1]!._id);
    expectError(await call(server, 'GET', '/api/prices/history?before=garbled', { token: admin.token }), 400, undefined, 'invalid_cursor');
  });

  it('lets no customer or rider change the list, and writes nothing when they try', async () => {
    const before = await catalogue();
    const count = (await history('?limit=200')).entries.length;
    for (const who of [customer, rider]) {
      expectError(await call(server, 'POST', '/api/prices', { token: who.token, body: { category: 'MEN', name: 'Scarf', prices: {} } }), 403);
      expectError(await call(server, 'PATCH', '/api/prices/Tie', { token: who.token, body: { prices: { 'Dry Clean': '1' } } }), 403);
      expectError(await call(server, 'DELETE', '/api/prices/Tie', { token: who.token }), 403);
      expectError(await call(server, 'PUT', '/api/prices/per-kg/Iron', { token: who.token, body: { rate: 1, minKg: 0 } }), 403);
      expectError(await call(server, 'GET', '/api/prices/history', { token: who.token }), 403);
    }
    expect(await catalogue()).toEqual(before);
    expect((await history('?limit=200')).entries.length).toBe(count);
  });
});

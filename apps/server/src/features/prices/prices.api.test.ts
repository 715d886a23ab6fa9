import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceCatalogueSchema, type PatchedPriceItem, type PriceCatalogue, type PriceItem } from '@laundry/shared/contracts/prices';
import { call, createAdminSession, expectError, rawGet, signupCustomer, startTestServer, type Session, type TestServer } from '../../test/harness';

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

async function catalogue(): Promise<PriceCatalogue> {
  const res = await call<PriceCatalogue>(server, 'GET', '/api/prices');
  expect(res.status).toBe(200);
  return res.body;
}

function find(c: PriceCatalogue, category: string, name: string): PriceItem | undefined {
  return c.categories.find((g) => g.key === category)?.items.find((i) => i.name === name);
}

const path = (name: string) => `/api/prices/${encodeURIComponent(name)}`;

describe('GET /api/prices', () => {
  it("answers the shop's list in the spec's category order, with sentence-case labels", async () => {
    const res = await call<PriceCatalogue>(server, 'GET', '/api/prices');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const c = res.body;
    expect(Object.keys(c)).toEqual(['categories', 'perKg', 'expressFactor']);
    // A fresh install sells nothing by the kilo until the shop sets a rate; Express is the spec's 1.5x.
    expect(c.perKg).toEqual({});
    expect(c.expressFactor).toBe(1.5);
    expect(c.categories.map((g) => g.key)).toEqual(['MEN', 'WOMEN', 'KIDS', 'HOME', 'SHOES', 'BAGS', 'CARPETS', 'SOFA_CLEANING']);
    expect(c.categories.map((g) => g.label)).toEqual(['Men', 'Women', 'Kids', 'Home', 'Shoes', 'Bags', 'Carpets', 'Sofa cleaning']);
    expect(c.categories.reduce((n, g) => n + g.items.length, 0)).toBe(137);
    for (const group of c.categories) {
      expect(Object.keys(group)).toEqual(['key', 'label', 'items']);
      for (const item of group.items) {
        expect(Object.keys(item)).toEqual(['name', 'names', 'prices']);
        expect(Object.keys(item.names)).toEqual(['te', 'hi']);
        expect(Object.keys(item.prices)).toEqual(['Steam Iron', 'Wash Iron', 'Dry Clean']);
        for (const price of Object.values(item.prices)) expect(typeof price).toBe('string');
      }
    }
    expect(c.categories[0]!.items[0]).toEqual({
      name: 'Shirt / T-Shirt',
      names: { te: 'చొక్కా / టీ-షర్ట్', hi: 'शर्ट / टी-शर्ट' },
      prices: { 'Steam Iron': '15+', 'Wash Iron': '29+', 'Dry Clean': '120+' },
    });
    for (const key of ['BAGS', 'CARPETS', 'SOFA_CLEANING']) {
      for (const item of c.categories.find((g) => g.key === key)!.items) {
        expect(item.prices).toEqual({ 'Steam Iron': '-', 'Wash Iron': '-', 'Dry Clean': '-' });
      }
    }
  });

  it('sends bytes encoded once per change that match the schema the route declares', async () => {
    const plain = await rawGet(server, '/api/prices', {});
    expect(plain.status).toBe(200);
    const list = priceCatalogueSchema.strict().parse(JSON.parse(plain.body.toString('utf8')));
    expect(list.categories).toHaveLength(8);
    const declared = server.routes.find((r) => r.method === 'GET' && r.url === '/api/prices')?.schema?.response;
    expect(declared).toMatchObject({ 200: priceCatalogueSchema });
  });

  it('needs no token and answers 304 to a matching ETag', async () => {
    const first = await call(server, 'GET', '/api/prices', { token: customer.token });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await call(server, 'GET', '/api/prices', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect((await call(server, 'GET', '/api/prices', { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
  });
});

describe('GET /api/prices in three languages', () => {
  it("gives every item of the shop's list its Telugu and Hindi names, in their own scripts", async () => {
    const c = await catalogue();
    for (const item of c.categories.flatMap((g) => g.items)) {
      // Each in its own script (numbers and punctuation aside), no English words left.
      expect(item.names.te, item.name).toMatch(/\p{Script=Telugu}/u);
      expect(item.names.hi, item.name).toMatch(/\p{Script=Devanagari}/u);
      for (const name of [item.names.te, item.names.hi]) expect(name, item.name).not.toMatch(/[A-Za-z]/);
    }
    expect(find(c, 'WOMEN', 'Wedding Saree')!.names).toEqual({ te: 'పెళ్లి చీర', hi: 'शादी की साड़ी' });
    expect(find(c, 'MEN', 'Dhoti')!.names).toEqual({ te: 'ధోతీ / పంచె', hi: 'धोती' });
  });

  it('sends the names as UTF-8 in every encoding', async () => {
    const br = await rawGet(server, '/api/prices', { 'accept-encoding': 'br' });
    const list = JSON.parse(brotliDecompressSync(br.body).toString('utf8')) as PriceCatalogue;
    expect(find(list, 'HOME', 'Pillow')!.names).toEqual({ te: 'దిండు', hi: 'तकिया' });
  });
});

describe('GET /api/prices compression', () => {
  it('sends brotli or gzip to a client that accepts it, the same list, with its own ETag', async () => {
    const plain = await rawGet(server, '/api/prices', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = JSON.parse(plain.body.toString('utf8')) as PriceCatalogue;
    expect(list.categories).toHaveLength(8);

    const br = await rawGet(server, '/api/prices', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);

    const gz = await rawGet(server, '/api/prices', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

    // Quality values are honoured: a client that refuses brotli gets gzip.
    expect((await rawGet(server, '/api/prices', { 'accept-encoding': 'br;q=0, gzip;q=0.5' })).headers['content-encoding']).toBe('gzip');
    expect((await rawGet(server, '/api/prices', { 'accept-encoding': 'compress, deflate' })).headers['content-encoding']).toBeUndefined();

    const tags = [plain, br, gz].map((r) => r.headers.etag);
    expect(new Set(tags).size).toBe(3);
    for (const r of [plain, br, gz]) {
      expect(r.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
    }
    expect((await rawGet(server, '/api/prices', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! })).status).toBe(304);
    // A tag of another encoding does not stand for this one.
    expect((await rawGet(server, '/api/prices', { 'accept-encoding': 'br', 'if-none-match': gz.headers.etag! })).status).toBe(200);
    expect((await rawGet(server, '/api/prices', { 'if-none-match': `"x", W/${plain.headers.etag!}` })).status).toBe(304);
  });

  it('keeps Vary: Origin for the web app beside Vary: Accept-Encoding', async () => {
    const res = await rawGet(server, '/api/prices', { origin: server.baseUrl, 'accept-encoding': 'gzip' });
    expect(res.headers.vary).toMatch(/Origin/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });
});

describe('PATCH /api/prices/{name}', () => {
  it('changes one item; GET shows it at once with a new ETag', async () => {
    const etag = (await call(server, 'GET', '/api/prices')).headers.get('etag')!;
    const res = await call<PatchedPriceItem>(server, 'PATCH', path('Silk Shirt'), {
      token: admin.token,
      body: { prices: { 'Dry Clean': ' 150+ ' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      category: 'MEN',
      name: 'Silk Shirt',
      // An older client sends no names: they stay as they were.
      names: { te: 'పట్టు చొక్కా', hi: 'सिल्क शर्ट' },
      prices: { 'Steam Iron': expect.any(String), 'Wash Iron': expect.any(String), 'Dry Clean': '150+' },
    });
    const after = await call<PriceCatalogue>(server, 'GET', '/api/prices', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(find(after.body, 'MEN', 'Silk Shirt')).toEqual({ name: 'Silk Shirt', names: res.body.names, prices: res.body.prices });
  });

  it('finds names with spaces, slashes and symbols, and renames', async () => {
    const res = await call(server, 'PATCH', path('Saree - Cotton / Chiffon'), {
      token: admin.token,
      body: { category: 'women', newName: ' Cotton Saree ', prices: { 'Steam Iron': '' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ category: 'WOMEN', name: 'Cotton Saree', prices: { 'Steam Iron': '-' } });
    const after = await catalogue();
    expect(find(after, 'WOMEN', 'Saree - Cotton / Chiffon')).toBeUndefined();
    const women = after.categories.find((g) => g.key === 'WOMEN')!.items.map((i) => i.name);
    expect(women[9]).toBe('Cotton Saree'); // a rename keeps its place in the list

    const long = `${'Pattu saree with zari / border '.repeat(4).slice(0, 99)}x`;
    expect(
      (
        await call(server, 'POST', '/api/prices/bulk-upsert', {
          token: admin.token,
          body: { items: [{ category: 'WOMEN', name: long, prices: {} }] },
        })
      ).status,
    ).toBe(200);
    const longPatch = await call<PatchedPriceItem>(server, 'PATCH', path(long), { token: admin.token, body: { prices: { 'Dry Clean': '900' } } });
    expect(longPatch.status).toBe(200);
    expect(longPatch.body.name).toBe(long);

    const carpet = await call<PatchedPriceItem>(server, 'PATCH', path('<25 SQFT (Extra Small)'), {
      token: admin.token,
      body: { prices: { 'Dry Clean': '500' } },
    });
    expect(carpet.status).toBe(200);
    expect(carpet.body.category).toBe('CARPETS');
  });

  it('changes the Telugu and Hindi names with the other fields, one language at a time, trimmed', async () => {
    const etag = (await call(server, 'GET', '/api/prices')).headers.get('etag')!;
    const both = await call<PatchedPriceItem>(server, 'PATCH', path('Sweater'), {
      token: admin.token,
      body: { category: 'MEN', names: { te: '  ఉన్ని స్వెటర్ ', hi: ' ऊनी स्वेटर  ' }, prices: { 'Dry Clean': '160+' } },
    });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ category: 'MEN', name: 'Sweater', names: { te: 'ఉన్ని స్వెటర్', hi: 'ऊनी स्वेटर' }, prices: { 'Dry Clean': '160+' } });
    const after = await call<PriceCatalogue>(server, 'GET', '/api/prices', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(find(after.body, 'MEN', 'Sweater')!.names).toEqual({ te: 'ఉన్ని స్వెటర్', hi: 'ऊनी स्वेटर' });

    // One language alone leaves the other; '' clears a name; a rename keeps the names.
    const hindiOnly = await call<PatchedPriceItem>(server, 'PATCH', path('Sweater'), { token: admin.token, body: { names: { hi: 'स्वेटर' } } });
    expect(hindiOnly.body.names).toEqual({ te: 'ఉన్ని స్వెటర్', hi: 'स्वेटर' });
    const cleared = await call<PatchedPriceItem>(server, 'PATCH', path('Sweater'), { token: admin.token, body: { names: { te: '   ' } } });
    expect(cleared.body.names).toEqual({ te: '', hi: 'स्वेटर' });
    const renamed = await call<PatchedPriceItem>(server, 'PATCH', path('Sweater'), {
      token: admin.token,
      body: { newName: 'Woollen Sweater', names: {} },
    });
    expect(renamed.body).toMatchObject({ name: 'Woollen Sweater', names: { te: '', hi: 'स्वेटर' } });
    expect(find(await catalogue(), 'MEN', 'Woollen Sweater')!.names).toEqual({ te: '', hi: 'स्वेटर' });
  });

  it('answers 400 naming the field to bad names, and changes nothing', async () => {
    const before = await catalogue();
    const bad: [unknown, RegExp][] = [
      [{ names: 'చీర' }, /^names must be an object/],
      [{ names: ['చీర'] }, /^names must be an object/],
      [{ names: null }, /^names must be an object/],
      [{ names: { te: 5 } }, /^names\.te must be text/],
      [{ names: { hi: null } }, /^names\.hi must be text/],
      [{ names: { te: 'చ'.repeat(101) } }, /^names\.te must be at most 100 characters/],
      [{ names: { te: 'చీర', hi: 'स'.repeat(101) }, prices: { 'Dry Clean': '1' } }, /^names\.hi must be at most 100 characters/],
    ];
    for (const [body, message] of bad) {
      expectError(await call(server, 'PATCH', path('Tie'), { token: admin.token, body: { category: 'MEN', ...(body as object) } }), 400, message);
    }
    expect(await catalogue()).toEqual(before);
    // 100 characters of Telugu are fine.
    const long = await call<PatchedPriceItem>(server, 'PATCH', path('Tie'), {
      token: admin.token,
      body: { category: 'MEN', names: { te: 'చ'.repeat(100) } },
    });
    expect(long.status).toBe(200);
    expect(long.body.names.te).toHaveLength(100);
    await call(server, 'PATCH', path('Tie'), { token: admin.token, body: { category: 'MEN', names: { te: 'టై' } } });
  });

  it('needs category when a name is in several categories', async () => {
    const before = await catalogue();
    const ambiguous = await call(server, 'PATCH', path('Jacket'), { token: admin.token, body: { prices: { 'Dry Clean': '999' } } });
    expectError(ambiguous, 409, /category/, 'price_item_ambiguous');
    expect(await catalogue()).toEqual(before);

    const women = await call(server, 'PATCH', path('Jacket'), { token: admin.token, body: { category: 'WOMEN', prices: { 'Dry Clean': '999' } } });
    expect(women.status).toBe(200);
    const after = await catalogue();
    expect(find(after, 'WOMEN', 'Jacket')!.prices['Dry Clean']).toBe('999');
    expect(find(after, 'MEN', 'Jacket')).toEqual(find(before, 'MEN', 'Jacket'));
  });

  it('answers 404 to an unknown name, 409 to a rename onto another item, 400 naming the field to bad input', async () => {
    expectError(await call(server, 'PATCH', path('Spacesuit'), { token: admin.token, body: { prices: { 'Dry Clean': '1' } } }), 404);
    expectError(await call(server, 'PATCH', path('Jacket'), { token: admin.token, body: { category: 'SHOES', prices: { 'Dry Clean': '1' } } }), 404);
    expectError(
      await call(server, 'PATCH', path('Tie'), { token: admin.token, body: { category: 'MEN', newName: 'Blazer' } }),
      409,
      undefined,
      'price_name_taken',
    );
    expectError(await call(server, 'PATCH', path('Tie'), { token: admin.token, body: { category: 'SPACE' } }), 400, /^category must be one of/);
    expectError(
      await call(server, 'PATCH', path('Tie'), { token: admin.token, body: { category: 'MEN', prices: { 'Dry Clean': 40 } } }),
      400,
      /^prices\.Dry Clean/,
    );
    expectError(
      await call(server, 'PATCH', path('Tie'), { token: admin.token, body: { category: 'MEN', prices: { 'Dry Clean': 'x'.repeat(21) } } }),
      400,
      /^prices\.Dry Clean must be at most 20/,
    );
    expectError(
      await call(server, 'PATCH', path('Tie'), { token: admin.token, body: { category: 'MEN', prices: 'cheap' } }),
      400,
      /^prices must be an object/,
    );
    expectError(
      await call(server, 'PATCH', path('Tie'), { token: admin.token, body: { category: 'MEN', newName: '  ' } }),
      400,
      /^newName is required/,
    );
    expectError(await call(server, 'PATCH', path('x'.repeat(101)), { token: admin.token, body: {} }), 400, /^name must be at most 100/);
    expectError(await call(server, 'PATCH', path('x'.repeat(2000)), { token: admin.token, body: {} }), 414, undefined, 'url_too_long');
    expectError(await call(server, 'PATCH', '/api/prices/%E0%A4%A', { token: admin.token, body: {} }), 400);
  });

  it('answers 401 to a visitor and 403 to a customer', async () => {
    const before = await catalogue();
    expectError(await call(server, 'PATCH', path('Tie'), { body: { category: 'MEN', prices: { 'Dry Clean': '1' } } }), 401);
    expectError(await call(server, 'PATCH', path('Tie'), { token: customer.token, body: { category: 'MEN', prices: { 'Dry Clean': '1' } } }), 403);
    expect(await catalogue()).toEqual(before);
  });
});

describe('POST /api/prices/bulk-upsert', () => {
  it('updates existing rows and adds new ones at the end of their category, all at once', async () => {
    const before = await catalogue();
    const res = await call(server, 'POST', '/api/prices/bulk-upsert', {
      token: admin.token,
      body: {
        items: [
          { category: 'men', name: 'Dhoti', prices: { 'Steam Iron': '25', 'Wash Iron': '45', 'Dry Clean': '110' } },
          { category: 'HOME', name: 'Mosquito Net', prices: { 'Wash Iron': '80+' } },
        ],
      },
    });
    expect(res.status).toBe(200);
    const after = await catalogue();
    expect(res.body).toEqual(after);
    expect(find(after, 'MEN', 'Dhoti')!.prices).toEqual({ 'Steam Iron': '25', 'Wash Iron': '45', 'Dry Clean': '110' });
    expect(find(after, 'KIDS', 'Dhoti')).toEqual(find(before, 'KIDS', 'Dhoti'));
    expect(find(before, 'KIDS', 'Dhoti')).toBeDefined();
    const home = after.categories.find((g) => g.key === 'HOME')!.items;
    expect(home[home.length - 1]).toEqual({
      name: 'Mosquito Net',
      names: { te: '', hi: '' },
      prices: { 'Steam Iron': '-', 'Wash Iron': '80+', 'Dry Clean': '-' },
    });
    // Rows without names keep the names an existing item has.
    expect(find(after, 'MEN', 'Dhoti')!.names).toEqual({ te: 'ధోతీ / పంచె', hi: 'धोती' });
    expect(after.categories.reduce((n, g) => n + g.items.length, 0)).toBe(before.categories.reduce((n, g) => n + g.items.length, 0) + 1);
  });

  it('takes Telugu and Hindi names for new and existing items, one language at a time', async () => {
    const res = await call<PriceCatalogue>(server, 'POST', '/api/prices/bulk-upsert', {
      token: admin.token,
      body: {
        items: [
          { category: 'HOME', name: 'Curtain', names: { te: ' కర్టెన్ ', hi: 'पर्दा' }, prices: { 'Dry Clean': '120+' } },
          { category: 'HOME', name: 'Pillow', names: { te: 'తలగడ దిండు' }, prices: { 'Dry Clean': '150+' } },
          { category: 'HOME', name: 'Door Mat', names: { hi: 'पायदान' }, prices: { 'Wash Iron': '60' } },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(find(res.body, 'HOME', 'Curtain')).toEqual({
      name: 'Curtain',
      names: { te: 'కర్టెన్', hi: 'पर्दा' },
      prices: { 'Steam Iron': '-', 'Wash Iron': '-', 'Dry Clean': '120+' },
    });
    expect(find(res.body, 'HOME', 'Pillow')!.names).toEqual({ te: 'తలగడ దిండు', hi: 'तकिया' });
    expect(find(res.body, 'HOME', 'Door Mat')!.names).toEqual({ te: '', hi: 'पायदान' });
    expect(await catalogue()).toEqual(res.body);
  });

  it('takes the same new item from several admins at once, once', async () => {
    const body = { items: [{ category: 'KIDS', name: 'Raincoat', prices: { 'Wash Iron': '60' } }] };
    const results = await Promise.all(Array.from({ length: 4 }, () => call(server, 'POST', '/api/prices/bulk-upsert', { token: admin.token, body })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const kids = (await catalogue()).categories.find((g) => g.key === 'KIDS')!.items;
    expect(kids.filter((i) => i.name === 'Raincoat')).toHaveLength(1);
  });

  it('changes nothing when one row is bad, and names it', async () => {
    const before = await catalogue();
    const bad: [unknown, RegExp][] = [
      [{ items: [] }, /^items must have at least one row/],
      [{}, /^items must be a list/],
      [
        {
          items: [
            { category: 'MEN', name: 'Dhoti', prices: {} },
            { category: 'MEN', prices: {} },
          ],
        },
        /^items\[1\]\.name is required/,
      ],
      [{ items: [{ category: 'GARAGE', name: 'Car', prices: {} }] }, /^items\[0\]\.category must be one of/],
      [{ items: [{ category: 'MEN', name: 'Dhoti', prices: { 'Dry Clean': 5 } }] }, /^items\[0\]\.prices\.Dry Clean/],
      [
        {
          items: [
            { category: 'MEN', name: 'Dhoti', names: { te: 'పంచె' }, prices: {} },
            { category: 'MEN', name: 'Lungi', names: { te: 'లుంగీ'.repeat(30) }, prices: {} },
          ],
        },
        /^items\[1\]\.names\.te must be at most 100 characters/,
      ],
      [{ items: [{ category: 'MEN', name: 'Dhoti', names: 'పంచె', prices: {} }] }, /^items\[0\]\.names must be an object/],
      [{ items: [{ category: 'MEN', name: 'Dhoti', names: { hi: 7 }, prices: {} }] }, /^items\[0\]\.names\.hi must be text/],
    ];
    for (const [body, message] of bad) {
      expectError(await call(server, 'POST', '/api/prices/bulk-upsert', { token: admin.token, body }), 400, message);
    }
    expect(await catalogue()).toEqual(before);
  });

  it('answers 401 to a visitor and 403 to a customer', async () => {
    const body = { items: [{ category: 'MEN', name: 'Dhoti', prices: { 'Dry Clean': '1' } }] };
    expectError(await call(server, 'POST', '/api/prices/bulk-upsert', { body }), 401);
    expectError(await call(server, 'POST', '/api/prices/bulk-upsert', { token: customer.token, body }), 403);
  });
});

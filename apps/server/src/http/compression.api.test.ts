import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import { call, orderBody, rawGet, signupCustomer, startTestServer, type Session, type TestServer } from '../test/harness';

let server: TestServer;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  customer = await signupCustomer(server);
  // Enough orders that the list is worth compressing (one order is ~1.7 KB of JSON).
  for (let i = 0; i < 3; i++) {
    const res = await call(server, 'POST', '/orders', { token: customer.token, body: orderBody({ notes: `Order ${i}` }) });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await server?.close();
});

/** GET /orders with the customer's token, the body as it came over the wire. */
async function rawOrders(acceptEncoding: string | null): Promise<{ encoding: string | null; vary: string | null; body: Buffer }> {
  const headers: Record<string, string> = { authorization: `Bearer ${customer.token}` };
  if (acceptEncoding !== null) headers['accept-encoding'] = acceptEncoding;
  const res = await rawGet(server, '/orders', headers);
  expect(res.status).toBe(200);
  const vary = res.headers.vary;
  return { encoding: res.headers['content-encoding'] ?? null, vary: Array.isArray(vary) ? vary.join(', ') : (vary ?? null), body: res.body };
}

describe('API answers are compressed for clients that accept it', () => {
  it('sends My Orders as brotli or gzip, the same list, and plain to a client that asks for neither', async () => {
    const plain = await rawOrders(null);
    expect(plain.encoding).toBeNull();
    const list = JSON.parse(plain.body.toString('utf8')) as Order[];
    expect(list).toHaveLength(3);

    const br = await rawOrders('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(list);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);

    const gz = await rawOrders('gzip, deflate');
    expect(gz.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(list);

    // Deflate is not offered (some clients mishandle it): such a client gets the plain list.
    expect((await rawOrders('deflate')).encoding).toBeNull();
  });

  it('leaves a short answer as it is', async () => {
    const res = await call<{ name: string }>(server, 'GET', '/profile', { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('never unpacks a compressed request body', async () => {
    const res = await fetch(`${server.baseUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ phone: customer.user.phone, password: 'whatever-it-is' })),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; code: string };
    expect(body.code).toBeTruthy();
  });
});

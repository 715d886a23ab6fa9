import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@laundry/shared/contracts/errors';
import { call, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /health', () => {
  it('answers 200 with the database reachable', async () => {
    const res = await call(server, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: server.database.dialect });
  });

  it('answers 503 {error} once the database is gone', async () => {
    await server.database.close();
    server.database.close = async () => {}; // already closed: the teardown must not close it twice
    const res = await call<ApiErrorBody>(server, 'GET', '/health');
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual(expect.any(String));
    expect(res.body).toMatchObject({ code: 'service_unavailable', status: 'down', database: server.database.dialect });
  });
});

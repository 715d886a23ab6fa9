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

const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe('GET /health and GET /health/ready', () => {
  it('answers 200 with the database reachable, and ready without Redis when none is set', async () => {
    const res = await call(server, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: server.database.dialect });
    const ready = await call(server, 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: server.database.dialect, redis: 'not-used' });
  });

  it.skipIf(!redisUrl)('is ready with Redis set and reachable', async () => {
    const withRedis = await startTestServer({ redisUrl });
    try {
      const ready = await call(withRedis, 'GET', '/health/ready');
      expect(ready.body).toEqual({ status: 'ready', database: withRedis.database.dialect, redis: 'ok' });
    } finally {
      await withRedis.close();
    }
  });

  it('answers 503 {error} once the database is gone, and is not ready (reason database)', async () => {
    await server.database.close();
    server.database.close = async () => {}; // already closed: the teardown must not close it twice
    const res = await call<ApiErrorBody>(server, 'GET', '/health');
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual(expect.any(String));
    expect(res.body).toMatchObject({ code: 'service_unavailable', status: 'down', database: server.database.dialect });
    const ready = await call<ApiErrorBody>(server, 'GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: 'service_unavailable', status: 'not-ready', reason: 'database', error: 'Database unreachable' });
  });
});

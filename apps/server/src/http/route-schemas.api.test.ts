import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@laundry/shared/contracts/errors';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { call, createAdminSession, expectError, startTestServer, type TestServer } from '../test/harness';
import { registerErrorHandling } from './errors';
import { checkAnswers, noBody, responseSchemaFor, serializerCompiler, validatorCompiler, type RegisteredRoute } from './schemas';

/** POST/PUT/PATCH routes that take no body; each declares `body: noBody`, which ignores what comes. */
const BODYLESS = new Set([
  'POST /orders/:id/cancel',
  'POST /api/tickets/:id/close',
  'POST /admin/customers/:id/reset-code',
  'POST /admin/payment-reports/:id/confirm',
  'POST /rider/orders/:id/on-the-way',
  'POST /rider/orders/:id/out-for-delivery',
  'POST /orders/:id/pieces/confirm',
  'POST /admin/messages/:id/resend',
  'POST /admin/messages/:id/clicked',
  'POST /orders/:id/online-payments',
  'POST /admin/go-live/seen',
  'POST /admin/go-live/:item/confirm',
  'POST /admin/gateway/settlements/fetch',
  'POST /wallet/packs/:id/check',
]);

/** DELETE routes that read a body: deleting an account takes its password (docs/decisions/0083). */
const DELETE_WITH_BODY = new Set(['DELETE /profile']);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;
/** The routes the API answers: HEAD copies its GET, OPTIONS is the CORS preflight. */
const apiRoutes = () => server.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');

function problems(route: RegisteredRoute): string[] {
  const found: string[] = [];
  const schema = route.schema ?? {};
  const response = schema.response && typeof schema.response === 'object' ? Object.entries(schema.response) : [];
  const success = response.filter(([status]) => /^2\d\d$/.test(status));
  if (success.length === 0) found.push('no response schema for its success status');
  for (const [status, s] of response) if (!(s instanceof z.ZodType)) found.push(`response ${status} is not a zod schema`);
  if (!(responseSchemaFor(route, 400) instanceof z.ZodType) || !(responseSchemaFor(route, 500) instanceof z.ZodType))
    found.push('no error answer schema');

  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (names.length > 0) {
    if (!(schema.params instanceof z.ZodObject)) found.push('path parameters without a params schema');
    else for (const name of names) if (!(name in schema.params.shape)) found.push(`params schema lacks :${name}`);
  }

  if (['POST', 'PUT', 'PATCH'].includes(route.method)) {
    if (BODYLESS.has(key(route))) {
      if (schema.body !== noBody) found.push('listed as taking no body, but does not declare body: noBody');
    } else if (!(schema.body instanceof z.ZodType) || schema.body === noBody) {
      found.push('no body schema');
    }
  } else if (schema.body !== undefined && !DELETE_WITH_BODY.has(key(route))) {
    found.push(`${route.method} with a body schema`);
  }
  return found;
}

describe('the route table', () => {
  it('declares, for every route, its answers, its path parameters and its body', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.map((r) => [key(r), problems(r)] as const).filter(([, p]) => p.length > 0);
    expect(Object.fromEntries(missing)).toEqual({});
    // Every exception is a route that exists.
    for (const name of BODYLESS) expect(routes.map(key)).toContain(name);
  });

  it('fails the walk on a route without schemas', () => {
    const bare: RegisteredRoute = { method: 'PATCH', url: '/things/:id', schema: undefined };
    expect(problems(bare)).toEqual([
      'no response schema for its success status',
      'no error answer schema',
      'path parameters without a params schema',
      'no body schema',
    ]);
    const partial: RegisteredRoute = {
      method: 'POST',
      url: '/orders/:id/cancel',
      schema: { params: z.object({ id: z.string() }), response: { 200: z.object({}) } },
    };
    expect(problems(partial)).toEqual(['no error answer schema', 'listed as taking no body, but does not declare body: noBody']);
  });

  it('ignores whatever body comes to a route that takes none, as it always did', async () => {
    const admin = await createAdminSession(server);
    const ticket = await call<Ticket>(server, 'POST', '/api/tickets', { body: { userName: 'Kiran', mobile: '9876543210', issue: 'Lost sock' } });
    for (const rawBody of ['[1, 2]', '"text"', '{"status": "open"}']) {
      const res = await call<Ticket>(server, 'POST', `/api/tickets/${ticket.body._id}/close`, { token: admin.token, rawBody });
      expect(res.status, rawBody).toBe(200);
      expect(res.body.status).toBe('closed');
    }
    expect((await call(server, 'POST', `/api/tickets/${ticket.body._id}/close`, { token: admin.token })).status).toBe(200);
    expectError(
      await call(server, 'POST', '/api/tickets/no-such-ticket/close', { token: admin.token, body: {} }),
      404,
      'Ticket not found.',
      'not_found',
    );
  });
});

describe('answers checked against their schemas', () => {
  it('turn an answer that does not match into a loud 500 naming the mismatch', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    checkAnswers(app);
    const answer = z.object({ name: z.string(), count: z.number() });
    app.get('/good', { schema: { response: { 200: answer } } }, async () => ({ name: 'a', count: 1 }));
    // What the serialiser alone would quietly write as "" and 0.
    app.get('/bad', { schema: { response: { 200: answer, '4xx': apiErrorSchema, '5xx': apiErrorSchema } } }, async () => ({
      name: null,
      count: 'x',
    }));
    app.get('/bytes', { schema: { response: { 200: answer } } }, async (_request, reply) =>
      reply.type('application/json').send(Buffer.from('{"name":"a"}')),
    );
    try {
      expect((await app.inject('/good')).json()).toEqual({ name: 'a', count: 1 });
      for (const url of ['/bad', '/bytes']) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(500);
        const body = apiErrorSchema.parse(res.json());
        expect(body.code).toBe('internal_error');
        expect(body.error).toMatch(new RegExp(`GET ${url} 200 does not match its schema`));
      }
    } finally {
      await app.close();
    }
  });
});

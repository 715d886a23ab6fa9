import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addPriceBody,
  bulkUpsertBody,
  deletedPriceSchema,
  deletePriceQuery,
  patchedPriceItemSchema,
  patchPriceBody,
  perKgBody,
  perKgMapSchema,
  priceCatalogueSchema,
  priceHistoryQuery,
  priceHistorySchema,
  priceNameParams,
  serviceParams,
} from '@laundry/shared/contracts/prices';
import { currentUser, type AuthGuards } from '../auth/auth.public';
import type { PriceActor } from './prices.repository';
import type { PriceListService } from './price-list.service';
import { CATALOGUE_ENCODINGS, type CachedCatalogue, type CatalogueEncoding, type PricesService } from './prices.service';

/** If-None-Match holds one tag, a list, or `*`; weak tags compare by their value. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** The admin making a change, as the price list's history keeps them. */
function actorOf(request: FastifyRequest): PriceActor {
  const user = currentUser(request);
  return { id: user.id, name: user.name, role: user.role };
}

export async function priceRoutes(
  app: FastifyInstance,
  { prices, list, guards }: { prices: PricesService; list: PriceListService; guards: AuthGuards },
): Promise<void> {
  const encodings = new Negotiator<CatalogueEncoding>({ supportedValues: [...CATALOGUE_ENCODINGS] });
  const answer = (request: FastifyRequest, reply: FastifyReply, catalogue: CachedCatalogue): FastifyReply => {
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity';
    const { body, etag } = catalogue[encoding];
    const vary = reply.getHeader('vary');
    void reply
      .header('etag', etag)
      .header('cache-control', 'no-cache')
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(body);
  };
  // Every page view asks for this list: once it is built, it is answered without a promise,
  // as bytes encoded once per change (the tests check them against priceCatalogueSchema).
  app.get('/api/prices', { schema: { response: { 200: priceCatalogueSchema } } }, (request, reply) => {
    const ready = prices.current();
    return ready ? answer(request, reply, ready) : prices.cached().then((c) => answer(request, reply, c));
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = guards.requireAdmin;
  typed.post(
    '/api/prices',
    { preValidation: admin, schema: { body: addPriceBody, response: { 201: patchedPriceItemSchema } } },
    async (request, reply) => reply.code(201).send(await list.add(request.body, actorOf(request))),
  );
  typed.patch(
    '/api/prices/:name',
    { preValidation: admin, schema: { params: priceNameParams, body: patchPriceBody, response: { 200: patchedPriceItemSchema } } },
    async (request) => list.patch(request.params.name, request.body, actorOf(request)),
  );
  typed.delete(
    '/api/prices/:name',
    { preValidation: admin, schema: { params: priceNameParams, querystring: deletePriceQuery, response: { 200: deletedPriceSchema } } },
    async (request) => list.remove(request.params.name, request.query.category, actorOf(request)),
  );

  // A whole price list can be a few hundred rows: a larger body than the default.
  typed.post(
    '/api/prices/bulk-upsert',
    { preValidation: admin, bodyLimit: 512 * 1024, schema: { body: bulkUpsertBody, response: { 200: priceCatalogueSchema } } },
    async (request) => list.bulkUpsert(request.body, actorOf(request)),
  );

  typed.put(
    '/api/prices/per-kg/:service',
    { preValidation: admin, schema: { params: serviceParams, body: perKgBody, response: { 200: perKgMapSchema } } },
    async (request) => list.setKgRate(request.params.service, request.body, actorOf(request)),
  );
  typed.delete(
    '/api/prices/per-kg/:service',
    { preValidation: admin, schema: { params: serviceParams, response: { 200: perKgMapSchema } } },
    async (request) => list.removeKgRate(request.params.service, actorOf(request)),
  );
  typed.get(
    '/api/prices/history',
    { preValidation: admin, schema: { querystring: priceHistoryQuery, response: { 200: priceHistorySchema } } },
    async (request) => list.history(request.query.limit, request.query.before),
  );
}

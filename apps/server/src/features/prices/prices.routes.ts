import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkUpsertBody, patchedPriceItemSchema, patchPriceBody, priceCatalogueSchema, priceNameParams } from '@laundry/shared/contracts/prices';
import type { AuthGuards } from '../auth/auth.hooks';
import { CATALOGUE_ENCODINGS, type CachedCatalogue, type CatalogueEncoding, type PricesService } from './prices.service';

/** If-None-Match holds one tag, a list, or `*`; weak tags compare by their value. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export async function priceRoutes(app: FastifyInstance, { prices, guards }: { prices: PricesService; guards: AuthGuards }): Promise<void> {
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
  typed.patch(
    '/api/prices/:name',
    { preValidation: guards.requireAdmin, schema: { params: priceNameParams, body: patchPriceBody, response: { 200: patchedPriceItemSchema } } },
    async (request) => prices.patch(request.params.name, request.body),
  );

  // A whole price list can be a few hundred rows: a larger body than the default.
  typed.post(
    '/api/prices/bulk-upsert',
    { preValidation: guards.requireAdmin, bodyLimit: 512 * 1024, schema: { body: bulkUpsertBody, response: { 200: priceCatalogueSchema } } },
    async (request) => prices.bulkUpsert(request.body),
  );
}

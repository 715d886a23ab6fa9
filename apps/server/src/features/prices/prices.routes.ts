import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bulkUpsertBody, patchPriceBody } from '@laundry/shared/contracts/prices';
import { z } from 'zod';
import { parse } from '../../http/errors';
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

const nameParams = z.object({ name: z.string().trim().min(1).max(100, { error: 'name must be at most 100 characters' }) });

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
  // Every page view asks for this list: once it is built, it is answered without a promise.
  app.get('/api/prices', (request, reply) => {
    const ready = prices.current();
    return ready ? answer(request, reply, ready) : prices.cached().then((c) => answer(request, reply, c));
  });

  app.patch('/api/prices/:name', { preHandler: guards.requireAdmin }, async (request) =>
    prices.patch(parse(nameParams, request.params).name, parse(patchPriceBody, request.body)),
  );

  // A whole price list can be a few hundred rows: a larger body than the default.
  app.post('/api/prices/bulk-upsert', { preHandler: guards.requireAdmin, bodyLimit: 512 * 1024 }, async (request) =>
    prices.bulkUpsert(parse(bulkUpsertBody, request.body)),
  );
}

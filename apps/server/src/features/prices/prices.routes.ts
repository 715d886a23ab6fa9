import type { FastifyInstance } from 'fastify';
import { bulkUpsertBody, patchPriceBody } from '@laundry/shared/contracts/prices';
import { z } from 'zod';
import { parse } from '../../http/errors';
import type { AuthGuards } from '../auth/auth.hooks';
import type { PricesService } from './prices.service';

const nameParams = z.object({ name: z.string().trim().min(1).max(100, { error: 'name must be at most 100 characters' }) });

export async function priceRoutes(app: FastifyInstance, { prices, guards }: { prices: PricesService; guards: AuthGuards }): Promise<void> {
  app.get('/api/prices', async (request, reply) => {
    const { json, etag } = await prices.cached();
    void reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.patch('/api/prices/:name', { preHandler: guards.requireAdmin }, async (request) =>
    prices.patch(parse(nameParams, request.params).name, parse(patchPriceBody, request.body)),
  );

  // A whole price list can be a few hundred rows: a larger body than the default.
  app.post('/api/prices/bulk-upsert', { preHandler: guards.requireAdmin, bodyLimit: 512 * 1024 }, async (request) =>
    prices.bulkUpsert(parse(bulkUpsertBody, request.body)),
  );
}

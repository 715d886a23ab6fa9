import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { slotsAnswerSchema, slotsQuery } from '@laundry/shared/contracts/slots';
import type { FeatureDeps } from '../feature-deps';
import { SlotsService } from './slots.service';

export async function slotRoutes(fastify: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const slots = new SlotsService(deps.db, deps.shop, deps.serviceArea);
  // Public: the booking form asks before sign-in is needed. Places change with every booking,
  // so the answer is never kept by a browser or proxy.
  app.get('/api/slots', { schema: { querystring: slotsQuery, response: { 200: slotsAnswerSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return slots.forDate(request.query.date);
  });
}

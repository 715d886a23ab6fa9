import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedSchema, idParams } from '@laundry/shared/contracts/common';
import { createTicketBody, replyBody, ticketListSchema, ticketSchema, ticketStatusBody } from '@laundry/shared/contracts/tickets';
import type { RateLimits } from '../../config';
import { limit } from '../../http/rate-limit';
import { noBody } from '../../http/schemas';
import type { AuthGuards } from '../auth/auth.hooks';
import type { TicketsService } from './tickets.service';

export interface TicketsRoutesDeps {
  tickets: TicketsService;
  guards: AuthGuards;
  rateLimits: RateLimits | null;
}

export async function ticketRoutes(fastify: FastifyInstance, { tickets, guards, rateLimits }: TicketsRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Public: the support chat raises tickets for visitors too.
  app.post(
    '/api/tickets',
    { config: limit(rateLimits?.ticket), schema: { body: createTicketBody, response: { 201: ticketSchema } } },
    async (request, reply) => reply.code(201).send(await tickets.create(request.body)),
  );

  const admin = { preValidation: guards.requireAdmin };
  app.get('/api/tickets', { ...admin, schema: { response: { 200: ticketListSchema } } }, async () => ({ tickets: await tickets.list() }));
  app.post('/api/tickets/:id/reply', { ...admin, schema: { params: idParams, body: replyBody, response: { 200: ticketSchema } } }, async (request) =>
    tickets.reply(request.params.id, 'admin', request.body.message),
  );
  app.post('/api/tickets/:id/close', { ...admin, schema: { params: idParams, body: noBody, response: { 200: ticketSchema } } }, async (request) =>
    tickets.setStatus(request.params.id, 'closed'),
  );
  app.put('/api/tickets/:id', { ...admin, schema: { params: idParams, body: ticketStatusBody, response: { 200: ticketSchema } } }, async (request) =>
    tickets.setStatus(request.params.id, request.body.status),
  );
  app.delete('/api/tickets/:id', { ...admin, schema: { params: idParams, response: { 200: deletedSchema } } }, async (request) =>
    tickets.delete(request.params.id),
  );
}

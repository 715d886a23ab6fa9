import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createTicketBody, replyBody, ticketStatusBody } from '@laundry/shared/contracts/tickets';
import type { RateLimits } from '../../config';
import { parse } from '../../http/errors';
import { limit } from '../../http/rate-limit';
import type { AuthGuards } from '../auth/auth.hooks';
import type { TicketsService } from './tickets.service';

const idParams = z.object({ id: z.string().max(64) });

export interface TicketsRoutesDeps {
  tickets: TicketsService;
  guards: AuthGuards;
  rateLimits: RateLimits | null;
}

export async function ticketRoutes(app: FastifyInstance, { tickets, guards, rateLimits }: TicketsRoutesDeps): Promise<void> {
  // Public: the support chat raises tickets for visitors too.
  app.post('/api/tickets', { config: limit(rateLimits?.ticket) }, async (request, reply) => {
    const ticket = await tickets.create(parse(createTicketBody, request.body));
    return reply.code(201).send(ticket);
  });

  const admin = { preHandler: guards.requireAdmin };
  app.get('/api/tickets', admin, async () => ({ tickets: await tickets.list() }));
  app.post('/api/tickets/:id/reply', admin, async (request) => {
    const { id } = parse(idParams, request.params);
    return tickets.reply(id, 'admin', parse(replyBody, request.body).message);
  });
  app.post('/api/tickets/:id/close', admin, async (request) => tickets.setStatus(parse(idParams, request.params).id, 'closed'));
  app.put('/api/tickets/:id', admin, async (request) => {
    const { id } = parse(idParams, request.params);
    return tickets.setStatus(id, parse(ticketStatusBody, request.body).status);
  });
  app.delete('/api/tickets/:id', admin, async (request) => tickets.delete(parse(idParams, request.params).id));
}

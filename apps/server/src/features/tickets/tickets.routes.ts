import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedSchema, idParams } from '@laundry/shared/contracts/common';
import { contactMessageBody, createTicketBody, replyBody, ticketListSchema, ticketSchema, ticketStatusBody } from '@laundry/shared/contracts/tickets';
import type { RateLimits } from '../../config';
import { limit } from '../../http/rate-limit';
import { noBody } from '../../http/schemas';
import { bearerToken, currentUser, type AuthGuards } from '../auth/auth.public';
import type { TicketsService } from './tickets.service';

export interface TicketsRoutesDeps {
  tickets: TicketsService;
  guards: AuthGuards;
  rateLimits: RateLimits | null;
}

export async function ticketRoutes(fastify: FastifyInstance, { tickets, guards, rateLimits }: TicketsRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * Raising a ticket is open to visitors; a signed-in customer's ticket is linked to their
   * account so they see the shop's replies. A token that no longer works does not lose the
   * message: the ticket is then a visitor's.
   */
  const signedInOrVisitor = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!bearerToken(request.headers.authorization)) return;
    try {
      await guards.requireUser.call(fastify, request, reply);
    } catch {
      request.user = null;
    }
  };
  const raise = { preValidation: signedInOrVisitor, config: limit(rateLimits?.ticket) };

  // Public: the support chat raises tickets for visitors too.
  app.post('/api/tickets', { ...raise, schema: { body: createTicketBody, response: { 201: ticketSchema } } }, async (request, reply) =>
    reply.code(201).send(await tickets.create(request.body, { userId: request.user?.id ?? null, source: 'chat' })),
  );
  // Public: the contact page's message form (docs/decisions/0038).
  app.post('/api/tickets/contact', { ...raise, schema: { body: contactMessageBody, response: { 201: ticketSchema } } }, async (request, reply) => {
    const { name, email, message } = request.body;
    const user = request.user;
    const ticket = await tickets.create(
      { userName: name, mobile: user?.phone ?? '', orderId: '', issue: message },
      { userId: user?.id ?? null, source: 'contact', email },
    );
    return reply.code(201).send(ticket);
  });

  // The signed-in customer's own tickets with the shop's replies (the support chat's "My tickets").
  app.get('/api/tickets/mine', { preValidation: guards.requireUser, schema: { response: { 200: ticketListSchema } } }, async (request) => ({
    tickets: await tickets.listMine(currentUser(request).id),
  }));

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

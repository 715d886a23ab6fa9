import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pushKeySchema, pushSubscribedSchema, pushSubscriptionBody, pushUnsubscribeQuery } from '@laundry/shared/contracts/push';
import { currentUser, type AuthGuards } from '../auth/auth.public';
import type { PushService } from './push.service';

export interface PushRoutesDeps {
  push: PushService;
  guards: AuthGuards;
}

/** Web Push (docs/decisions/0081): the key browsers subscribe with, and each account's browsers. */
export async function pushRoutes(fastify: FastifyInstance, deps: PushRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { push, guards } = deps;

  // Public: the key is what every browser is given; 404 says notifications are off here.
  app.get('/push/key', { schema: { response: { 200: pushKeySchema } } }, async () => ({ publicKey: push.publicKey() }));
  app.post(
    '/push/subscriptions',
    { preValidation: guards.requireUser, schema: { body: pushSubscriptionBody, response: { 201: pushSubscribedSchema } } },
    async (request, reply) => {
      await push.subscribe(currentUser(request).id, request.body);
      return reply.code(201).send({ subscribed: true });
    },
  );
  app.delete(
    '/push/subscriptions',
    { preValidation: guards.requireUser, schema: { querystring: pushUnsubscribeQuery, response: { 200: pushSubscribedSchema } } },
    async (request) => {
      await push.unsubscribe(currentUser(request).id, request.query.endpoint);
      return { subscribed: false };
    },
  );
}

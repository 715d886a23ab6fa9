import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@laundry/shared/contracts/common';
import {
  adminPlanListSchema,
  adminPlanSchema,
  adminSubscriptionListSchema,
  createPlanBody,
  createSubscriptionBody,
  patchPlanBody,
  planListSchema,
  skipPickupBody,
  subscriptionListSchema,
  subscriptionSchema,
  subscriptionStatusBody,
} from '@laundry/shared/contracts/subscriptions';
import { DomainError } from '../../domain-error';
import { currentUser } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { SubscriptionBooker } from './subscription-booker';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

async function refuseStaff(request: FastifyRequest): Promise<void> {
  if (currentUser(request).role !== 'customer') {
    throw new DomainError('customer_only', 'Staff accounts cannot subscribe. A customer subscribes from their own account.');
  }
}

/** Plans, customers' subscriptions and the hourly booker (docs/decisions/0046). */
export async function subscriptionRoutes(fastify: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = new SubscriptionsRepository(deps.db, deps.dialect);
  const service = new SubscriptionsService(repo, deps.orders, deps.events);
  const booker = new SubscriptionBooker(repo, service, deps.log);
  fastify.addHook('onReady', async () => booker.start());
  fastify.addHook('onClose', async () => booker.stop());
  const { requireUser, requireAdmin } = deps.guards;

  app.get('/api/plans', { schema: { response: { 200: planListSchema } } }, async () => service.activePlans());
  app.get('/admin/plans', { preValidation: requireAdmin, schema: { response: { 200: adminPlanListSchema } } }, async () => service.adminPlans());
  app.post(
    '/admin/plans',
    { preValidation: requireAdmin, schema: { body: createPlanBody, response: { 201: adminPlanSchema } } },
    async (request, reply) => reply.code(201).send(await service.createPlan(request.body)),
  );
  app.patch(
    '/admin/plans/:id',
    { preValidation: requireAdmin, schema: { params: idParams, body: patchPlanBody, response: { 200: adminPlanSchema } } },
    async (request) => service.updatePlan(request.params.id, request.body),
  );
  app.get('/admin/subscriptions', { preValidation: requireAdmin, schema: { response: { 200: adminSubscriptionListSchema } } }, async () =>
    service.adminList(),
  );

  app.get('/subscriptions/mine', { preValidation: requireUser, schema: { response: { 200: subscriptionListSchema } } }, async (request) =>
    service.mine(currentUser(request)),
  );
  app.post(
    '/subscriptions',
    { preValidation: [requireUser, refuseStaff], schema: { body: createSubscriptionBody, response: { 201: subscriptionSchema } } },
    async (request, reply) => reply.code(201).send(await service.subscribe(currentUser(request), request.body)),
  );
  app.patch(
    '/subscriptions/:id',
    { preValidation: requireUser, schema: { params: idParams, body: subscriptionStatusBody, response: { 200: subscriptionSchema } } },
    async (request) => service.setStatus(currentUser(request), request.params.id, request.body.status),
  );
  app.post(
    '/subscriptions/:id/skip',
    { preValidation: requireUser, schema: { params: idParams, body: skipPickupBody, response: { 200: subscriptionSchema } } },
    async (request) => service.skip(currentUser(request), request.params.id, request.body.date),
  );
}

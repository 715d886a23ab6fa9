import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedSchema, idParams } from '@laundry/shared/contracts/common';
import {
  adminOrdersQuery,
  type AdminOrdersQueryInput,
  createOrderBody,
  manualOrderBody,
  orderListSchema,
  orderPageSchema,
  orderSchema,
  orderStatsSchema,
  orderStatusBody,
  pricingBody,
  trackedOrderSchema,
  trackOrderQuery,
} from '@laundry/shared/contracts/orders';
import type { RateLimits } from '../../config';
import { limit } from '../../http/rate-limit';
import { noBody } from '../../http/schemas';
import { currentUser, type AuthGuards } from '../auth/auth.hooks';
import type { OrdersService } from './orders.service';

export interface OrdersRoutesDeps {
  orders: OrdersService;
  guards: AuthGuards;
  rateLimits: RateLimits | null;
}

/** A customer's own orders (paths of the shop's earlier web client). */
export async function customerOrderRoutes(fastify: FastifyInstance, { orders, guards }: OrdersRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', guards.requireUser);

  app.post('/orders', { schema: { body: createOrderBody, response: { 201: orderSchema } } }, async (request, reply) =>
    reply.code(201).send(await orders.createForCustomer(currentUser(request), request.body)),
  );
  app.get('/orders', { schema: { response: { 200: orderListSchema } } }, async (request) => orders.listForCustomer(currentUser(request)));
  app.get('/orders/:id', { schema: { params: idParams, response: { 200: orderSchema } } }, async (request) =>
    orders.getForCustomer(currentUser(request), request.params.id),
  );
  app.post('/orders/:id/cancel', { schema: { params: idParams, body: noBody, response: { 200: orderSchema } } }, async (request) =>
    orders.cancelForCustomer(currentUser(request), request.params.id),
  );
}

export async function trackOrderRoutes(fastify: FastifyInstance, { orders, rateLimits }: OrdersRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/orders/track',
    { config: limit(rateLimits?.track), schema: { querystring: trackOrderQuery, response: { 200: trackedOrderSchema } } },
    async (request) => orders.track(request.query.orderNumber, request.query.phone),
  );
}

export async function adminOrderRoutes(fastify: FastifyInstance, { orders, guards }: OrdersRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', guards.requireAdmin);

  // The page comes written out already (its orders by the order schema's serialiser, each
  // once per version): it is sent as it is, and checked against orderPageSchema in the tests.
  fastify.get<{ Querystring: AdminOrdersQueryInput }>(
    '/admin/orders',
    { schema: { querystring: adminOrdersQuery, response: { 200: orderPageSchema } } },
    async (request, reply) => reply.type('application/json; charset=utf-8').send(await orders.adminPageJson(request.query)),
  );
  app.get('/admin/orders/stats', { schema: { response: { 200: orderStatsSchema } } }, async () => orders.stats());
  app.post('/admin/orders', { schema: { body: manualOrderBody, response: { 201: orderSchema } } }, async (request, reply) =>
    reply.code(201).send(await orders.createManual(request.body)),
  );
  app.patch('/admin/orders/:id/status', { schema: { params: idParams, body: orderStatusBody, response: { 200: orderSchema } } }, async (request) =>
    orders.setStatus(request.params.id, request.body.status),
  );
  app.delete('/admin/orders/:id', { schema: { params: idParams, response: { 200: deletedSchema } } }, async (request) =>
    orders.delete(request.params.id),
  );
  app.post('/admin/orders/:id/pickup', { schema: { params: idParams, body: pricingBody, response: { 200: orderSchema } } }, async (request) =>
    orders.price(request.params.id, request.body, 'pickup'),
  );
  app.patch('/admin/orders/:id/pricing', { schema: { params: idParams, body: pricingBody, response: { 200: orderSchema } } }, async (request) =>
    orders.price(request.params.id, request.body, 'edit'),
  );
}

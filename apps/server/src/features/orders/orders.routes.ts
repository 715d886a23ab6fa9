import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedSchema, idParams } from '@laundry/shared/contracts/common';
import {
  adminOrdersQuery,
  type AdminOrdersQueryInput,
  createOrderBody,
  manualOrderAnswerSchema,
  manualOrderBody,
  moveReadyByBodySchema,
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
import { DomainError } from '../../domain-error';
import { limit } from '../../http/rate-limit';
import { noBody } from '../../http/schemas';
import { currentActor, currentUser, type AuthGuards } from '../auth/auth.public';
import type { OrdersService } from './orders.service';
import type { ReadyByService } from './ready-by.service';

export interface OrdersRoutesDeps {
  orders: OrdersService;
  guards: AuthGuards;
  rateLimits: RateLimits | null;
}

/** A customer's own orders (paths of the shop's earlier web client). */
export async function customerOrderRoutes(fastify: FastifyInstance, { orders, guards }: OrdersRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', guards.requireUser);

  // Customers book here; staff book for a customer through /admin/bookings or /rider/bookings (docs/decisions/0072).
  app.post('/orders', { preValidation: refuseStaff, schema: { body: createOrderBody, response: { 201: orderSchema } } }, async (request, reply) =>
    reply.code(201).send(await orders.createForCustomer(currentUser(request), request.body)),
  );
  app.get('/orders', { schema: { response: { 200: orderListSchema } } }, async (request) => orders.listForCustomer(currentUser(request)));
  app.get('/orders/:id', { schema: { params: idParams, response: { 200: orderSchema } } }, async (request) =>
    orders.getForCustomer(currentUser(request), request.params.id),
  );
  app.post('/orders/:id/cancel', { schema: { params: idParams, body: noBody, response: { 200: orderSchema } } }, async (request) =>
    orders.cancelForCustomer(currentUser(request), request.params.id),
  );
  // The shop's earlier web client cancels with DELETE: the same cancel, never a deletion (docs/decisions/0030).
  app.delete('/orders/:id', { schema: { params: idParams, response: { 200: orderSchema } } }, async (request) =>
    orders.cancelForCustomer(currentUser(request), request.params.id),
  );
}

const STAFF_BOOKING_MESSAGE = 'Staff accounts cannot book as a customer. Use Book Order to book for the customer by their phone number.';

async function refuseStaff(request: FastifyRequest): Promise<void> {
  if (currentUser(request).role !== 'customer') throw new DomainError('customer_only', STAFF_BOOKING_MESSAGE);
}

export async function trackOrderRoutes(fastify: FastifyInstance, { orders, rateLimits }: OrdersRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/orders/track',
    { config: limit(rateLimits?.track), schema: { querystring: trackOrderQuery, response: { 200: trackedOrderSchema } } },
    async (request) => orders.track(request.query.orderNumber, request.query.phone),
  );
}

export interface AdminOrdersRoutesDeps extends OrdersRoutesDeps {
  readyBy: ReadyByService;
}

export async function adminOrderRoutes(fastify: FastifyInstance, { orders, readyBy, guards }: AdminOrdersRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', guards.requireAdmin);

  // The page comes written out already (its orders by the order schema's serialiser, each
  // once per version): it is sent as it is, and checked against orderPageSchema in the tests.
  // With no query string at all the shop's earlier admin page is asking: it reads a bare array
  // of the newest orders (docs/decisions/0030). Any query parameter gets the page.
  fastify.get<{ Querystring: AdminOrdersQueryInput }>(
    '/admin/orders',
    { schema: { querystring: adminOrdersQuery, response: { 200: z.union([orderPageSchema, orderListSchema]) } } },
    async (request, reply) => {
      const json = /\?./.test(request.url) ? await orders.adminPageJson(request.query) : await orders.adminListJsonForOlderClient();
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
  app.get('/admin/orders/stats', { schema: { response: { 200: orderStatsSchema } } }, async () => orders.stats());
  app.post('/admin/orders', { schema: { body: manualOrderBody, response: { 201: manualOrderAnswerSchema } } }, async (request, reply) => {
    const { order, warning } = await orders.createManual(request.body, currentActor(request));
    return reply.code(201).send(warning ? { ...order, warning } : order);
  });
  app.patch('/admin/orders/:id/status', { schema: { params: idParams, body: orderStatusBody, response: { 200: orderSchema } } }, async (request) => {
    // The dashboard asks why an order goes out with pieces not ready; the answer is kept in the log.
    if (request.body.reason)
      request.log.info({ orderId: request.params.id, status: request.body.status, reason: request.body.reason }, 'status set with a reason');
    return orders.setStatus(request.params.id, request.body.status, currentActor(request));
  });
  app.delete('/admin/orders/:id', { schema: { params: idParams, response: { 200: deletedSchema } } }, async (request) =>
    orders.delete(request.params.id, currentActor(request)),
  );
  app.post('/admin/orders/:id/pickup', { schema: { params: idParams, body: pricingBody, response: { 200: orderSchema } } }, async (request) =>
    orders.price(request.params.id, request.body, 'pickup', currentActor(request)),
  );
  app.patch('/admin/orders/:id/pricing', { schema: { params: idParams, body: pricingBody, response: { 200: orderSchema } } }, async (request) =>
    orders.price(request.params.id, request.body, 'edit', currentActor(request)),
  );
  // A slipped promise: a new time and the shop's reason (docs/decisions/0059).
  app.post(
    '/admin/orders/:id/ready-by',
    { schema: { params: idParams, body: moveReadyByBodySchema, response: { 200: orderSchema } } },
    async (request) => readyBy.move(request.params.id, request.body),
  );
}

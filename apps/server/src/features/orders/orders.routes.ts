import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminOrdersQuery, createOrderBody, manualOrderBody, orderStatusBody, pricingBody, trackOrderQuery } from '@laundry/shared/contracts/orders';
import type { RateLimits } from '../../config';
import { parse } from '../../http/errors';
import { limit } from '../../http/rate-limit';
import { currentUser, type AuthGuards } from '../auth/auth.hooks';
import type { OrdersService } from './orders.service';

const idParams = z.object({ id: z.string().max(64) });

export interface OrdersRoutesDeps {
  orders: OrdersService;
  guards: AuthGuards;
  rateLimits: RateLimits | null;
}

/** A customer's own orders (paths of the shop's earlier web client). */
export async function customerOrderRoutes(app: FastifyInstance, { orders, guards }: OrdersRoutesDeps): Promise<void> {
  app.post('/orders', { preHandler: guards.requireUser }, async (request, reply) => {
    const order = await orders.createForCustomer(currentUser(request), parse(createOrderBody, request.body));
    return reply.code(201).send(order);
  });
  app.get('/orders', { preHandler: guards.requireUser }, async (request) => orders.listForCustomer(currentUser(request)));
  app.get('/orders/:id', { preHandler: guards.requireUser }, async (request) =>
    orders.getForCustomer(currentUser(request), parse(idParams, request.params).id),
  );
  app.post('/orders/:id/cancel', { preHandler: guards.requireUser }, async (request) =>
    orders.cancelForCustomer(currentUser(request), parse(idParams, request.params).id),
  );
}

export async function trackOrderRoutes(app: FastifyInstance, { orders, rateLimits }: OrdersRoutesDeps): Promise<void> {
  app.get('/api/orders/track', { config: limit(rateLimits?.track) }, async (request) => {
    const { orderNumber, phone } = parse(trackOrderQuery, request.query);
    return orders.track(orderNumber, phone);
  });
}

export async function adminOrderRoutes(app: FastifyInstance, { orders, guards }: OrdersRoutesDeps): Promise<void> {
  app.addHook('preHandler', guards.requireAdmin);

  app.get('/admin/orders', async (request) => orders.adminPage(parse(adminOrdersQuery, request.query)));
  app.get('/admin/orders/stats', async () => orders.stats());
  app.post('/admin/orders', async (request, reply) => {
    const order = await orders.createManual(parse(manualOrderBody, request.body));
    return reply.code(201).send(order);
  });
  app.patch('/admin/orders/:id/status', async (request) => {
    const { id } = parse(idParams, request.params);
    return orders.setStatus(id, parse(orderStatusBody, request.body).status);
  });
  app.delete('/admin/orders/:id', async (request) => orders.delete(parse(idParams, request.params).id));
  app.post('/admin/orders/:id/pickup', async (request) =>
    orders.price(parse(idParams, request.params).id, parse(pricingBody, request.body), 'pickup'),
  );
  app.patch('/admin/orders/:id/pricing', async (request) =>
    orders.price(parse(idParams, request.params).id, parse(pricingBody, request.body), 'edit'),
  );
}

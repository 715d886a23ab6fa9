import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicUserSchema } from '@laundry/shared/contracts/auth';
import { idParams, messageSchema } from '@laundry/shared/contracts/common';
import { customerLookupQuery } from '@laundry/shared/contracts/customers';
import { noBody } from '../../http/schemas';
import { currentUser, type AuthGuards } from '../auth/auth.hooks';
import type { CustomersService } from './customers.service';

export interface CustomersRoutesDeps {
  customers: CustomersService;
  guards: AuthGuards;
}

/** The shop's help for a customer on the phone (docs/decisions/0028). Admins only. */
export async function customerRoutes(fastify: FastifyInstance, { customers, guards }: CustomersRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', guards.requireAdmin);

  app.get('/admin/customers', { schema: { querystring: customerLookupQuery, response: { 200: publicUserSchema } } }, async (request) =>
    customers.findByPhone(request.query.phone),
  );
  app.post('/admin/customers/:id/reset-code', { schema: { params: idParams, body: noBody, response: { 200: messageSchema } } }, async (request) =>
    customers.sendResetCode(currentUser(request), request.params.id),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressBody,
  addressPatchBody,
  customerAddressParams,
  savedAddressListSchema,
  savedAddressSchema,
} from '@laundry/shared/contracts/addresses';
import { deletedSchema, idParams, messageSchema } from '@laundry/shared/contracts/common';
import {
  customerDetailSchema,
  customerListAnswerSchema,
  customerListQuery,
  customerPatchBody,
  customerSummarySchema,
  newCustomerBody,
} from '@laundry/shared/contracts/customers';
import { noBody } from '../../http/schemas';
import { currentUser, type AuthGuards } from '../auth/auth.public';
import type { AddressesService } from './addresses.service';
import type { CustomersService } from './customers.service';

export interface CustomersRoutesDeps {
  customers: CustomersService;
  addresses: AddressesService;
  guards: AuthGuards;
}

/** The shop's customers (docs/decisions/0028, 0070). Admins only. */
export async function customerRoutes(fastify: FastifyInstance, { customers, addresses, guards }: CustomersRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', guards.requireAdmin);

  // With ?phone= the one account of a caller's phone, as the shop's reset help always asked; else a page.
  app.get('/admin/customers', { schema: { querystring: customerListQuery, response: { 200: customerListAnswerSchema } } }, async (request) =>
    request.query.phone ? customers.findByPhone(request.query.phone) : customers.list(request.query),
  );
  app.post('/admin/customers', { schema: { body: newCustomerBody, response: { 201: customerSummarySchema } } }, async (request, reply) =>
    reply.code(201).send(await customers.create(request.body)),
  );
  app.get('/admin/customers/:id', { schema: { params: idParams, response: { 200: customerDetailSchema } } }, async (request) =>
    customers.detail(request.params.id),
  );
  app.patch(
    '/admin/customers/:id',
    { schema: { params: idParams, body: customerPatchBody, response: { 200: customerSummarySchema } } },
    async (request) => customers.updateNotes(request.params.id, request.body.notes),
  );
  app.post('/admin/customers/:id/reset-code', { schema: { params: idParams, body: noBody, response: { 200: messageSchema } } }, async (request) =>
    customers.sendResetCode(currentUser(request), request.params.id),
  );

  // The shop books for a customer with their saved addresses, under the customer's own limit.
  app.get('/admin/customers/:id/addresses', { schema: { params: idParams, response: { 200: savedAddressListSchema } } }, async (request) => {
    const customer = await customers.requireCustomer(request.params.id);
    return addresses.list(customer.id);
  });
  app.post(
    '/admin/customers/:id/addresses',
    { schema: { params: idParams, body: addressBody, response: { 201: savedAddressSchema } } },
    async (request, reply) => {
      const customer = await customers.requireCustomer(request.params.id);
      return reply.code(201).send(await addresses.add(customer.id, request.body));
    },
  );
  app.patch(
    '/admin/customers/:id/addresses/:addressId',
    { schema: { params: customerAddressParams, body: addressPatchBody, response: { 200: savedAddressSchema } } },
    async (request) => {
      const customer = await customers.requireCustomer(request.params.id);
      return addresses.update(customer.id, request.params.addressId, request.body);
    },
  );
  app.delete(
    '/admin/customers/:id/addresses/:addressId',
    { schema: { params: customerAddressParams, response: { 200: deletedSchema } } },
    async (request) => {
      const customer = await customers.requireCustomer(request.params.id);
      return addresses.remove(customer.id, request.params.addressId);
    },
  );
}

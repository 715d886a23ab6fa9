import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressBody, addressPatchBody, savedAddressListSchema, savedAddressSchema } from '@laundry/shared/contracts/addresses';
import { deletedSchema, idParams } from '@laundry/shared/contracts/common';
import { currentUser } from '../auth/auth.public';
import type { AuthGuards } from '../auth/auth.public';
import type { AddressesService } from './addresses.service';

export interface AddressesRoutesDeps {
  addresses: AddressesService;
  guards: AuthGuards;
}

/** The signed-in account's own saved addresses (docs/decisions/0070); another's id is 404. */
export async function addressRoutes(fastify: FastifyInstance, { addresses, guards }: AddressesRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', guards.requireUser);

  app.get('/addresses', { schema: { response: { 200: savedAddressListSchema } } }, async (request) => addresses.list(currentUser(request).id));
  app.post('/addresses', { schema: { body: addressBody, response: { 201: savedAddressSchema } } }, async (request, reply) =>
    reply.code(201).send(await addresses.add(currentUser(request).id, request.body)),
  );
  app.patch('/addresses/:id', { schema: { params: idParams, body: addressPatchBody, response: { 200: savedAddressSchema } } }, async (request) =>
    addresses.update(currentUser(request).id, request.params.id, request.body),
  );
  app.delete('/addresses/:id', { schema: { params: idParams, response: { 200: deletedSchema } } }, async (request) =>
    addresses.remove(currentUser(request).id, request.params.id),
  );
}

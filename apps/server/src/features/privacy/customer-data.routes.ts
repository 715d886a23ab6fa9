import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountDeletedSchema, customerDataExportSchema, deleteAccountBody } from '@laundry/shared/contracts/customer-data';
import { currentUser } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { CustomerDataRepository } from './customer-data.repository';
import { CustomerDataService } from './customer-data.service';

/** "Download my data" and "Delete my account" (docs/decisions/0083): the signed-in account's own. */
export async function customerDataRoutes(fastify: FastifyInstance, { db, events, guards, clock }: FeatureDeps): Promise<void> {
  const data = new CustomerDataService(new CustomerDataRepository(db), events, clock);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', guards.requireUser);
  app.get('/profile/export', { schema: { response: { 200: customerDataExportSchema } } }, async (request, reply) => {
    void reply.header('content-disposition', 'attachment; filename="my-data.json"');
    return data.export(currentUser(request));
  });
  app.delete('/profile', { schema: { body: deleteAccountBody, response: { 200: accountDeletedSchema } } }, async (request) =>
    data.erase(currentUser(request), request.body.password),
  );
}

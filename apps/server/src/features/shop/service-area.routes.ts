import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { closedDatesSchema, serviceAreaBody, serviceAreaSchema } from '@laundry/shared/contracts/slots';
import type { FeatureDeps } from '../feature-deps';

/**
 * The pincodes the shop reaches and the dates it is closed (docs/decisions/0048): each list is
 * read and replaced whole by the admin's Settings tab; repeats are refused by the schema.
 */
export async function serviceAreaRoutes(fastify: FastifyInstance, { serviceArea, guards }: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { requireAdmin } = guards;

  // Public: the booking form tells a customer outside the area before they fill in the rest.
  app.get('/api/service-area', { schema: { response: { 200: serviceAreaSchema } } }, async () => ({ pincodes: await serviceArea.listPincodes() }));
  app.put(
    '/admin/service-area',
    { preValidation: requireAdmin, schema: { body: serviceAreaBody, response: { 200: serviceAreaSchema } } },
    async (request) => {
      await serviceArea.replacePincodes(request.body.pincodes);
      return { pincodes: await serviceArea.listPincodes() };
    },
  );

  app.get('/admin/closed-dates', { preValidation: requireAdmin, schema: { response: { 200: closedDatesSchema } } }, async () => ({
    dates: await serviceArea.listClosedDates(),
  }));
  app.put(
    '/admin/closed-dates',
    { preValidation: requireAdmin, schema: { body: closedDatesSchema, response: { 200: closedDatesSchema } } },
    async (request) => {
      await serviceArea.replaceClosedDates(request.body.dates);
      return { dates: await serviceArea.listClosedDates() };
    },
  );
}

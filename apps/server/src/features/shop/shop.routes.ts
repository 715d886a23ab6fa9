import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shopPaymentSettingsSchema, shopSettingsPatchBody } from '@laundry/shared/contracts/shop';
import { currentActor, type AuthGuards } from '../auth/auth.public';
import type { ShopSettingsService } from './shop-settings.service';

export async function shopRoutes(fastify: FastifyInstance, { shop, guards }: { shop: ShopSettingsService; guards: AuthGuards }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Public: the customer's Pay button needs the UPI ID, an invoice the GSTIN.
  app.get('/api/shop', { schema: { response: { 200: shopPaymentSettingsSchema } } }, async () => shop.get());
  app.patch(
    '/admin/shop',
    { preValidation: guards.requireAdmin, schema: { body: shopSettingsPatchBody, response: { 200: shopPaymentSettingsSchema } } },
    async (request) => shop.update(request.body, currentActor(request)),
  );
}

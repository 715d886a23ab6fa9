import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@laundry/shared/contracts/common';
import { createPackBody, packOfferSchema, packOffersSchema, packPurchaseSchema, packSaleBody, patchPackBody } from '@laundry/shared/contracts/packs';
import { AMOUNT_MESSAGE, paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { amountGuard } from '../../http/amount-guard';
import { currentActor, currentUser } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { PacksRepository } from './packs.repository';
import { PacksService } from './packs.service';

/** Prepaid packs: the offers (public to read, the owner's to change) and a sale at the counter (docs/decisions/0087). */
export async function packRoutes(fastify: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const packs = new PacksService(new PacksRepository(deps.db), deps.users, deps.clock);
  const checkAmount = (field: string) => amountGuard(field, paymentAmountPaise, AMOUNT_MESSAGE, true);

  app.get('/api/packs', { schema: { response: { 200: packOffersSchema } } }, async () => packs.offers(true));
  app.get('/admin/packs', { preValidation: guards.requireAdmin, schema: { response: { 200: packOffersSchema } } }, async () => packs.offers(false));
  app.post(
    '/admin/packs',
    {
      preValidation: [guards.requireAdmin, checkAmount('price'), checkAmount('credit')],
      schema: { body: createPackBody, response: { 201: packOfferSchema } },
    },
    async (request, reply) => reply.code(201).send(await packs.create(request.body, currentActor(request))),
  );
  app.patch(
    '/admin/packs/:id',
    { preValidation: guards.requireAdmin, schema: { params: idParams, body: patchPackBody, response: { 200: packOfferSchema } } },
    async (request) => packs.setActive(request.params.id, request.body.active, currentActor(request)),
  );
  app.post(
    '/admin/packs/sales',
    { preValidation: guards.requireAdmin, schema: { body: packSaleBody, response: { 201: packPurchaseSchema } } },
    async (request, reply) => reply.code(201).send(await packs.sell(currentUser(request), request.body)),
  );
}

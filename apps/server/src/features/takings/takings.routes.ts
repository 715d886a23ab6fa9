import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cashCountBody,
  cashCountPaise,
  CASH_COUNT_MESSAGE,
  duesSchema,
  takingsDateParams,
  takingsQuery,
  takingsSchema,
} from '@laundry/shared/contracts/takings';
import { handoverBody, handoverSchema, HANDOVER_AMOUNT_MESSAGE } from '@laundry/shared/contracts/rider-day';
import { idParams } from '@laundry/shared/contracts/common';
import { paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { amountGuard } from '../../http/amount-guard';
import { currentUser } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { SettlementsRepository, SettlementsService } from '../gateway/gateway.public';
import { HandoversRepository } from './handovers.repository';
import { HandoversService } from './handovers.service';
import { TakingsRepository } from './takings.repository';
import { TakingsService } from './takings.service';

/** A bad count is 400 invalid_amount whatever it is, as a bad payment amount is. */
const checkCounted = amountGuard('counted', cashCountPaise, CASH_COUNT_MESSAGE);
const checkHandedOver = amountGuard('amount', paymentAmountPaise, HANDOVER_AMOUNT_MESSAGE);

/** The Unpaid list and the day-end (docs/decisions/0046): the shop's own figures, admin only. */
export async function takingsRoutes(fastify: FastifyInstance, { db, dialect, guards, clock, log }: FeatureDeps): Promise<void> {
  const now = () => new Date(clock());
  const handovers = new HandoversService(new HandoversRepository(db, dialect), now);
  // Only read here: the gateway's settlements are fetched on their own route.
  const gateway = new SettlementsService(new SettlementsRepository(db), null, log, clock);
  const takings = new TakingsService(new TakingsRepository(db), handovers, gateway, now);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', guards.requireAdmin);

  app.get('/admin/dues', { schema: { response: { 200: duesSchema } } }, async () => takings.dues());
  app.get('/admin/takings', { schema: { querystring: takingsQuery, response: { 200: takingsSchema } } }, async (request) =>
    takings.takings(request.query.date),
  );
  app.put(
    '/admin/takings/:date/cash-count',
    { preValidation: checkCounted, schema: { params: takingsDateParams, body: cashCountBody, response: { 200: takingsSchema } } },
    async (request) => takings.countCash(request.params.date, request.body, currentUser(request).id),
  );
  // The shop confirms the cash a rider brought back (docs/decisions/0074).
  app.post(
    '/admin/riders/:id/handovers',
    { preValidation: checkHandedOver, schema: { params: idParams, body: handoverBody, response: { 201: handoverSchema } } },
    async (request, reply) => reply.code(201).send(await handovers.record(request.params.id, request.body, currentUser(request).id)),
  );
}

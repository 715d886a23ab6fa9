import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@laundry/shared/contracts/common';
import { orderSchema } from '@laundry/shared/contracts/orders';
import { paymentReportBody, recordPaymentBody, rejectReportBody, reversePaymentBody } from '@laundry/shared/contracts/payments';
import { AMOUNT_MESSAGE, paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { DomainError } from '../../domain-error';
import { noBody } from '../../http/schemas';
import { currentUser } from '../auth/auth.hooks';
import type { FeatureDeps } from '../feature-deps';
import { PaymentReportsRepository } from './payment-reports.repository';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

const paymentParams = idParams.extend({ paymentId: z.string().max(64) });

/**
 * A bad amount is its own refusal (400 invalid_amount, docs/decisions/0046), whatever else the
 * body gets wrong: checked on the raw JSON before the schema, so "abc", "NaN", null, 10.005
 * and ₹10,00,000.01 all answer the same way. `required`: a missing amount is one too.
 */
function checkAmount(required: boolean) {
  return async (request: FastifyRequest): Promise<void> => {
    const body: unknown = request.body;
    const amount = body !== null && typeof body === 'object' && 'amount' in body ? body.amount : undefined;
    if (amount === undefined && !required) return;
    if (paymentAmountPaise(amount) === null) throw new DomainError('invalid_amount', AMOUNT_MESSAGE, { field: 'amount' });
  };
}

export async function paymentRoutes(fastify: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const payments = new PaymentsService(new PaymentsRepository(deps.db, deps.dialect), new PaymentReportsRepository(), deps.orders);

  app.post(
    '/admin/orders/:id/payments',
    {
      preValidation: [guards.requireAdmin, checkAmount(true)],
      schema: { params: idParams, body: recordPaymentBody, response: { 200: orderSchema } },
    },
    async (request) => payments.record(currentUser(request), request.params.id, request.body),
  );
  app.post(
    '/admin/orders/:id/payments/:paymentId/reverse',
    { preValidation: guards.requireAdmin, schema: { params: paymentParams, body: reversePaymentBody, response: { 200: orderSchema } } },
    async (request) => payments.reverse(currentUser(request), request.params.id, request.params.paymentId, request.body.reason),
  );
  app.post(
    '/orders/:id/payment-reports',
    {
      preValidation: [
        guards.requireUser,
        // Someone else's order is a missing one, whatever the body says.
        async (request: FastifyRequest) => {
          const params = idParams.safeParse(request.params);
          await payments.assertOwnOrder(currentUser(request), params.success ? params.data.id : '');
        },
        checkAmount(false),
      ],
      schema: { params: idParams, body: paymentReportBody, response: { 200: orderSchema } },
    },
    async (request) => payments.report(currentUser(request), request.params.id, request.body),
  );
  app.post(
    '/admin/payment-reports/:id/confirm',
    { preValidation: guards.requireAdmin, schema: { params: idParams, body: noBody, response: { 200: orderSchema } } },
    async (request) => payments.confirmReport(currentUser(request), request.params.id),
  );
  app.post(
    '/admin/payment-reports/:id/reject',
    { preValidation: guards.requireAdmin, schema: { params: idParams, body: rejectReportBody, response: { 200: orderSchema } } },
    async (request) => payments.rejectReport(currentUser(request), request.params.id, request.body.reason),
  );
}

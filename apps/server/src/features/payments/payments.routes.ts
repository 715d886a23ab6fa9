import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@laundry/shared/contracts/common';
import { orderSchema } from '@laundry/shared/contracts/orders';
import {
  payFromCreditBody,
  paymentReportBody,
  receiptParams,
  receiptSchema,
  recordPaymentBody,
  rejectReportBody,
  reversePaymentBody,
  walletSchema,
} from '@laundry/shared/contracts/payments';
import { AMOUNT_MESSAGE, paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { amountGuard } from '../../http/amount-guard';
import { noBody } from '../../http/schemas';
import { currentUser } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { PaymentReportsRepository } from './payment-reports.repository';
import { PacksRepository } from './packs.repository';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { ReceiptsRepository } from './receipts.repository';
import { ReceiptsService } from './receipts.service';
import { WalletService } from './wallet.service';

const paymentParams = idParams.extend({ paymentId: z.string().max(64) });

/** A payment's amount (required) or a report's (optional, the due when left out). */
const checkAmount = (required: boolean) => amountGuard('amount', paymentAmountPaise, AMOUNT_MESSAGE, required);

export async function paymentRoutes(fastify: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const ledger = new PaymentsRepository(deps.db, deps.dialect);
  const payments = new PaymentsService(ledger, new PaymentReportsRepository(), deps.orders);
  const wallet = new WalletService(ledger, deps.orders, new PacksRepository(deps.db), deps.clock);
  // Someone else's order is a missing one, whatever the body says.
  const ownOrder = async (request: FastifyRequest) => {
    const params = idParams.safeParse(request.params);
    await payments.assertOwnOrder(currentUser(request), params.success ? params.data.id : '');
  };

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
  const receipts = new ReceiptsService(new ReceiptsRepository(deps.db));
  app.get(
    '/orders/:id/receipts/:paymentId',
    { preValidation: guards.requireUser, schema: { params: receiptParams, response: { 200: receiptSchema } } },
    async (request) => receipts.find(currentUser(request), request.params.id, request.params.paymentId),
  );
  app.post(
    '/orders/:id/payment-reports',
    {
      preValidation: [guards.requireUser, ownOrder, checkAmount(false)],
      schema: { params: idParams, body: paymentReportBody, response: { 200: orderSchema } },
    },
    async (request) => payments.report(currentUser(request), request.params.id, request.body),
  );
  app.get('/wallet', { preValidation: guards.requireUser, schema: { response: { 200: walletSchema } } }, async (request) =>
    wallet.wallet(currentUser(request)),
  );
  app.post(
    '/orders/:id/pay-from-credit',
    {
      preValidation: [guards.requireUser, ownOrder, checkAmount(true)],
      schema: { params: idParams, body: payFromCreditBody, response: { 200: orderSchema } },
    },
    async (request) => wallet.payFromCredit(currentUser(request), request.params.id, request.body.amount),
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

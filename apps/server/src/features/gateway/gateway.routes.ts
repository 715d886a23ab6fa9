import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@laundry/shared/contracts/common';
import { onlinePaymentCheckBody, onlinePaymentLinkSchema, onlinePaymentsStatusSchema, refundBody } from '@laundry/shared/contracts/gateway';
import { orderSchema } from '@laundry/shared/contracts/orders';
import { buyPackBody, packPurchaseSchema } from '@laundry/shared/contracts/packs';
import { AMOUNT_MESSAGE, paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { amountGuard } from '../../http/amount-guard';
import { DomainError } from '../../domain-error';
import { noBody } from '../../http/schemas';
import { currentUser } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { PacksRepository, PacksService, PaymentsRepository } from '../payments/payments.public';
import { GatewayRepository } from './gateway.repository';
import { GatewayService } from './gateway.service';
import type { PaymentProvider } from './payment-provider';
import { PackLinksService } from './pack-links.service';
import { RefundsService } from './refunds.service';

export interface GatewayRoutesDeps extends FeatureDeps {
  /** Null: no gateway set up (the default). */
  provider: PaymentProvider | null;
  webOrigin: string;
}

/** Webhook bodies are small JSON; a larger one is no gateway's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The bytes as sent (an empty body arrives as undefined). */
const rawBody = z.preprocess(
  (v) => (Buffer.isBuffer(v) ? v : Buffer.alloc(0)),
  z.custom<Buffer>((v) => Buffer.isBuffer(v)),
);

export async function gatewayRoutes(fastify: FastifyInstance, deps: GatewayRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const repo = new GatewayRepository(deps.db);
  const ledger = new PaymentsRepository(deps.db, deps.dialect);
  const packs = new PackLinksService(new PacksService(new PacksRepository(deps.db), deps.users, deps.clock), deps.provider, deps.webOrigin, deps.log);
  const gateway = new GatewayService(repo, ledger, deps.provider, deps.orders, deps.webOrigin, deps.log, deps.clock, packs);
  const refunds = new RefundsService(repo, ledger, deps.provider, deps.orders, deps.log);

  app.get('/api/payments/online', { schema: { response: { 200: onlinePaymentsStatusSchema } } }, async () => ({ online: gateway.online }));

  // Someone else's order is a missing one, whatever the body says.
  const ownOrder = async (request: FastifyRequest) => {
    const params = idParams.safeParse(request.params);
    const order = params.success ? await repo.orderFacts(params.data.id) : undefined;
    if (!order || order.userId !== currentUser(request).id) throw new DomainError('not_found', 'Order not found.');
  };
  app.post(
    '/orders/:id/online-payments',
    { preValidation: [guards.requireUser, ownOrder], schema: { params: idParams, body: noBody, response: { 200: onlinePaymentLinkSchema } } },
    async (request) => gateway.linkFor(currentUser(request), request.params.id),
  );
  app.post(
    '/orders/:id/online-payments/check',
    { preValidation: [guards.requireUser, ownOrder], schema: { params: idParams, body: onlinePaymentCheckBody, response: { 200: orderSchema } } },
    async (request) => gateway.check(currentUser(request), request.params.id, request.body.linkId),
  );
  app.post(
    '/wallet/packs',
    { preValidation: guards.requireUser, schema: { body: buyPackBody, response: { 200: onlinePaymentLinkSchema } } },
    async (request) => packs.buy(currentUser(request), request.body.offerId),
  );
  app.post(
    '/wallet/packs/:id/check',
    { preValidation: guards.requireUser, schema: { params: idParams, body: noBody, response: { 200: packPurchaseSchema } } },
    async (request) => packs.check(currentUser(request), request.params.id),
  );
  app.post(
    '/admin/orders/:id/refunds',
    {
      preValidation: [guards.requireAdmin, amountGuard('amount', paymentAmountPaise, AMOUNT_MESSAGE, true)],
      schema: { params: idParams, body: refundBody, response: { 200: orderSchema } },
    },
    async (request) => refunds.refund(currentUser(request), request.params.id, request.body),
  );

  await fastify.register(async (webhook: FastifyInstance) => {
    // Its own plugin: the signature is over the exact bytes Razorpay sent, so this route alone reads the body raw.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    webhook
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/webhooks/razorpay',
        { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { body: rawBody, response: { 200: z.object({ received: z.literal(true) }) } } },
        async (request) => {
          const signature = request.headers['x-razorpay-signature'];
          await gateway.webhook(request.body, typeof signature === 'string' ? signature : undefined);
          return { received: true as const };
        },
      );
  });
}

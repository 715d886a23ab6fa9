import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@laundry/shared/contracts/common';
import {
  messagePageSchema,
  messageSchema,
  messageSetupSchema,
  messagesQuery,
  messageTextsBody,
  messageTextsSchema,
  skipMessageBody,
  testMessageBody,
  testMessageResultSchema,
} from '@laundry/shared/contracts/messages';
import type { WhatsAppSettings } from '../../config';
import { DomainError } from '../../domain-error';
import { noBody } from '../../http/schemas';
import type { DomainEvents } from '../../realtime/domain-events';
import type { AuthGuards } from '../auth/auth.hooks';
import type { MessagesRepository } from './messages.repository';
import type { MessagesService } from './messages.service';
import type { MessageWorker } from './message-worker';
import { isStopReply, parseWebhook, verifySignature } from './whatsapp-webhook';

export interface MessagesRoutesDeps {
  messages: MessagesService;
  repo: MessagesRepository;
  worker: MessageWorker;
  guards: AuthGuards;
  events: DomainEvents;
  whatsapp: WhatsAppSettings | null;
}

/** Meta's status callbacks can carry many statuses; far more than the API's 64 KB JSON limit. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** The admin's Messages view and WhatsApp's webhook (docs/decisions/0055). */
export async function messagesRoutes(fastify: FastifyInstance, deps: MessagesRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { messages, guards } = deps;

  app.get(
    '/admin/messages',
    { preValidation: guards.requireAdmin, schema: { querystring: messagesQuery, response: { 200: messagePageSchema } } },
    async (request) => messages.list(request.query),
  );
  app.post(
    '/admin/messages/:id/resend',
    { preValidation: guards.requireAdmin, schema: { params: idParams, body: noBody, response: { 201: messageSchema } } },
    async (request, reply) => {
      const message = await messages.resend(request.params.id);
      deps.worker.poke();
      return reply.code(201).send(message);
    },
  );
  app.post(
    '/admin/messages/:id/clicked',
    { preValidation: guards.requireAdmin, schema: { params: idParams, body: noBody, response: { 200: messageSchema } } },
    async (request) => {
      const message = await messages.clicked(request.params.id);
      // Every admin's card drops its "to send" line, not only the one that tapped.
      deps.events.emit('messagesChanged', { orderIds: message.orderId ? [message.orderId] : [] });
      return message;
    },
  );
  app.post(
    '/admin/messages/:id/skip',
    { preValidation: guards.requireAdmin, schema: { params: idParams, body: skipMessageBody, response: { 200: messageSchema } } },
    async (request) => {
      const message = await messages.skip(request.params.id, request.body.reason);
      deps.events.emit('messagesChanged', { orderIds: message.orderId ? [message.orderId] : [] });
      return message;
    },
  );
  // The setup card (docs/decisions/0081): which providers are configured, and one test message through one.
  app.get('/admin/messages/setup', { preValidation: guards.requireAdmin, schema: { response: { 200: messageSetupSchema } } }, async () =>
    messages.setup(),
  );
  app.post(
    '/admin/messages/test',
    { preValidation: guards.requireAdmin, schema: { body: testMessageBody, response: { 200: testMessageResultSchema } } },
    async (request) => messages.test(request.body.channel, request.body.phone),
  );
  app.get('/admin/message-texts', { preValidation: guards.requireAdmin, schema: { response: { 200: messageTextsSchema } } }, async () =>
    messages.texts(),
  );
  app.put(
    '/admin/message-texts',
    { preValidation: guards.requireAdmin, schema: { body: messageTextsBody, response: { 200: messageTextsSchema } } },
    async (request) => messages.saveTexts(request.body.texts),
  );

  await fastify.register(whatsappWebhook, deps);
}

const verifyQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/** The bytes as sent (an empty body arrives as undefined). */
const rawBody = z.preprocess(
  (v) => (Buffer.isBuffer(v) ? v : Buffer.alloc(0)),
  z.custom<Buffer>((v) => Buffer.isBuffer(v)),
);
const received = z.object({ received: z.literal(true) });

/**
 * Its own plugin: the body is read as bytes, since the signature is over the exact bytes Meta
 * sent (a re-serialised JSON would not match), and parsed only once the signature holds.
 */
async function whatsappWebhook(fastify: FastifyInstance, deps: MessagesRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  // Meta's handshake when the shop registers the callback URL.
  app.get('/webhooks/whatsapp', { schema: { querystring: verifyQuery, response: { 200: z.string() } } }, async (request, reply) => {
    const q = request.query;
    const expected = deps.whatsapp?.verifyToken;
    if (!expected || q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== expected) {
      throw new DomainError('invalid_signature', 'The verify token does not match.');
    }
    return reply.type('text/plain; charset=utf-8').send(q['hub.challenge'] ?? '');
  });

  app.post(
    '/webhooks/whatsapp',
    { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { body: rawBody, response: { 200: received } } },
    async (request, reply) => {
      const raw = request.body;
      const secret = deps.whatsapp?.appSecret;
      const signature = request.headers['x-hub-signature-256'];
      if (!secret || !verifySignature(raw, typeof signature === 'string' ? signature : undefined, secret)) {
        throw new DomainError('invalid_signature', 'The request is not signed by WhatsApp.');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new DomainError('invalid_json', 'The body is not JSON.');
      }
      const { statuses, replies } = parseWebhook(body);
      for (const status of statuses) await deps.repo.applyProviderStatus(status.providerId, status.status, status.at, status.error);
      for (const replyMessage of replies) if (isStopReply(replyMessage.text)) await deps.repo.optOut(replyMessage.from);
      // Meta retries anything but a 200 for days: what was understood is done, the rest ignored.
      return reply.code(200).send({ received: true as const });
    },
  );
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES } from '@laundry/shared/constants';
import {
  adminClaimListSchema,
  adminClaimSchema,
  claimBody,
  claimListQuery,
  claimResolveBody,
  stainBody,
  stainDecisionBody,
  stainPhotoParams,
} from '@laundry/shared/contracts/care';
import { idParams } from '@laundry/shared/contracts/common';
import { orderSchema } from '@laundry/shared/contracts/orders';
import { currentUser } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { IMAGE_TYPES, photoErrors } from '../rider/rider.public';
import { CareRepository } from './care.repository';
import { StainsService } from './care.service';
import { ClaimsService } from './claims.service';

/** The photo's bytes as they came (the image parser's Buffer); what they are is checked by their first bytes. */
const photoBody = z.unknown();
/** The image's own bytes, sent with its type: nothing to serialise. */
const photoBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value));

const idOf = (request: FastifyRequest) => {
  const params = idParams.safeParse(request.params);
  return params.success ? params.data.id : '';
};

/** If-None-Match holds one tag, a list, or `*`; weak tags compare by their value. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  return (header ?? '').split(',').some((t) => ['*', etag, `W/${etag}`].includes(t.trim()));
}

/** Stains the customer approves and claims after delivery (docs/decisions/0057). */
export async function careRoutes(fastify: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = new CareRepository(deps.db);
  const stains = new StainsService(repo, deps.orders, deps.shop);
  const claims = new ClaimsService(repo, deps.orders, deps.shop);
  const { requireAdmin, requireUser } = deps.guards;

  // A stain's photo comes as the image itself (resized in the browser), up to MAX_PHOTO_BYTES.
  fastify.addContentTypeParser([...IMAGE_TYPES], { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/admin/orders/:id/stains',
    { preValidation: requireAdmin, schema: { params: idParams, body: stainBody, response: { 201: orderSchema } } },
    async (request, reply) => reply.code(201).send(await stains.flag(currentUser(request), request.params.id, request.body)),
  );
  app.put(
    '/admin/stains/:id/photo',
    { preValidation: requireAdmin, errorHandler: photoErrors, schema: { params: idParams, body: photoBody, response: { 200: orderSchema } } },
    async (request) => stains.setPhoto(request.params.id, request.body),
  );
  app.get(
    '/orders/:id/stains/:stainId/photo',
    { preValidation: requireUser, schema: { params: stainPhotoParams, response: { 200: photoBytes, 304: z.undefined() } } },
    async (request, reply) => {
      const photo = await stains.photo(currentUser(request), request.params.id, request.params.stainId);
      // Private, and asked again each time (a 304 while unchanged): a stain's photo may be taken again under the same address.
      const etag = `"${createHash('sha256').update(photo.bytes).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined);
      return reply.type(photo.mime).send(photo.bytes);
    },
  );

  // Someone else's order is a missing one, whatever the body says.
  const own = [requireUser, async (request: FastifyRequest) => stains.assertOwnOrder(currentUser(request), idOf(request))];
  app.post(
    '/orders/:id/stains/:stainId/decision',
    { preValidation: own, schema: { params: stainPhotoParams, body: stainDecisionBody, response: { 200: orderSchema } } },
    async (request) => stains.decide(currentUser(request), request.params.id, request.params.stainId, request.body.decision),
  );
  app.post(
    '/orders/:id/claims',
    { preValidation: own, schema: { params: idParams, body: claimBody, response: { 201: orderSchema } } },
    async (request, reply) => reply.code(201).send(await claims.claim(currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/admin/claims',
    { preValidation: requireAdmin, schema: { querystring: claimListQuery, response: { 200: adminClaimListSchema } } },
    async (request) => claims.list(request.query.status),
  );
  app.post(
    '/admin/claims/:id/resolve',
    { preValidation: requireAdmin, schema: { params: idParams, body: claimResolveBody, response: { 200: adminClaimSchema } } },
    async (request) => claims.resolve(currentUser(request), request.params.id, request.body),
  );
}

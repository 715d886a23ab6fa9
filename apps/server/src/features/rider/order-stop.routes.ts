import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@laundry/shared/contracts/common';
import { orderSchema } from '@laundry/shared/contracts/orders';
import { assignRiderBody, piecesDifferenceBody } from '@laundry/shared/contracts/rider';
import { noBody } from '../../http/schemas';
import { currentUser } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { TicketsRepository, TicketsService } from '../tickets/tickets.public';
import { AssignmentService } from './assignment.service';
import { PiecesService } from './pieces.service';
import { PHOTO_MAX_AGE_SECONDS, type PhotosService } from './photos.service';
import type { RiderRepository } from './rider.repository';

const photoParams = idParams.extend({ photoId: z.string().max(64) });
/** The image's own bytes, sent with its type: nothing to serialise. */
const photoBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value));

const idOf = (request: FastifyRequest) => {
  const params = idParams.safeParse(request.params);
  return params.success ? params.data.id : '';
};

/**
 * What the rest of the shop does with a rider's stops (docs/decisions/0048): the admin assigns
 * the rider; the customer, the shop and the rider see the intake photos; the customer confirms
 * the count or reports a difference.
 */
export function orderStopRoutes(fastify: FastifyInstance, deps: FeatureDeps, built: { repo: RiderRepository; photos: PhotosService }): void {
  const typed = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const assignment = new AssignmentService(built.repo, deps.orders);
  const pieces = new PiecesService(built.repo, deps.orders, new TicketsService(new TicketsRepository(deps.db), deps.events));

  typed.patch(
    '/admin/orders/:id/rider',
    { preValidation: guards.requireAdmin, schema: { params: idParams, body: assignRiderBody, response: { 200: orderSchema } } },
    async (request) => assignment.assign(request.params.id, request.body.riderId),
  );

  typed.get(
    '/orders/:id/photos/:photoId',
    { preValidation: guards.requireUser, schema: { params: photoParams, response: { 200: photoBytes } } },
    async (request, reply) => {
      const photo = await built.photos.photo(currentUser(request), request.params.id, request.params.photoId);
      // Private: only the people allowed see it, and only their browser keeps it.
      return reply.header('cache-control', `private, max-age=${PHOTO_MAX_AGE_SECONDS}`).type(photo.mime).send(photo.bytes);
    },
  );

  // Someone else's order is a missing one, whatever the body says.
  const own = [guards.requireUser, async (request: FastifyRequest) => pieces.assertOwnOrder(currentUser(request), idOf(request))];
  typed.post(
    '/orders/:id/pieces/confirm',
    { preValidation: own, schema: { params: idParams, body: noBody, response: { 200: orderSchema } } },
    async (request) => pieces.confirm(currentUser(request), request.params.id),
  );
  typed.post(
    '/orders/:id/pieces/difference',
    { preValidation: own, schema: { params: idParams, body: piecesDifferenceBody, response: { 200: orderSchema } } },
    async (request) => pieces.difference(currentUser(request), request.params.id, request.body),
  );
}

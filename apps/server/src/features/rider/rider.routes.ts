import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES } from '@laundry/shared/constants';
import { idParams } from '@laundry/shared/contracts/common';
import {
  deliveredBody,
  notAvailableBody,
  photoAnswerSchema,
  pickupBody,
  riderActionAnswerSchema,
  riderStopsAnswerSchema,
  riderStopsQuery,
} from '@laundry/shared/contracts/rider';
import { riderDayQuery, riderDaySchema } from '@laundry/shared/contracts/rider-day';
import { paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { DomainError } from '../../domain-error';
import { amountGuard } from '../../http/amount-guard';
import { noBody } from '../../http/schemas';
import { currentUser } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { HandoversRepository, HandoversService } from '../takings/takings.public';
import { ActionKeys, idempotencyKeyOf } from './action-keys';
import { IMAGE_TYPES } from './image-type';
import { NOT_AN_IMAGE_MESSAGE, PHOTO_TOO_LARGE_MESSAGE, PhotosService } from './photos.service';
import { orderStopRoutes } from './order-stop.routes';
import { RiderDayRepository } from './rider-day.repository';
import { RiderDayService } from './rider-day.service';
import { RiderRepository } from './rider.repository';
import { RiderService } from './rider.service';

/** What was collected at the door: nothing (0, or left out), else a payment amount in rupees. */
export function collectedPaise(value: unknown): number | null {
  if (value === undefined || value === null || value === 0 || value === '0') return 0;
  const rupees = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return paymentAmountPaise(rupees);
}
const COLLECTED_MESSAGE = 'Please enter the amount collected: 0 when nothing was, else up to ₹10,00,000 with at most 2 decimals.';

/** The photo's bytes as they came (the image parser's Buffer); what they are is checked by their first bytes. */
const photoBody = z.unknown();

const idOf = (request: FastifyRequest) => {
  const params = idParams.safeParse(request.params);
  return params.success ? params.data.id : '';
};

/** A photo too large or not an image is told so in the photo's own words, not as a bad JSON body. */
export function photoErrors(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new DomainError('too_many_photos', PHOTO_TOO_LARGE_MESSAGE);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new DomainError('not_an_image', NOT_AN_IMAGE_MESSAGE);
  throw error;
}

/** The rider's phone (docs/decisions/0048): the day's stops and what is done at each. */
export async function riderRoutes(fastify: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const repo = new RiderRepository(deps.db);
  const keys = new ActionKeys(deps.db);
  const rider = new RiderService(repo, keys, deps);
  const photos = new PhotosService(repo, keys, rider);
  const handovers = new HandoversService(new HandoversRepository(deps.db, deps.dialect), () => new Date(deps.clock()));
  const riderDay = new RiderDayService(new RiderDayRepository(deps.db), handovers);

  // Photos come as the image itself (the phone resized it already), up to MAX_PHOTO_BYTES.
  fastify.addContentTypeParser([...IMAGE_TYPES], { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    '/rider/stops',
    { preValidation: guards.requireRider, schema: { querystring: riderStopsQuery, response: { 200: riderStopsAnswerSchema } } },
    async (request) => rider.stops(currentUser(request), request.query.day),
  );

  // The rider's own day-end (docs/decisions/0074): done stops, money collected and handed over.
  app.get(
    '/rider/day',
    { preValidation: guards.requireRider, schema: { querystring: riderDayQuery, response: { 200: riderDaySchema } } },
    async (request) => riderDay.day(currentUser(request), request.query.date),
  );

  // Another rider's order, or none, answers 404 before a body is even read.
  const assigned = [guards.requireRider, async (request: FastifyRequest) => rider.assertAssigned(currentUser(request), idOf(request))];
  const action = { params: idParams, response: { 200: riderActionAnswerSchema } };

  app.post('/rider/orders/:id/on-the-way', { preValidation: assigned, schema: { ...action, body: noBody } }, async (request) =>
    rider.onTheWay(currentUser(request), request.params.id, idempotencyKeyOf(request)),
  );
  app.post(
    '/rider/orders/:id/photos',
    {
      preValidation: assigned,
      errorHandler: photoErrors,
      schema: { params: idParams, body: photoBody, response: { 201: photoAnswerSchema } },
    },
    async (request, reply) => {
      const { answer } = await photos.upload(currentUser(request), request.params.id, request.body, idempotencyKeyOf(request));
      // Stored, and stored again on a replay of its key: 201 either way.
      return reply.code(201).send(answer);
    },
  );
  app.post('/rider/orders/:id/pickup', { preValidation: assigned, schema: { ...action, body: pickupBody } }, async (request) =>
    rider.pickup(currentUser(request), request.params.id, request.body, idempotencyKeyOf(request)),
  );
  app.post('/rider/orders/:id/out-for-delivery', { preValidation: assigned, schema: { ...action, body: noBody } }, async (request) =>
    rider.outForDelivery(currentUser(request), request.params.id, idempotencyKeyOf(request)),
  );
  app.post(
    '/rider/orders/:id/delivered',
    { preValidation: [...assigned, amountGuard('amount', collectedPaise, COLLECTED_MESSAGE, false)], schema: { ...action, body: deliveredBody } },
    async (request) =>
      rider.delivered(
        currentUser(request),
        request.params.id,
        { amountPaise: collectedPaise(request.body.amount) ?? 0, method: request.body.method, reference: request.body.reference },
        idempotencyKeyOf(request),
      ),
  );
  app.post('/rider/orders/:id/not-available', { preValidation: assigned, schema: { ...action, body: notAvailableBody } }, async (request) =>
    rider.notAvailable(currentUser(request), request.params.id, request.body.reason, idempotencyKeyOf(request)),
  );

  orderStopRoutes(fastify, deps, { repo, photos });
}

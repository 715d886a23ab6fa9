import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@laundry/shared/contracts/common';
import { orderSchema } from '@laundry/shared/contracts/orders';
import {
  pieceCodeParams,
  piecesStateBody,
  rackBody,
  rackCheckBody,
  rackCheckSchema,
  scannedPieceSchema,
  todayBoardSchema,
} from '@laundry/shared/contracts/pieces';
import type { FeatureDeps } from '../feature-deps';
import { PiecesRepository } from './pieces.repository';
import { PiecesService } from './pieces.service';

/** Inside the shop (docs/decisions/0056): tags, pieces, racks and the Today board; the admin's only. */
export async function piecesRoutes(fastify: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pieces = new PiecesService(new PiecesRepository(deps.db), deps.orders);
  const { requireAdmin } = deps.guards;

  app.get(
    '/admin/pieces/:code',
    { preValidation: requireAdmin, schema: { params: pieceCodeParams, response: { 200: scannedPieceSchema } } },
    async (request) => pieces.lookUp(request.params.code),
  );
  app.patch(
    '/admin/orders/:id/pieces',
    { preValidation: requireAdmin, schema: { params: idParams, body: piecesStateBody, response: { 200: orderSchema } } },
    async (request) => pieces.setState(request.params.id, request.body.state, request.body.tags),
  );
  app.put(
    '/admin/orders/:id/rack',
    { preValidation: requireAdmin, schema: { params: idParams, body: rackBody, response: { 200: orderSchema } } },
    async (request) => pieces.setRack(request.params.id, request.body.rack),
  );
  app.post(
    '/admin/racks/check',
    { preValidation: requireAdmin, schema: { body: rackCheckBody, response: { 200: rackCheckSchema } } },
    async (request) => pieces.checkRack(request.body.rack, request.body.codes),
  );
  // The board comes written out already (by the board schema's serialiser, kept a moment; see
  // KeptAnswer): it is sent as it is, and checked against todayBoardSchema in the tests.
  const changed = () => pieces.ordersChanged();
  deps.events.on('orderCreated', changed);
  deps.events.on('orderUpdated', changed);
  deps.events.on('orderDeleted', changed);
  deps.events.on('ordersChangedElsewhere', changed);
  fastify.get('/admin/today', { preValidation: requireAdmin, schema: { response: { 200: todayBoardSchema } } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await pieces.todayJson()),
  );
}

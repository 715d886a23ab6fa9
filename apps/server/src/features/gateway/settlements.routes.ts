import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fetchedSettlementsSchema, gatewaySettlementsSchema } from '@laundry/shared/contracts/settlements';
import { noBody } from '../../http/schemas';
import type { FeatureDeps } from '../feature-deps';
import type { SettlementSource } from './settlement-source';
import { SettlementsRepository } from './settlements.repository';
import { SettlementsService } from './settlements.service';

export interface SettlementRoutesDeps extends FeatureDeps {
  /** Null: no gateway set up. */
  settlements: SettlementSource | null;
}

/** The gateway's settlements (docs/decisions/0088): the admin's only. */
export async function settlementRoutes(fastify: FastifyInstance, deps: SettlementRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new SettlementsService(new SettlementsRepository(deps.db), deps.settlements, deps.log, deps.clock);
  const admin = { preValidation: deps.guards.requireAdmin };

  app.get('/admin/gateway/settlements', { ...admin, schema: { response: { 200: gatewaySettlementsSchema } } }, async () => service.list());
  app.post('/admin/gateway/settlements/fetch', { ...admin, schema: { body: noBody, response: { 200: fetchedSettlementsSchema } } }, async () =>
    service.fetch(),
  );
}

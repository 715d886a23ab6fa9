import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { goLiveItemParams, goLiveSchema } from '@laundry/shared/contracts/go-live';
import { noBody } from '../../http/schemas';
import { currentActor, type AuthGuards } from '../auth/auth.public';
import type { GoLiveService } from './go-live.service';

/** Settings → Go live (docs/decisions/0083): the owner's checklist, admin only. */
export async function goLiveRoutes(fastify: FastifyInstance, { goLive, guards }: { goLive: GoLiveService; guards: AuthGuards }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', guards.requireAdmin);
  app.get('/admin/go-live', { schema: { response: { 200: goLiveSchema } } }, async () => goLive.state());
  app.post('/admin/go-live/seen', { schema: { body: noBody, response: { 200: goLiveSchema } } }, async (request) =>
    goLive.markSeen(currentActor(request)),
  );
  app.post('/admin/go-live/:item/confirm', { schema: { params: goLiveItemParams, body: noBody, response: { 200: goLiveSchema } } }, async (request) =>
    goLive.confirm(request.params.item, currentActor(request)),
  );
}

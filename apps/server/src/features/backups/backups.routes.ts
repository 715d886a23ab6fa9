import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupStatusSchema } from '@laundry/shared/contracts/backups';
import type { AuthGuards } from '../auth/auth.public';
import type { BackupsService } from './backups.service';

/** How the scheduled backups went, for the dashboard's card: admin only. */
export async function backupRoutes(fastify: FastifyInstance, { backups, guards }: { backups: BackupsService; guards: AuthGuards }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/admin/backups', { preValidation: guards.requireAdmin, schema: { response: { 200: backupStatusSchema } } }, async () => backups.status());
}

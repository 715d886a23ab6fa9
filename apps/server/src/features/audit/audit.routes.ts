import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuery } from '@laundry/shared/contracts/audit';
import type { FeatureDeps } from '../feature-deps';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/** The owner reads the audit trail (docs/decisions/0084); no route changes it. */
export async function auditRoutes(fastify: FastifyInstance, { db, guards }: FeatureDeps): Promise<void> {
  const audit = new AuditService(new AuditRepository(db));
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/audit',
    { preValidation: guards.requireAdmin, schema: { querystring: auditQuery, response: { 200: auditPageSchema } } },
    async (request) => audit.list(request.query),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@laundry/shared/contracts/common';
import { confirmStatementBody, openStatementLinesSchema, statementSchema, uploadStatementBody } from '@laundry/shared/contracts/statements';
import { currentUser } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { StatementsRepository } from './statements.repository';
import { StatementsService } from './statements.service';

/** A statement of STATEMENT_MAX_ROWS rows as JSON: far above the API's usual 64 KB. */
const UPLOAD_BODY_LIMIT = 4 * 1024 * 1024;

/** Reconciliation without a gateway (docs/decisions/0046): the bank statement's credits matched to unpaid orders. */
export async function statementRoutes(fastify: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const statements = new StatementsService(new StatementsRepository(deps.db), deps.orders);
  const admin = { preValidation: deps.guards.requireAdmin };

  app.post(
    '/admin/statements',
    { ...admin, bodyLimit: UPLOAD_BODY_LIMIT, schema: { body: uploadStatementBody, response: { 201: statementSchema } } },
    async (request, reply) => reply.code(201).send(await statements.upload(request.body, currentUser(request))),
  );
  // Every credit not yet recorded, whichever upload brought it: unmatched credits stay listed.
  app.get('/admin/statements/unmatched', { ...admin, schema: { response: { 200: openStatementLinesSchema } } }, async () => statements.open());
  app.get('/admin/statements/:id', { ...admin, schema: { params: idParams, response: { 200: statementSchema } } }, async (request) =>
    statements.get(request.params.id),
  );
  app.post(
    '/admin/statements/:id/confirm',
    { ...admin, schema: { params: idParams, body: confirmStatementBody, response: { 200: statementSchema } } },
    async (request) => statements.confirm(request.params.id, request.body.lineIds, currentUser(request)),
  );
}

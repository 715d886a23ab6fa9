import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { healthDownSchema, healthSchema } from '@laundry/shared/contracts/health';
import type { Database } from '../../db/schema';
import { errorBody } from '../../http/errors';

export async function healthRoutes(fastify: FastifyInstance, { db, dialect }: { db: Kysely<Database>; dialect: string }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { response: { 200: healthSchema, 503: healthDownSchema } } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const, database: dialect };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ ...errorBody('service_unavailable', 'Database unreachable'), status: 'down', database: dialect });
    }
  });
}

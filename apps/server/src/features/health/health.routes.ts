import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function healthRoutes(app: FastifyInstance, { db, dialect }: { db: Kysely<Database>; dialect: string }): Promise<void> {
  app.get('/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: dialect };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ error: 'Database unreachable', status: 'down', database: dialect });
    }
  });
}

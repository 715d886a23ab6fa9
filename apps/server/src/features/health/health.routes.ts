import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import { healthDownSchema, healthSchema, notReadySchema, readySchema } from '@laundry/shared/contracts/health';
import type { Database } from '../../db/schema';
import { errorBody } from '../../http/errors';

const REDIS_TIMEOUT_MS = 2000;

export interface HealthOptions {
  db: Kysely<Database>;
  dialect: string;
  redis?: Redis;
  /** True once the process has been asked to stop: it finishes what it has, and takes nothing new. */
  stopping: () => boolean;
}

/** Redis answers a PING within `timeoutMs`; a refused or silent one is not ready. */
export async function redisAnswers(redis: { ping(): Promise<string> }, timeoutMs = REDIS_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([redis.ping().then((pong) => pong === 'PONG'), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness (`/health`: the process answers and its database does) and readiness (`/health/ready`: send it requests). */
export async function healthRoutes(fastify: FastifyInstance, { db, dialect, redis, stopping }: HealthOptions): Promise<void> {
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

  app.get('/health/ready', { schema: { response: { 200: readySchema, 503: notReadySchema } } }, async (_request, reply) => {
    const notReady = (reason: 'database' | 'redis' | 'stopping', message: string) =>
      reply.code(503).send({ ...errorBody('service_unavailable', message), status: 'not-ready' as const, reason });
    if (stopping()) return notReady('stopping', 'Stopping: finishing the requests in hand');
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      app.log.error({ err: error }, 'readiness: database unreachable');
      return notReady('database', 'Database unreachable');
    }
    if (redis && !(await redisAnswers(redis))) return notReady('redis', 'Redis unreachable');
    return { status: 'ready' as const, database: dialect, redis: redis ? ('ok' as const) : ('not-used' as const) };
  });
}

import { z } from 'zod';
import { apiErrorSchema } from './errors';

export const healthSchema = z.object({ status: z.literal('ok'), database: z.string() });
export type Health = z.infer<typeof healthSchema>;

/** 503: the error answer, plus what a load balancer's probe reads. */
export const healthDownSchema = apiErrorSchema.extend({ status: z.literal('down'), database: z.string() });

/** Readiness: may a load balancer send this process requests (database and, when used, Redis reachable). */
export const readySchema = z.object({ status: z.literal('ready'), database: z.string(), redis: z.enum(['ok', 'not-used']) });
export type Ready = z.infer<typeof readySchema>;

/** 503: what is not reachable, or that the process is stopping. */
export const notReadySchema = apiErrorSchema.extend({
  status: z.literal('not-ready'),
  reason: z.enum(['database', 'redis', 'stopping']),
});

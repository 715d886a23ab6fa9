import { z } from 'zod';
import { apiErrorSchema } from './errors';

export const healthSchema = z.object({ status: z.literal('ok'), database: z.string() });
export type Health = z.infer<typeof healthSchema>;

/** 503: the error answer, plus what a load balancer's probe reads. */
export const healthDownSchema = apiErrorSchema.extend({ status: z.literal('down'), database: z.string() });

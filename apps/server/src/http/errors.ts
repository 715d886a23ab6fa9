import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { describeZodError } from '@laundry/shared/contracts/zod-error';

/** An error a person can read, with the status it deserves. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message = 'Too many requests. Please try again later.') => new HttpError(429, message);

/** Parses input against a shared contract, turning the first problem into a 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty; send JSON.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Request body length is invalid.'],
};

/**
 * Errors the router raises before any route runs (an undecodable address, a path parameter
 * past the router's limit), answered in the same `{"error"}` shape as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(414).send({ error: 'The address is too long.' });
  else void reply.code(400).send({ error: 'The address is not valid.' });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ error: error.message });
    }
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1] });
    if (error instanceof SyntaxError) {
      return reply.code(400).send({ error: 'Request body is not valid JSON.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message || 'Bad request.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}

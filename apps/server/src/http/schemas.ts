import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, FastifySerializerCompiler, RouteOptions } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@laundry/shared/contracts/errors';
import { DomainError } from '../domain-error';
import { INTERNAL_ERROR_MESSAGE, validationFailed } from './errors';

/**
 * Routes declare zod schemas (fastify-type-provider-zod types the handlers from them); these
 * compilers turn them into Fastify's validation and serialisation.
 */

/**
 * What a route that takes no body declares as its body: whatever arrives is ignored, as it
 * always was (the web sends `{}` with some of these calls). The route table test knows it.
 */
export const noBody = z.unknown().transform(() => undefined);

/**
 * Parses a request part with its schema. A missing or `null` JSON body is read as `{}`, so it
 * is refused naming its first required field, as every body always was; the first problem
 * becomes a 400 `validation_failed` naming the field.
 *
 * (The library's own validatorCompiler does the same parse, but flattens the issue's path to
 * "/items/0/name", losing the row index that describeZodError words as "items[0].name".)
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const isBody = httpPart === 'body';
  return (data: unknown) => {
    const result = schema.safeParse(isBody && data == null ? {} : data);
    return result.success ? { value: result.data } : { error: validationFailed(result.error) };
  };
};

/** A response schema as the JSON Schema fast-json-stringify compiles (what the answer looks like). */
export function answerJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return json;
}

const serializers = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * An answer's writer, made by fast-json-stringify from its schema: only the declared fields go
 * out, and the code that writes them is built once per schema (orders, errors and users are
 * shared by many routes).
 */
export function serializerFor<S extends z.ZodType>(schema: S): (data: z.output<S>) => string {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(answerJsonSchema(schema));
    serializers.set(schema, serialize);
  }
  return serialize;
}

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => serializerFor(schema);

type ResponseSchemas = Record<string, unknown>;

function responseSchemas(route: { schema?: { response?: unknown } }): ResponseSchemas | undefined {
  const response = route.schema?.response;
  return response && typeof response === 'object' ? (response as ResponseSchemas) : undefined;
}

/** The declared schema for a status, as Fastify picks it: the exact code, then "4xx", then "default". */
export function responseSchemaFor(route: { schema?: { response?: unknown } }, status: number): z.ZodType | undefined {
  const response = responseSchemas(route);
  const schema = response?.[String(status)] ?? response?.[`${String(status)[0]}xx`] ?? response?.default;
  return schema instanceof z.ZodType ? schema : undefined;
}

/**
 * Every route that declares its answers also answers errors as `{"error", "code"}`: added here
 * once rather than written on each route (a route may still declare its own, as /health does).
 */
export function addErrorAnswers(route: RouteOptions): void {
  const response = responseSchemas(route);
  if (!response) return;
  response['4xx'] ??= apiErrorSchema;
  response['5xx'] ??= apiErrorSchema;
}

/** A route as registered, for the route table test. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

function describeMismatch(request: FastifyRequest, status: number, error: z.ZodError): string {
  const where = `${request.method} ${request.routeOptions.url ?? request.url} ${status}`;
  return `The answer of ${where} does not match its schema: ${z.prettifyError(error).replace(/\n/g, ' ')}`;
}

/** The schema an answer must match: the route's for its status; any error answer is an error body. */
function expectedSchema(request: FastifyRequest, status: number): z.ZodType | undefined {
  return responseSchemaFor(request.routeOptions, status) ?? (status >= 400 ? apiErrorSchema : undefined);
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.includes('json') && !reply.getHeader('content-encoding');
}

/**
 * Tests run with this on: every answer is parsed with the schema its route declares for its
 * status, both as the handler made it and as it went out, and a mismatch is a loud 500 whose
 * message says what did not match (and an error in the log).
 */
export function checkAnswers(app: FastifyInstance): void {
  const fail = (request: FastifyRequest, status: number, error: z.ZodError) => {
    const message = describeMismatch(request, status, error);
    request.log.error({ issues: error.issues }, message);
    return new DomainError('internal_error', `${INTERNAL_ERROR_MESSAGE} (${message})`);
  };

  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    const schema = expectedSchema(request, reply.statusCode);
    const result = schema?.safeParse(payload);
    if (result && !result.success) return done(fail(request, reply.statusCode, result.error));
    done(null, payload);
  });

  app.addHook('onSend', (request, reply, payload: unknown, done) => {
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const schema = text ? expectedSchema(request, reply.statusCode) : undefined;
    if (!text || !schema || !isJson(reply)) return done(null, payload);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(
        new DomainError('internal_error', `${INTERNAL_ERROR_MESSAGE} (${request.method} ${request.url} answered JSON that does not parse)`),
      );
    }
    const result = schema.safeParse(parsed);
    if (!result.success) return done(fail(request, reply.statusCode, result.error));
    done(null, payload);
  });
}

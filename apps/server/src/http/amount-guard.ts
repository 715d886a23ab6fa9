import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain-error';

/**
 * A bad amount is its own refusal (400 invalid_amount, docs/decisions/0046), whatever else the
 * body gets wrong: the body's `field` is checked on the raw JSON before the schema, so "abc",
 * "NaN", null, 10.005 and ₹10,00,000.01 all answer the same way. `parse` answers paise or null;
 * `required`: a missing amount is a bad one too.
 */
export function amountGuard(field: string, parse: (value: unknown) => number | null, message: string, required = true) {
  return async (request: FastifyRequest): Promise<void> => {
    const body: unknown = request.body;
    const value = body !== null && typeof body === 'object' && field in body ? (body as Record<string, unknown>)[field] : undefined;
    if (value === undefined && !required) return;
    if (parse(value) === null) throw new DomainError('invalid_amount', message, { field });
  };
}

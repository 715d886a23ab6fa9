import { z } from 'zod';
import { describeZodError } from '@laundry/shared/contracts/zod-error';

/**
 * The longest text a field's schema accepts, read off the shared schema itself, so an input's
 * maxLength follows the API's limit instead of repeating it. Looks through optional, nullable,
 * default and transform wrappers; null when the field has no maximum.
 */
export function maxLengthOf(schema: unknown): number | null {
  if (schema instanceof z.ZodString) return schema.maxLength;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return maxLengthOf(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.in);
  return null;
}

/** As maxLengthOf, for an input's maxLength attribute (undefined: no limit). */
export function inputLimit(schema: unknown): number | undefined {
  return maxLengthOf(schema) ?? undefined;
}

/** The first problem the API's schema finds in a request, in the very words the API answers; null when it passes. */
export function requestProblem(schema: z.ZodType, body: unknown): string | null {
  const result = schema.safeParse(body);
  return result.success ? null : describeZodError(result.error);
}

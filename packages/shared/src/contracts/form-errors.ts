import type { z } from 'zod';

/** The first problem a form schema finds, as its own words; null when the values pass. */
export function firstFormError(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * Each field's first problem, keyed by the field's top-level name, for forms that show a
 * message beside every field.
 */
export function fieldErrors<K extends string>(schema: z.ZodType, values: unknown): Partial<Record<K, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<K, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

import type { z } from 'zod';

type IssueCode = z.core.$ZodIssue['code'];

/** What a field's problem is called: one name for every issue, or one per zod issue code with `other` for the rest. */
export type FieldRule<K extends string> = K | (Partial<Record<IssueCode, K>> & { other: K });

/**
 * Each field's first problem under a shared contract's schema (the one the server parses the request with),
 * named by the form's rule: usually the catalogue key of the words beside the field. So a form refuses exactly
 * what the server would, in the language shown. Fields without a rule (no box on this form) are not reported.
 */
export function fieldIssues<F extends string, K extends string>(
  schema: z.ZodType,
  values: unknown,
  rules: Record<F, FieldRule<K>>,
): Partial<Record<F, K>> {
  const result = schema.safeParse(values);
  const found: Partial<Record<F, K>> = {};
  if (result.success) return found;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!Object.hasOwn(rules, field) || Object.hasOwn(found, field)) continue;
    const rule: FieldRule<K> = rules[field as F];
    found[field as F] = typeof rule === 'string' ? rule : (rule[issue.code] ?? rule.other);
  }
  return found;
}

export function hasIssues(found: object): boolean {
  return Object.keys(found).length > 0;
}

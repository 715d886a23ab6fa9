import type { z } from 'zod';

function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`))
    .join('');
}

/**
 * One sentence naming the field, for `{"error": "..."}`. Messages written in the schemas
 * already name their field; zod's own defaults get the field put in front.
 */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = fieldName(issue.path) || 'body';
  const own = !/^(Invalid|Too (big|small)|Unrecognized|Expected)/.test(issue.message);
  if (own) return issue.message;
  if (issue.code === 'invalid_type') {
    return issue.input === undefined || issue.input === null
      ? `${field} is required`
      : `${field} must be a ${issue.expected}`;
  }
  if (issue.code === 'too_big') return `${field} is too long (at most ${String(issue.maximum)})`;
  if (issue.code === 'too_small') return `${field} is too short (at least ${String(issue.minimum)})`;
  if (issue.code === 'invalid_value') return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
  return `${field} is invalid`;
}

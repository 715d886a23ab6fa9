import type { z } from 'zod';

function fieldName(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}

/**
 * A schema's own message names its field as the schema sees it ("name", "items.item"); inside
 * a list that hides which row, so the name is swapped for the full path ("items[1].name").
 */
function withFullPath(message: string, path: readonly PropertyKey[], full: string): string {
  const names = path.filter((p) => typeof p !== 'number').map(String);
  for (let start = 0; start < names.length; start++) {
    const said = names.slice(start).join('.');
    if (said !== full && message.startsWith(`${said} `)) return `${full}${message.slice(said.length)}`;
  }
  return message;
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
  if (own) return withFullPath(issue.message, issue.path, field);
  if (issue.code === 'invalid_type') {
    // zod leaves `input` out of issues unless asked, so its message tells what arrived.
    const missing = 'input' in issue ? issue.input == null : /received (undefined|null)$/.test(issue.message);
    return missing ? `${field} is required` : `${field} must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
  }
  if (issue.code === 'too_big') return `${field} is too long (at most ${String(issue.maximum)})`;
  if (issue.code === 'too_small') return `${field} is too short (at least ${String(issue.minimum)})`;
  if (issue.code === 'invalid_value') return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
  return `${field} is invalid`;
}

import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { DomainError } from '../domain-error';

/**
 * The path ("items[0].item") of the first string holding U+0000, or null. Walked with an
 * explicit stack so a deeply nested body cannot overflow the call stack.
 */
export function findNulCharacter(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (ArrayBuffer.isView(current)) {
      // Bytes (a rider's photo) are not text: walking 600 KB of them one by one took a second.
      continue;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, `${path}[${i}]`]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) stack.push([item, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000 and no person types it, so any input carrying one is
 * refused as bad input before it can reach a query (where it would be a 500).
 */
export function rejectNulCharacters(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  // A callback hook, not an async one: it runs on every request, and most carry nothing to walk.
  for (const value of [request.params, request.query, request.body]) {
    if (value === undefined || value === null || isEmptyObject(value)) continue;
    const field = findNulCharacter(value, '');
    if (field !== null) {
      return done(new DomainError('validation_failed', `${field || 'body'} contains a character that is not allowed`, { field: dotted(field) }));
    }
  }
  done();
}

/** "items[0].item" as the dotted path validation errors name fields by: "items.0.item". */
function dotted(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object') return false;
  for (const _ in value) return false;
  return true;
}

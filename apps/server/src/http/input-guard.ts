import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { forbiddenCharacterMessage, hasForbiddenCharacter } from '@laundry/shared/rules/plain-text';
import { DomainError } from '../domain-error';

/**
 * The path ("items[0].item") of the first string holding a character no person types (U+0000 and
 * the other controls, a lone surrogate: rules/plain-text.ts), or null. Walked with an explicit
 * stack so a deeply nested body cannot overflow the call stack.
 */
export function findForbiddenCharacter(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacter(current)) return path;
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
 * PostgreSQL text cannot hold U+0000, a terminal runs an escape, a lone surrogate is no character:
 * no person types any of them, so any input carrying one is refused as bad input, naming the field,
 * before it can reach a query or a screen. The contracts refuse them too (contracts/common.ts), so
 * the forms say it; this catches every other string.
 */
export function rejectForbiddenCharacters(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  // A callback hook, not an async one: it runs on every request, and most carry nothing to walk.
  for (const value of [request.params, request.query, request.body]) {
    if (value === undefined || value === null || isEmptyObject(value)) continue;
    const field = findForbiddenCharacter(value, '');
    if (field !== null) {
      return done(new DomainError('validation_failed', forbiddenCharacterMessage(field || 'body'), { field: dotted(field) }));
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

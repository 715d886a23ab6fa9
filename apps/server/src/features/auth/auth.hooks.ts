import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../domain-error';
import { ACCOUNT_INACTIVE_MESSAGE, type AuthService } from './auth.service';
import type { UserRow } from './users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Run as preValidation hooks: after the body is read (a body too large is still a 413 to
 * anyone), before it is validated, so a visitor learns nothing about a route's input.
 */
export interface AuthGuards {
  requireUser: preValidationAsyncHookHandler;
  requireAdmin: preValidationAsyncHookHandler;
  /** The shop's riders (docs/decisions/0048); an admin is refused too: a stop belongs to its rider. */
  requireRider: preValidationAsyncHookHandler;
}

export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';

export function createAuthGuards(auth: AuthService): AuthGuards {
  async function load(request: FastifyRequest): Promise<UserRow> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new DomainError('auth_required', LOGIN_REQUIRED_MESSAGE);
    const checked = await auth.checkSession(token);
    if ('refused' in checked) {
      throw checked.refused === 'account_inactive'
        ? new DomainError('account_inactive', ACCOUNT_INACTIVE_MESSAGE)
        : new DomainError('session_expired', 'Your session has expired. Please log in again.');
    }
    request.user = checked.session.user;
    return checked.session.user;
  }
  return {
    async requireUser(request: FastifyRequest, _reply: FastifyReply) {
      await load(request);
    },
    async requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
      const user = await load(request);
      if (user.role !== 'admin') throw new DomainError('admin_only', 'Admin access required.');
    },
    async requireRider(request: FastifyRequest, _reply: FastifyReply) {
      const user = await load(request);
      if (user.role !== 'rider') throw new DomainError('rider_only', 'Rider access required.');
    },
  };
}

/** The signed-in user as the actor of what the request changes (the audit trail's "who"). */
export function currentActor(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, role: user.role };
}

/** The signed-in user; only call behind requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new DomainError('auth_required', LOGIN_REQUIRED_MESSAGE);
  return request.user;
}
